import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import { amount, longDate } from '~/i18n/format.ts';
import { formatPrice } from '~/lib/format-price.ts';
import type {
  BlogPost,
  CounterItem,
  FeatureItem,
  HeadingData,
  PricingPlan,
  PricingSet,
  ProcessStep,
  SlideItem,
} from '~/content/types.ts';
import {
  aboutPictures,
  allServicesHref,
  offerLink,
  planFigures,
  postFigures,
  serviceIcons,
  slidePictures,
  statFigures,
} from './startup.lower.media.ts';

// The startup demo below its first screen in Arabic (Modern Standard Arabic): the same shape as
// startup.lower.ts (the English). Prices stay in US dollars, as software is usually priced in the Gulf;
// prices, units and dates are written by Intl with Latin digits (`ar-u-nu-latn`, like the restaurant's
// menu); people's names keep their usual Arabic spelling. Pictures, icons, figures and links come from
// startup.media.ts (the pages linked to are in English).

const tag = 'ar-u-nu-latn';
const gb = (value: number) => amount(value, 'gigabyte', tag, 'long');
const dollars = (cents: number) => formatPrice(cents, 'USD', tag);

export const statsLabel = 'أرقامنا';
export const stats: readonly CounterItem[] = [
  'مكتبًا حول العالم',
  'عامًا من الخبرة',
  'خبير في فريقنا',
].map((label, index) => ({ ...statFigures[index], value: statFigures[index]?.value ?? 0, label }));

export const about: AboutData = {
  eyebrow: 'من نحن',
  title: 'فريق صغير من أصحاب الخبرة يعمل كأنه جزء من فريقك',
  lead: 'يأتينا المؤسسون بنموذج أولي وموعد نهائي، ونأتيهم نحن بمنهجية صقلناها على مدى عقدين من إطلاق المشاريع.',
  points: [
    'خارطة طريق مشتركة نراجعها كل أسبوع',
    'المصممون والمسوّقون في غرفة واحدة',
    'تقارير واضحة بدلًا من أرقام براقة لا تعني شيئًا',
  ],
  image: { ...aboutPictures.main, alt: 'قاعة اجتماعات هادئة تتوسطها طاولة طويلة' },
  secondImage: { ...aboutPictures.second, alt: 'صورة شخصية لقائدة فريق' },
  badge: { value: '20', label: 'عامًا من إطلاق المشاريع' },
  action: { label: 'خدماتنا', href: '#services' },
};

export const bannerHeading: HeadingData = {
  eyebrow: 'ما نقدّمه',
  title: 'كل ما تحتاجه شركة ناشئة لتنمو',
};

export const intro: readonly string[] = [
  'من أول رسم لعلامتك التجارية إلى الحملة التي تملأ جدول مواعيدك، كل عرض لدينا باقة مركّزة بنتيجة واضحة وسعر ثابت.',
  'ابدأ بواحد، أو اجمع بين أكثر من عرض كلما نمَوت. تصفّح العروض لتجد ما يناسبك.',
];

export const slides: readonly SlideItem[] = [
  ['العلامة التجارية', 'هوية تكبر معك'],
  ['المنتج', 'واجهات يستمتع بها الناس'],
  ['النمو', 'حملات تحقق التحويل'],
  ['المحتوى', 'قصص تستحق المشاركة'],
  ['البحث', 'افهم السوق قبل أن تنفق'],
  ['التحليلات', 'أرقام يمكنك الوثوق بها'],
  ['المجتمع', 'معجبون يبقون معك'],
  ['الإطلاق', 'يوم إطلاق لا يُنسى'],
].map(([subtitle = '', title = ''], index) => ({
  subtitle,
  title,
  img: slidePictures[index] ?? slidePictures[0]!,
  btnTitle: 'اعرف المزيد',
  btnLink: offerLink,
}));

export const servicesHeading: HeadingData = {
  eyebrow: 'خدماتنا',
  title: 'خدمات تصميم مذهلة',
  lead: 'فرق متخصصة للّحظات التي تصنع مستقبل الشركات الناشئة.',
};

const serviceTexts: readonly Pick<FeatureItem, 'title' | 'content'>[] = [
  {
    title: 'هوية العلامة التجارية',
    content: 'أسماء وشعارات وأدلة لأسلوب الخطاب تبقى متّسقة من عرض المستثمرين حتى التغليف.',
  },
  {
    title: 'تصميم المنتجات',
    content: 'واجهات للويب والهاتف مبنية على البحث، نسلّمها في نظام تصميم مرتّب.',
  },
  {
    title: 'تطوير المواقع',
    content: 'مواقع سريعة وسهلة الوصول يعدّلها فريقك بنفسه دون الحاجة إلى مطوّر.',
  },
  {
    title: 'تسويق النمو',
    content: 'حملات مدفوعة وعضوية وحملات لدورة حياة العميل، تجمعها لوحة متابعة واحدة وهدف واحد.',
  },
  {
    title: 'أبحاث السوق',
    content: 'مقابلات وتجارب تكشف لك من يشتري، ولماذا، وكم هو مستعد أن يدفع.',
  },
  {
    title: 'دعم الإطلاق',
    content: 'خطة إطلاق وملف صحفي وغرفة عمليات للأسبوع الأهم في مسيرتك.',
  },
];
export const serviceItems: readonly FeatureItem[] = serviceTexts.map((text, index) => ({
  ...text,
  icon: serviceIcons[index] ?? 'rocket',
}));

