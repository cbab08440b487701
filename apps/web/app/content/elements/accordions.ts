import type {
  AccordionItem,
  AccordionVariant,
} from '~/components/sections/accordion/accordion.tsx';

const faq: readonly AccordionItem[] = [
  {
    id: 'license',
    title: 'Can I use the template for client projects?',
    content:
      'Yes. One licence covers one finished site, for yourself or for a client. Build as many drafts as you like along the way.',
  },
  {
    id: 'updates',
    title: 'How do updates reach my project?',
    content:
      'Every release ships with a changelog and a short upgrade note. Sections are independent, so you can take only the parts you need.',
  },
  {
    id: 'support',
    title: 'What does support include?',
    content:
      'Questions about setup, customisation and bugs are answered within two working days. Custom development is quoted separately.',
  },
  {
    id: 'accessibility',
    title: 'Is the template accessible?',
    content:
      'Every element works with a keyboard, has visible focus and is checked with automated audits. Colours meet WCAG AA contrast.',
  },
];

const process: readonly AccordionItem[] = [
  {
    id: 'discover',
    title: 'Discover',
    content:
      'We interview your team and your customers, then agree on the three results that will define success.',
  },
  {
    id: 'design',
    title: 'Design',
    content:
      'Sketches become clickable prototypes that real people test every week, long before a line of production code.',
  },
  {
    id: 'build',
    title: 'Build',
    content:
      'Small releases every fortnight, each one measured, so you see progress and can change course cheaply.',
  },
];

export interface AccordionDemo {
  label: string;
  variant: AccordionVariant;
  items: readonly AccordionItem[];
  multiple?: boolean;
  defaultOpen?: readonly string[];
}

/** The accordion element page: five styles, one-open and many-open. */
export const accordionDemos: readonly AccordionDemo[] = [
  { label: 'Bordered, one open', variant: 'bordered', items: faq, defaultOpen: ['license'] },
  {
    label: 'Boxed, many open',
    variant: 'boxed',
    items: faq,
    multiple: true,
    defaultOpen: ['license', 'support'],
  },
  { label: 'Filled', variant: 'filled', items: faq, defaultOpen: ['updates'] },
  { label: 'Minimal', variant: 'minimal', items: process, defaultOpen: ['discover'] },
  {
    label: 'Numbered, many open',
    variant: 'numbered',
    items: process,
    multiple: true,
    defaultOpen: ['discover'],
  },
];
