import type { PartsMessages } from './messages.parts.ts';

// The parts catalogue's interface in Arabic (Modern Standard Arabic; messages.parts.ts has the English and
// the shape). Digits are Latin (`ar-u-nu-latn`), as the catalogue's part numbers and prices are written; the
// catalogue's own data (descriptions, model and assembly names) stays in English, as the catalogue has it.

const tag = 'ar-u-nu-latn';
let number: Intl.NumberFormat | undefined;
let rules: Intl.PluralRules | undefined;
export const n = (value: number) => (number ??= new Intl.NumberFormat(tag)).format(value);

/**
 * A counted noun the Arabic way: one and two have forms of their own (قطعة واحدة، قطعتان), 3–10 take the
 * plural (٣ قطع), 11 and above the singular (١١ قطعة), as Intl's plural rules for Arabic say.
 */
interface Noun {
  one: string;
  two: string;
  /** 3–10: the plural. */
  few: string;
  /** 0, 11 and above: the singular (accusative where the grammar wants it, e.g. "قطعةً"). */
  many: string;
}
export function counted(count: number, noun: Noun): string {
  switch ((rules ??= new Intl.PluralRules('ar')).select(count)) {
    case 'one':
      return noun.one;
    case 'two':
      return noun.two;
    case 'few':
      return `${n(count)} ${noun.few}`;
    default:
      return `${n(count)} ${noun.many}`;
  }
}

export const part: Noun = { one: 'قطعة واحدة', two: 'قطعتان', few: 'قطع', many: 'قطعة' };
const line: Noun = { one: 'بند واحد', two: 'بندان', few: 'بنود', many: 'بندًا' };
const unit: Noun = { one: 'وحدة واحدة', two: 'وحدتان', few: 'وحدات', many: 'وحدة' };
export const usage: Noun = {
  one: 'استخدام واحد',
  two: 'استخدامان',
  few: 'استخدامات',
  many: 'استخدامًا',
};
export const assembly: Noun = {
  one: 'مجموعة واحدة',
  two: 'مجموعتين',
  few: 'مجموعات',
  many: 'مجموعة',
};
export const model: Noun = { one: 'طراز واحد', two: 'طرازين', few: 'طرازات', many: 'طرازًا' };
const second: Noun = { one: 'ثانية', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية' };
const minute: Noun = { one: 'دقيقة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' };
const hour: Noun = { one: 'ساعة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' };

function wait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return counted(whole, second);
  if (whole < 3600) return counted(Math.ceil(whole / 60), minute);
  return counted(Math.ceil(whole / 3600), hour);
}

export const retryLater = 'تحقّق من اتصالك وحاول مرة أخرى.';

