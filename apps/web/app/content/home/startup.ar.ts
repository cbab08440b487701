import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { IconItem } from '~/content/types.ts';
import demo from '~/content/demos/startup.ts';
import { heroPicture, highlightIcons } from './startup.media.ts';

// The startup demo's first screen in Arabic (Modern Standard Arabic): the same shape as startup.ts (the
// English). The rest of the page is startup.lower.ar.ts.

export const theme: DemoTheme = demo.theme;

export const hero: HeroData = {
  eyebrow: 'انطلق أسرع',
  title: 'حوّل فكرتك الجريئة إلى شركة يتحدث عنها الناس',
  lead: 'الاستراتيجية والتصميم وتسويق النمو تحت سقف واحد، ليتفرّغ فريقك لبناء المنتج بينما نحرص نحن على أن يسمع العالم به.',
  primary: { label: 'اكتشف خدماتنا', href: '#services' },
  secondary: { label: 'اطّلع على الأسعار', href: '#pricing' },
  image: {
    ...heroPicture,
    alt: 'حاسوب محمول يعرض منحنى نمو صاعدًا وإلى جانبه صاروخ ينطلق',
  },
};

const highlightTexts: readonly Omit<IconItem, 'icon'>[] = [
  {
    title: 'أعمال مبتكرة',
    content: 'نختبر الأفكار في أيام لا في فصول، ولا نُبقي إلا على ما يحرّك أرقامك.',
  },
  {
    title: 'تسويق باحتراف',
    content: 'حملات مبنية على أسئلة عملائك الحقيقية، تُقاس نتائجها منذ النقرة الأولى.',
  },
  {
    title: 'جمهور يتفاعل',
    content: 'قصص ومجتمعات تحوّل الزائر لأول مرة إلى مناصر مخلص لعلامتك.',
  },
];

export const highlights: readonly IconItem[] = highlightTexts.map((text, index) => ({
  ...text,
  icon: highlightIcons[index] ?? 'bulb',
}));
