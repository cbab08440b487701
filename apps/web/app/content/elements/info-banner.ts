import type {
  InfoBannerData,
  InfoBannerVariant,
} from '~/components/sections/info-banner/info-banner.tsx';
import type { SectionTone } from '~/components/ui/section.tsx';

export interface InfoBannerDemo {
  variant: InfoBannerVariant;
  label: string;
  tone?: SectionTone;
  data: InfoBannerData;
}

const cta = { label: 'Explore the elements', to: '/elements/buttons' };

export const infoBannerDemos: readonly InfoBannerDemo[] = [
  {
    variant: 'split',
    label: 'Image and text',
    data: {
      eyebrow: 'Built to adapt',
      title: 'One library, every kind of website',
      text: 'Mix sections from any demo: they share the same tokens, spacing and type, so the result always looks designed on purpose.',
      image: {
        src: '/artwork/workspace-81-720x480.svg',
        alt: 'A designer sketching page layouts',
        width: 720,
        height: 480,
      },
      cta,
    },
  },
  {
    variant: 'split-reverse',
    label: 'Text and image',
    tone: 'alt',
    data: {
      eyebrow: 'Fast by design',
      title: 'Pages that are ready before you blink',
      text: 'Every route is prerendered to plain HTML and hydrated afterwards, so visitors see content at once, even on a slow phone.',
      image: {
        src: '/artwork/aircraft-82-720x480.svg',
        alt: 'A light aircraft climbing over hills',
        width: 720,
        height: 480,
      },
      cta,
    },
  },
  {
    variant: 'overlay',
    label: 'Text over image',
    data: {
      eyebrow: 'Seasonal offer',
      title: 'Launch your new site this spring',
      text: 'Book a kick-off call this month and we will set up hosting, analytics and your first three pages at no extra cost.',
      image: { src: '/artwork/landscape-83-1440x640.svg', alt: '', width: 1440, height: 640 },
      cta: { label: 'Talk to us', to: '/elements/buttons' },
    },
  },
  {
    variant: 'band',
    label: 'Brand band',
    data: {
      title: 'Ready to start your project?',
      text: 'Tell us about your idea and get a plan and a quote within two working days.',
      image: { src: '/artwork/abstract-84-720x480.svg', alt: '', width: 720, height: 480 },
      cta: { label: 'Start now', to: '/elements/buttons' },
    },
  },
  {
    variant: 'card',
    label: 'Card',
    tone: 'alt',
    data: {
      eyebrow: 'Case study',
      title: 'How a flying school doubled its sign-ups',
      text: 'A clearer course finder and a three-step booking form turned curious visitors into students.',
      image: {
        src: '/artwork/city-85-600x600.svg',
        alt: 'An airfield beside a small town',
        width: 600,
        height: 600,
      },
      cta: { label: 'Read the story', to: '/elements/buttons' },
    },
  },
  {
    variant: 'dark-split',
    label: 'Dark split',
    data: {
      eyebrow: 'New in the parts desk',
      title: 'Find any part by number, even with a typo',
      text: 'Search the catalogue by model, assembly or part number and send one inquiry for everything in your cart.',
      image: {
        src: '/artwork/product-86-720x560.svg',
        alt: 'Aircraft parts laid out on a workbench',
        width: 720,
        height: 560,
      },
      cta: { label: 'Open the catalogue', to: '/parts' },
    },
  },
];