export const partsAr: PartsMessages = {
  intlTag: tag,
  hero: {
    kicker: 'قطع غيار أصلية · Husky · Pitts · Eagle',
    title: 'دليل قطع غيار الطائرات',
    intro:
      'ابحث عن القطعة حسب الطراز والمجموعة، أو اكتب رقم القطعة، ولا بأس إن أخطأت في حرف. أضف ما تحتاجه إلى السلة وأرسل استفسارًا واحدًا إلى قسم قطع الغيار.',
  },
  search: {
    label: 'ابحث عن القطع برقمها أو وصفها',
    placeholder: 'مثل AN3-5A أو MS20995C32 أو tail wheel spring',
    keys: 'تظهر النتائج أسفل مربع البحث؛ اضغط السهم السفلي للانتقال إليها.',
  },
  loading: {
    models: 'جارٍ تحميل الطرازات…',
    assemblies: 'جارٍ تحميل المجموعات…',
    parts: 'جارٍ تحميل القطع…',
    searchResults: 'جارٍ تحميل نتائج البحث…',
    explodedView: 'جارٍ تحميل الرسم التفصيلي…',
    cart: 'جارٍ تحميل سلتك…',
    inquiryForm: 'جارٍ تحميل نموذج الاستفسار…',
  },
  loadFailed: {
    models: `تعذّر تحميل الطرازات. ${retryLater}`,
    assemblies: `تعذّر تحميل المجموعات. ${retryLater}`,
    parts: `تعذّر تحميل القطع. ${retryLater}`,
    searchResults: `تعذّر تحميل نتائج البحث. ${retryLater}`,
    explodedView: `تعذّر تحميل الرسم التفصيلي. ${retryLater}`,
    cart: `تعذّر تحميل سلتك. ${retryLater}`,
    inquiryForm: `تعذّر تحميل نموذج الاستفسار. ${retryLater}`,
  },
  retry: 'إعادة المحاولة',
  lines: { husky: 'Husky', pitts: 'Pitts', eagle: 'Eagle' },
  nav: {
    lineSwitch: 'سلسلة الطائرات',
    lineNotFound: (asked) => `لا توجد في الدليل سلسلة باسم «${asked}».`,
    choose: { before: 'اختر ', between: ' أو ', last: ' أو ', after: '.' },
    lineModels: (name) => `طرازات ${name}`,
    models: 'الطرازات',
    noModels: (name) => `لا توجد طرازات ${name} في الدليل بعد.`,
    assemblies: 'المجموعات',
    assembliesOf: (name) => `مجموعات الطراز ${name}`,
    assembliesOfLabel: (name) => `مجموعات ${name}`,
    modelNotFound: (name, series) => `لم يُعثر على الطراز «${name}» في دليل ${series}.`,
    chooseModel: 'اختر أحد طرازاتها:',
    noAssemblies: 'لا توجد مجموعات لهذا الطراز في الدليل.',
    chooseModelFirst: 'اختر طرازًا لعرض مجموعاته، أو ابحث برقم القطعة في الأعلى.',
    ata: (chapter) => `ATA ${chapter}`,
  },
  facts: { engine: 'المحرك', seats: 'المقاعد', since: 'منذ', serials: 'الأرقام التسلسلية' },
  count: {
    parts: (count) => counted(count, part),
    lines: (count) => counted(count, line),
    units: (count) => counted(count, unit),
    usages: (count) => counted(count, usage),
  },
  quote: 'بعرض سعر',
  cart: {
    // The count as a numeral, as the badge draws it (a name holds the text it shows): "lines in it: 3".
    badge: (lines) => `السلة، عدد البنود: ${n(lines)}`,
    trigger: 'السلة',
    drawerTitle: 'سلة القطع',
    review: 'راجع السلة وأرسل الاستفسار',
    heading: 'سلة قطعك',
    list: 'القطع في السلة',
    loadFailed: `تعذّر تحميل سلتك. ${retryLater}`,
    updateFailed: 'تعذّر تحديث السلة. بنودك كما هي معروضة.',
    empty:
      'سلة قطعك فارغة. حدّد القطع في الدليل وأضفها، أو استرجع سلة محفوظة باسم بريدك الإلكتروني.',
    each: (price) => `${price} للوحدة`,
    quantityOf: (partNumber) => `كمية ${partNumber}`,
    decrease: (label) => `إنقاص ${label}`,
    increase: (label) => `زيادة ${label}`,
    remove: (partNumber) => `احذف ${partNumber} من السلة`,
    removed: (qty, partNumber) => `حُذف ${n(qty)} × ${partNumber} من السلة.`,
    undo: 'تراجع',
    total: (lines, total, priced) =>
      `${counted(lines, line)} · المجموع ${total}${priced < lines ? ` ${priced === 1 ? 'للبند المسعّر الوحيد' : `للبنود المسعّرة (${n(priced)})`}؛ وتُسعّر البقية بعرض سعر عند الطلب` : ''}`,
    summary: (lines, units) => `${counted(lines, line)}، ${counted(units, unit)}`,
    lastUpdated: 'آخر تحديث',
    notYet: 'لم يُحدَّث بعد',
    atMost: (max, kept) => `الحد الأقصى ${max} لكل بند: ضُبطت الكمية على ${kept}.`,
    wholeUnits: (kept) => `الكميات بأعداد صحيحة فقط: ضُبطت الكمية على ${kept}.`,
  },
  cartEmail: {
    label: 'بريدك الإلكتروني لهذه السلة',
    save: 'احفظ السلة',
    fetch: 'استرجع السلة المحفوظة',
    saved: (email) => `حُفظت: يمكنك استرجاع هذه السلة لاحقًا بالعنوان ${email}.`,
    loaded: (email) => `حُمّلت السلة المحفوظة باسم ${email}.`,
    none: (email) => `لا توجد سلة محفوظة باسم ${email} على هذا المتصفح.`,
  },
  inquiry: {
    heading: 'أرسل استفسارًا',
    intro: 'يرد قسم قطع الغيار بالأسعار والتوفر ومدد التوريد لكل بند. لا يُدفع أي مبلغ هنا.',
    form: 'استفسار عن قطع غيار',
    fields: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      company: 'الشركة',
      aircraft: 'طراز الطائرة',
      serial: 'الرقم التسلسلي / علامة التسجيل',
      message: 'الرسالة',
      country: 'الدولة',
      state: 'الولاية / المنطقة',
      city: 'المدينة',
    },
    messagePlaceholder:
      'كل ما ينبغي أن يعرفه قسم قطع الغيار: مدى الاستعجال، والشحن، ووثائق الاعتماد…',
    chooseCountry: 'اختر الدولة',
    chooseState: 'اختر المنطقة',
    chooseCountryFirst: 'اختر الدولة أولًا',
    chooseCity: 'اختر المدينة',
    chooseStateFirst: 'اختر المنطقة أولًا',
    loadingList: 'جارٍ التحميل…',
    listFailed: 'تعذّر تحميل القائمة.',
    failed: 'تعذّر إرسال الاستفسار. سلتك وبياناتك محفوظة، فحاول مرة أخرى.',
    kept: 'سلتك وبياناتك محفوظة.',
    tooMany: (seconds) =>
      seconds === undefined
        ? 'طلبات كثيرة جدًا، فحاول مرة أخرى بعد قليل.'
        : `طلبات كثيرة جدًا، فحاول مرة أخرى بعد ${wait(seconds)}.`,
    send: 'أرسل الاستفسار',
    sending: 'جارٍ الإرسال…',
    retrySend: 'أعد الإرسال',
    needLines: 'أضف قطعًا إلى السلة لإرسال استفسار.',
    sent: 'أُرسل الاستفسار',
    sentBefore: 'رقم استفسارك ',
    sentAfter:
      '. سيرد قسم قطع الغيار عبر البريد الإلكتروني بالأسعار ومدد التوريد، وفي طريقها إليك نسخة من استفسارك. أُفرغت سلتك.',
    again: 'ابدأ استفسارًا جديدًا',
  },
};
