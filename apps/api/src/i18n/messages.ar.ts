import { textMessages } from '@contrail/contracts';
import { problemsAr } from '@contrail/contracts/i18n/problems.ar';
import { z } from 'zod';
import { withContracts, within, type ApiMessages } from './messages.ts';

// Everything the API says in Arabic: its error messages (the routes', the error handler's and the checks zod
// words itself, beside the contracts' table of the forms' messages) and the visitors' mails. Listed in
// languages.ts; the desk's mails stay in English.

/** "بند واحد", "بندان", "3 بنود", "11 بندًا": the number of lines as Arabic counts them. */
const arabicLines = (n: number) =>
  n === 1 ? 'بند واحد' : n === 2 ? 'بندان' : n <= 10 ? `${n} بنود` : `${n} بندًا`;

export const ar: ApiMessages = {
  dir: 'rtl',
  problems: withContracts(problemsAr, {
    exact: {
      [textMessages.singleLine]: 'اكتب سطرًا واحدًا من النص العادي، بلا فواصل أسطر ولا أحرف تحكّم.',
      [textMessages.multiLine]: 'احذف أحرف التحكّم (الأحرف غير المرئية عدا فواصل الأسطر).',
      'Unknown field.': 'حقل غير معروف.',
      'Unknown venue.': 'مكان غير معروف.',
      'Choose what to book: table, stay, appointment or trip.':
        'اختر ما تريد حجزه: طاولة أو إقامة أو موعد أو رحلة.',
      'Unknown country.': 'بلد غير معروف.',
      'Unknown state for this country.': 'هذه المنطقة غير موجودة في هذا البلد.',
      'Invalid address.': 'العنوان غير صالح.',
      'Unknown part.': 'قطعة غير معروفة.',
      'Cart not found.': 'لم يُعثر على السلة.',
      'Cart item not found.': 'هذا البند ليس في السلة.',
      'The cart is empty.': 'السلة فارغة.',
      'The cart has changed; review it and send the inquiry again.':
        'تغيّرت السلة؛ راجعها ثم أرسل الاستفسار مرة أخرى.',
      'Invalid session id.': 'معرّف الجلسة غير صالح.',
      'A session is required: POST /api/session first.':
        'يلزم وجود جلسة: أرسل أولًا POST /api/session.',
      "The session id sent differs from the session cookie's; send the cookie alone.":
        'معرّف الجلسة المرسل يختلف عن ملف تعريف الجلسة؛ أرسل ملف التعريف وحده.',
      'The Idempotency-Key header is malformed.': 'ترويسة Idempotency-Key غير صالحة.',
      'The token is required.': 'رمز التأكيد مطلوب.',
      'This confirmation link is not valid.': 'رابط التأكيد هذا غير صالح.',
      'This confirmation link has expired; subscribe again for a new one.':
        'انتهت صلاحية رابط التأكيد هذا؛ اشترك مجددًا لتصلك رسالة برابط جديد.',
      'This change must be made from this site.': 'لا يمكن إجراء هذا التغيير إلا من هذا الموقع.',
      'Request body must be a JSON object.': 'يجب أن يكون محتوى الطلب كائن JSON.',
      'Invalid request.': 'طلب غير صالح.',
      'The body is not valid JSON.': 'المحتوى ليس JSON صالحًا.',
      'The JSON body is empty.': 'محتوى JSON فارغ.',
      'The request body is too large.': 'محتوى الطلب كبير جدًا.',
      'Send the body as JSON (Content-Type: application/json).':
        'أرسل المحتوى بصيغة JSON ‏(Content-Type: application/json).',
      'Not found.': 'غير موجود.',
      'Too many requests.': 'طلبات كثيرة جدًا.',
      'Bad request.': 'طلب غير صالح.',
    },
    patterns: [
      [/^Unknown fields?: (.+)\.$/, (keys) => `حقول غير معروفة: ${keys}.`],
      [/^A cart holds at most (\d+) lines\.$/, (n) => `الحد الأقصى لبنود السلة: ${n}.`],
      [
        /^Too many requests; try again in (\d+) (second|minute|hour|day)s?\.$/,
        (n, unit) => `طلبات كثيرة جدًا؛ حاول مرة أخرى ${within('ar', n, unit)}.`,
      ],
    ],
  }),
  checks: {
    required: 'هذا الحقل مطلوب.',
    type: (t: string) => `قيمة غير صالحة: المتوقع ${t}.`,
    oneOf: (values: string) => `قيمة غير صالحة: القيم المقبولة ${values}.`,
    format: 'صيغة غير صالحة.',
    maxChars: (n: string) => `الحد الأقصى لعدد الأحرف: ${n}.`,
    minChars: (n: string) => `الحد الأدنى لعدد الأحرف: ${n}.`,
    maxItems: (n: string) => `الحد الأقصى لعدد العناصر: ${n}.`,
    minItems: (n: string) => `الحد الأدنى لعدد العناصر: ${n}.`,
    max: (n: string) => `يجب ألا تزيد القيمة على ${n}.`,
    min: (n: string) => `يجب ألا تقل القيمة عن ${n}.`,
    whole: 'أدخل عددًا صحيحًا.',
    typeNames: {
      string: 'نص',
      number: 'رقم',
      boolean: 'نعم أو لا',
      array: 'قائمة',
      object: 'كائن',
    },
    zod: z.locales.ar,
  },
  mails: {
    acknowledgement: {
      tag: 'ar-u-nu-latn',
      kinds: {
        table: 'حجز طاولة',
        stay: 'حجز إقامة',
        appointment: 'حجز موعد',
        trip: 'حجز رحلة',
      },
      labels: {
        reference: 'الرقم المرجعي',
        venue: 'المكان',
        date: 'التاريخ',
        time: 'الوقت',
        party: 'عدد الأشخاص',
        checkIn: 'تاريخ الوصول',
        checkOut: 'تاريخ المغادرة',
        guests: 'عدد النزلاء',
        room: 'الغرفة',
        service: 'الخدمة',
        destination: 'الوجهة',
        departure: 'تاريخ الذهاب',
        return: 'تاريخ العودة',
        travellers: 'عدد المسافرين',
      },
      guests: (n) =>
        n === 1 ? 'شخص واحد' : n === 2 ? 'شخصان' : n <= 10 ? `${n} أشخاص` : `${n} شخصًا`,
      intro: (kind, venue) => `وصلنا طلبك (${kind}) في ${venue}.`,
      outro: (venue) => [
        `هذا ليس تأكيدًا بعد: سيؤكد ${venue} حجزك بالبريد الإلكتروني.`,
        'إن لم تكن أنت من أرسل هذا الطلب، فيمكنك تجاهل هذه الرسالة؛ فلا يُعدّ أي حجز نافذًا قبل تأكيده.',
      ],
      subject: (venue, id) => `طلب حجزك في ${venue} (${id})`,
    },
    inquiryCopy: {
      name: 'العربية',
      subject: (id) => `استفسارك عن قطع الغيار ${id}`,
      intro: (id) => `شكرًا على استفسارك عن قطع الغيار ${id}. لقد وصل إلى قسم قطع الغيار لدينا.`,
      parts: (n) => `القطع (${arabicLines(n)}):`,
      qty: (qty) => `الكمية ${qty}`,
      heads: { number: '#', partNumber: 'رقم القطعة', description: 'الوصف', qty: 'الكمية' },
      next: (id) => [
        'ما الخطوة التالية: يراجع قسم قطع الغيار كل قطعة ويرسل إلى هذا العنوان عرض سعر',
        '(الأسعار والتوفر والشحن)، عادةً خلال يوم عمل واحد. لإضافة أي شيء أو تعديله،',
        `ردّ على هذه الرسالة واذكر الرقم ${id}.`,
      ],
      notYou:
        'إن لم تكن أنت من أرسل هذا الاستفسار، فتجاهل هذه الرسالة: لا يُطلب شيء ولا يُحتسب أي مبلغ دون موافقتك.',
    },
    confirmation: {
      subject: 'أكّد اشتراكك في النشرة البريدية من Contrail',
      asked: 'طلب أحدهم، ونأمل أن تكون أنت، اشتراك هذا العنوان في النشرة البريدية من Contrail.',
      openWithin: (hours) =>
        `لتأكيد الاشتراك، افتح هذا الرابط خلال ${hours} ${hours >= 3 && hours <= 10 ? 'ساعات' : 'ساعة'}:`,
      button: 'أكّد اشتراكي',
      ignore:
        'إن لم تطلب ذلك فتجاهل هذه الرسالة: فمن دون تأكيد لن تصل إلى هذا العنوان النشرة البريدية ولا أي رسالة أخرى من هذا النموذج.',
    },
  },
};
