import { describeLanguage } from '../../test/language-suite.ts';

// The API in Arabic (i18n/messages.ar.ts), as a visitor of the Arabic pages meets it: right to left.
describeLanguage({
  locale: 'ar',
  dir: 'rtl',
  name: 'العربية',
  rateLimit: [
    'Too many requests; try again in 30 seconds.',
    'طلبات كثيرة جدًا؛ حاول مرة أخرى خلال 30 ثانية.',
  ],
  required: 'هذا الحقل مطلوب.',
  invalidEmail: 'البريد الإلكتروني غير صالح.',
  unknownField: 'حقل غير معروف.',
  singleLine: 'اكتب سطرًا واحدًا من النص العادي، بلا فواصل أسطر ولا أحرف تحكّم.',
  maxChars120: 'الحد الأقصى لعدد الأحرف: 120.',
  max9999: 'يجب ألا تزيد القيمة على 9999.',
  minOneItem: 'الحد الأدنى لعدد العناصر: 1.',
  closedMonday: 'مغلق أيام الاثنين: اختر يومًا آخر.',
  unknownPart: 'قطعة غير معروفة.',
  unknownCountry: 'بلد غير معروف.',
  invalidLink: 'رابط التأكيد هذا غير صالح.',
  missingToken: 'رمز التأكيد مطلوب.',
  acknowledgement: {
    subject: (id) => `طلب حجزك في Aurelia, Edinburgh (${id})`,
    lines: ['الرقم المرجعي: {id}', 'التاريخ: السبت', 'عدد الأشخاص: شخصان'],
  },
  confirmation: {
    subject: 'أكّد اشتراكك في النشرة البريدية من Contrail',
    words: 'لتأكيد الاشتراك',
  },
  inquiryCopy: {
    subject: 'استفسارك عن قطع الغيار',
    intro: 'شكرًا على استفسارك عن قطع الغيار',
    parts: 'القطع (بندان):',
    qty: 'الكمية 4',
  },
});
