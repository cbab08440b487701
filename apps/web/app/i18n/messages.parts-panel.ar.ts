import type { PartsPanelMessages } from './messages.parts.ts';
import { assembly, counted, model, n, part, retryLater, usage } from './messages.parts.ar.ts';

/**
 * The parts panel's texts in Arabic (the search results and an assembly's parts: the table, the part groups, the
 * exploded view): loaded with the panel's chunk, not with the page (the parts pages' route modules, `partsPanel`).
 */
/**
 * Latin text typed or read from the catalogue inside an Arabic sentence, isolated (FSI … PDI) so it keeps its
 * own direction and the guillemets around it stay in place.
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

export const partsPanelAr: PartsPanelMessages = {
  panel: {
    searchCaption: (query) => `نتائج البحث عن «${isolated(query)}»`,
    assemblyCaption: (name, modelName) => `قطع ${name} (${modelName})`,
    searchCount: (total, shown) =>
      `${counted(total, part)}${total > shown ? `، معروض منها أفضل ${n(shown)}` : ''}`,
    readAs: (query, sets) =>
      `لا توجد قطعة موصوفة بـ«${isolated(query)}». نعرض القطع الموصوفة بـ${new Intl.ListFormat('ar', { type: 'disjunction' }).format(sets.map((set) => `«${isolated(set)}»`))}.`,
    addSelected: (count) => `أضف المحدد (${n(count)})`,
    added: (partNumber) => `أُضيفت ${partNumber} إلى السلة.`,
    addedMany: (count) => `أُضيفت ${counted(count, part)} إلى السلة.`,
    addFailed: 'تعذّرت إضافة القطع إلى السلة.',
    noMatch: (query) => `لا توجد قطع تطابق «${isolated(query)}». تحقّق من الرقم أو اكتب أحرفًا أقل.`,
    noParts: 'لا توجد قطع مدرجة لهذه المجموعة.',
  },
  table: {
    figItem: 'الشكل/البند',
    partNumber: 'رقم القطعة',
    description: 'الوصف',
    modelAssembly: 'الطراز · المجموعة',
    model: 'الطراز',
    assembly: 'المجموعة',
    whereUsedHead: 'مواضع الاستخدام',
    unitsPerAssembly: 'الكمية/المجموعة',
    effectivity: 'نطاق السريان',
    availability: 'التوفر',
    price: 'السعر',
    addToCart: 'أضف إلى السلة',
    selectAll: 'حدّد كل القطع المعروضة',
    select: (partNumber) => `حدّد ${partNumber}`,
    add: 'أضف',
    addPart: (partNumber) => `أضف ${partNumber} إلى السلة`,
    supersededBy: 'حلّت محلها',
    supersedes: (partNumber) => `تحل محل ${partNumber}`,
  },
  availability: {
    'in-stock': 'متوفرة',
    limited: 'كمية محدودة',
    backorder: 'قيد الطلب من المورّد',
    quote: 'عند الطلب',
  },
  from: (price) => `من ${price}`,
  groups: {
    whereUsed: (assemblies, models) =>
      `مستخدمة في ${counted(assemblies, assembly)} على ${counted(models, model)}`,
    toggleUsages: (open, partNumber) => `${open ? 'إخفاء' : 'عرض'} استخدامات ${partNumber}`,
    // Begins with the button's visible word (أضف), so a spoken command finds it.
    choose: (partNumber) => `أضف ${partNumber} إلى السلة بعد اختيار استخدامها`,
    priceVaries: 'يختلف السعر أو الوحدة بين الاستخدامات: أضف الاستخدام الذي تحتاجه.',
    severalModels: 'مستخدمة على أكثر من طراز: أضفها للطائرة التي تحتاجها لها.',
    usagesOf: (partNumber) => `استخدامات ${partNumber}`,
    addUsage: (partNumber, modelName, name, item) =>
      `أضف ${partNumber} لـ ${modelName}، ${name} (البند ${item}) إلى السلة`,
    showing: (shown, total) => `معروض ${n(shown)} من ${counted(total, usage)}.`,
    usagesFailed: `تعذّر تحميل الاستخدامات. ${retryLater}`,
    retryUsages: (partNumber) => `إعادة المحاولة: تحميل استخدامات ${partNumber}`,
    loadingUsages: 'جارٍ تحميل الاستخدامات…',
    loadingUsagesOf: (partNumber) => `جارٍ تحميل الاستخدامات… (${partNumber})`,
    showAll: (total) => `اعرض كل الاستخدامات (${n(total)})`,
    showAllOf: (total, partNumber) => `اعرض كل الاستخدامات (${n(total)}) لـ ${partNumber}`,
    showMore: 'اعرض المزيد',
    showMoreOf: (partNumber) => `اعرض المزيد من استخدامات ${partNumber}`,
  },
  diagram: {
    title: 'الرسم التفصيلي المفكك',
    schematic: 'مخطط توضيحي',
    drawing: 'رسم من الدليل',
    items: (first, last, shown, total) =>
      `${first === last ? `البند ${first}` : `البنود ${first}–${last}`} (${n(shown)} من ${n(total)} رقمًا مرجعيًا).`,
    numbered: (count) =>
      `${counted(count, { one: 'بند واحد مرقّم', two: 'بندان مرقّمان', few: 'بنود مرقّمة', many: 'بندًا مرقّمًا' })}.`,
    selectHint: 'اختر رقمًا لتحديد قطعته.',
    elsewhere: (item, sheet) =>
      `البند ${item} في ${sheet === undefined ? 'لوحة أخرى' : `اللوحة ${sheet}`}: ركّز على صفّه أو حدّده للانتقال إليها.`,
    sheets: 'اللوحات',
    previousSheet: 'اللوحة السابقة',
    nextSheet: 'اللوحة التالية',
    sheetOf: (sheet, count) => `اللوحة ${sheet} من ${count}`,
    zoom: 'التكبير',
    zoomOut: 'تصغير',
    zoomIn: 'تكبير',
    zoomLevel: 'مستوى التكبير',
    reset: 'إعادة ضبط العرض',
    viewport: (title) =>
      `الرسم التفصيلي المفكك لـ ${title}. زر الجمع والطرح للتكبير والتصغير، والأسهم للتحريك، و0 لإعادة الضبط.`,
    roleDescription: 'رسم قابل للتكبير',
    help: 'مرّر أو باعد بإصبعين للتكبير · اسحب للتحريك · المفاتيح + − ← → ↑ ↓، و0 لإعادة الضبط',
    callout: (item, partNumber, description) => `البند ${item}، ${partNumber} ${description}`,
    sheetFailed: (asking) =>
      'item' in asking
        ? `تعذّر تحميل اللوحة التي تضم البند ${asking.item}.`
        : `تعذّر تحميل اللوحة ${asking.sheet}.`,
  },
};
