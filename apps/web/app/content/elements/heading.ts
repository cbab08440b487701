import type { HeadingData, HeadingVariant } from '~/components/sections/heading/styled-heading.tsx';

export interface HeadingDemo {
  variant: HeadingVariant;
  label: string;
  data: HeadingData;
}

export const headingDemos: readonly HeadingDemo[] = [
  {
    variant: 'eyebrow',
    label: 'Eyebrow',
    data: {
      eyebrow: 'What we do',
      title: 'Websites that work as hard as you do',
      lead: 'Strategy, design and engineering under one roof.',
    },
  },
  {
    variant: 'underline',
    label: 'Underline bar',
    data: {
      eyebrow: 'Our services',
      title: 'Everything you need to launch',
      lead: 'From the first sketch to the last performance audit.',
    },
  },
  {
    variant: 'lines',
    label: 'Side lines',
    data: { eyebrow: 'Since 2006', title: 'Twenty years of flying colours' },
  },
  {
    variant: 'backdrop',
    label: 'Backdrop word',
    data: {
      eyebrow: 'Portfolio',
      title: 'Selected work from the studio',
      backdrop: 'Work',
      lead: 'A faint word behind the title adds depth without noise.',
    },
  },
  {
    variant: 'split',
    label: 'Split with lead',
    data: {
      eyebrow: 'About us',
      title: 'Small team, big ambitions',
      lead: 'We are designers and engineers who care about the details your visitors feel but never name.',
    },
  },
  {
    variant: 'numbered',
    label: 'Numbered',
    data: {
      number: '01',
      eyebrow: 'Step one',
      title: 'Start with the question',
      lead: 'Every page answers one question for one kind of visitor.',
    },
  },
  {
    variant: 'accent',
    label: 'Accent words',
    data: { eyebrow: 'Hello there', title: 'We craft digital products', accent: 'people love' },
  },
  {
    variant: 'pill',
    label: 'Pill label',
    data: {
      eyebrow: 'New',
      title: 'Meet the section library',
      lead: 'Over forty blocks, each with typed variants and sample content.',
    },
  },
];
