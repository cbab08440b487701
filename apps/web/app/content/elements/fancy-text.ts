import type {
  FancyTextData,
  FancyTextEffect,
  FancyTextLook,
} from '~/components/sections/fancy-text/fancy-text.tsx';

export interface FancyTextDemo {
  label: string;
  effect: FancyTextEffect;
  look: FancyTextLook;
  dark?: boolean;
  data: FancyTextData;
}

export const fancyTextDemos: readonly FancyTextDemo[] = [
  {
    label: 'Typing',
    effect: 'typing',
    look: 'brand',
    data: {
      before: 'We design',
      words: ['websites', 'mobile apps', 'brand identities'],
      after: '.',
    },
  },
  {
    label: 'Typing with a marker',
    effect: 'typing',
    look: 'marker',
    data: { before: 'Built for', words: ['startups', 'agencies', 'freelancers'], after: '.' },
  },
  {
    label: 'Sliding words',
    effect: 'slide',
    look: 'underline',
    data: { before: 'Make your next launch', words: ['faster', 'simpler', 'bolder'], after: '.' },
  },
  {
    label: 'Fading words',
    effect: 'fade',
    look: 'gradient',
    data: { before: 'Pages that feel', words: ['effortless', 'personal', 'alive'], after: '.' },
  },
  {
    label: 'Flipping words on dark',
    effect: 'flip',
    look: 'inverse',
    dark: true,
    data: {
      before: 'Your parts desk, now',
      words: ['online', 'searchable', 'always open'],
      after: '.',
    },
  },
];