export const servicesAction = { label: 'اطّلع على جميع الخدمات', href: allServicesHref };

export const processHeading: HeadingData = {
  eyebrow: 'طريقة عملنا',
  title: 'ثلاث خطوات من الفكرة إلى الانطلاق',
};

export const process: readonly ProcessStep[] = [
  {
    title: 'نستكشف',
    content: 'نصغي إلى عملائك وإلى فريقك، ثم نتفق معًا على هدف واحد قابل للقياس.',
  },
  {
    title: 'نصمّم',
    content: 'نحوّل أفكار العلامة والمنتج والحملات إلى نماذج أولية ونختبرها مع أناس حقيقيين.',
  },
  {
    title: 'ننفّذ',
    content: 'نُطلق، ونقيس النتائج كل أسبوع، ونضاعف جهودنا فيما تكافئه الأرقام.',
  },
];

export const pricingHeading: HeadingData = {
  eyebrow: 'باقات الأسعار',
  title: 'باقات بسيطة تنمو معك',
  lead: 'ابدأ صغيرًا وبدّل باقتك متى شئت. الاشتراك السنوي يوفّر عليك ما يقارب شهرين.',
};

const tiers = [
  { title: 'الأساسية', subtitle: 'لموقعك الأول', support: 'دعم عبر البريد الإلكتروني' },
  { title: 'القياسية', subtitle: 'للفرق التي تنمو', support: 'دعم بأولوية' },
  { title: 'المميّزة', subtitle: 'للشركات كثيرة الانشغال', support: 'مدير حساب مخصّص' },
] as const;

/** "5 نطاقات", "10 نطاقات", "20 نطاقًا": Arabic counts take the plural from 3 to 10, the singular after. */
const domains = (count: number) => `${count} ${count <= 10 ? 'نطاقات' : 'نطاقًا'}`;

function plans(cents: readonly number[], term: PricingPlan['term']): PricingPlan[] {
  const f = planFigures;
  return tiers.map((tier, index) => ({
    title: tier.title,
    subtitle: tier.subtitle,
    icon: f.icons[index],
    price: dollars(cents[index] ?? 0),
    term,
    plans: [
      domains(f.domains[index] ?? 0),
      `رفع ملفات حتى ${gb(f.uploadGb[index] ?? 0)}`,
      `مساحة تخزين ${gb(f.storageGb[index] ?? 0)}`,
      tier.support,
    ],
    buttonTitle: 'ابدأ الآن',
    buttonLink: f.link,
    popular: index === f.popular || undefined,
  }));
}

export const pricing: readonly PricingSet[] = [
  { key: 'monthly', label: 'شهري', plans: plans(planFigures.monthlyCents, 'monthly') },
  { key: 'yearly', label: 'سنوي', plans: plans(planFigures.yearlyCents, 'yearly') },
];

export const blogHeading: HeadingData = {
  eyebrow: 'أحدث المقالات',
  title: 'ملاحظات من قلب عالم الشركات الناشئة',
};

const postTexts: readonly Pick<BlogPost, 'title' | 'content'>[] = [
  {
    title: 'عرض الصفحة الواحدة الذي أمّن لنا جولة التمويل الأولى',
    content:
      'يقرأ المستثمرون مئات العروض. إليك كيف اختصرنا عرضنا في صفحة واحدة، ولماذا نجحت الفكرة.',
  },
  {
    title: 'نموّ بلا فريق نموّ',
    content: 'ثلاث عادات مكّنت شركة من خمسة أشخاص من التفوّق على منافسين يكبرونها عشر مرات.',
  },
  {
    title: 'لماذا لا يهم شعارك الأول (حتى الآن)',
    content: 'أنفق ميزانية العلامة على الوضوح أولًا؛ فالجملة المُحكمة تتفوّق على الشعار المثالي.',
  },
  {
    title: 'عشر مكالمات مع العملاء قبل أول سطر برمجي',
    content: 'النص الذي نعتمده لنعرف ما يحتاجه الناس فعلًا، والأسئلة التي لا نطرحها أبدًا.',
  },
  {
    title: 'توظيف أول خمسة أشخاص',
    content:
      'أصحاب مهارات متعددة، وروح المبادرة، وإتقان الكتابة: ما نبحث عنه والفريق لا يزال صغيرًا.',
  },
  {
    title: 'التسعير قرار يخص المنتج',
    content: 'كيف ضاعفنا الإيراد من كل عميل بتغيير جدول واحد في صفحة الأسعار.',
  },
];

export const posts: readonly BlogPost[] = postFigures.map(({ date, ...figures }, index) => ({
  ...figures,
  ...postTexts[index]!,
  category: ['الشركات الناشئة'],
  blogType: 'masonry',
  tags: [],
  date: longDate(date, tag),
}));
export const authors: Readonly<Record<number, string>> = {
  1: 'مايا ليندكفيست',
  2: 'دانيال أوكافور',
  3: 'بريا رامان',
  4: 'توماس هيريرا',
  5: 'إنغريد سولبرغ',
  6: 'كينجي واتانابي',
};

export const cta: CallToActionData = {
  eyebrow: 'النشرة البريدية',
  title: 'فكرة نمو مفيدة واحدة تصلك كل أسبوع',
  lead: 'لا رسائل مزعجة ولا حشو. ألغِ اشتراكك بنقرة واحدة.',
  action: { kind: 'subscribe', buttonLabel: 'اشترك الآن' },
};
