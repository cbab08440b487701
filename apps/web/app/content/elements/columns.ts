import type { ColumnItem, ColumnsVariant } from '~/components/sections/columns/text-columns.tsx';

export interface ColumnsDemo {
  variant: ColumnsVariant;
  label: string;
  items: readonly ColumnItem[];
}

const paragraphs: readonly ColumnItem[] = [
  {
    title: 'Plan',
    text: 'We begin with the people who will use the site: what they came for, what they already know and what would make them stay. The plan is a short document everyone can read in five minutes.',
  },
  {
    title: 'Design',
    text: 'Layouts grow from content rather than the other way round. Typography, spacing and colour are set as tokens first, so every later page inherits a calm, consistent rhythm.',
  },
  {
    title: 'Build',
    text: 'Sections are typed components with variants, not copies. Pages are short compositions of those sections and their sample data, which keeps changes small and reviews quick.',
  },
  {
    title: 'Grow',
    text: 'After launch we watch real numbers: load times, search terms, the forms people abandon. Each release fixes one thing they tell us, and the site improves week after week.',
  },
];

const flow: readonly ColumnItem[] = [
  {
    text: 'A multi-column flow lets long copy read like a printed magazine. Lines stay short and comfortable, and the text moves from one column to the next on its own.',
  },
  {
    text: 'The number of columns follows the width of the screen: one on phones, two on tablets and three on desktops. Thin rules between the columns keep them apart without adding weight.',
  },
  {
    text: 'Use it for essays, release notes or the story of your company. Paragraphs never break across columns, so each thought stays together where readers expect it.',
  },
  {
    text: 'Because it is plain CSS, the flow costs nothing at run time and works without any script at all, even before the page has hydrated.',
  },
  {
    text: 'When the copy is short, a fixed grid of two, three or four columns with titles reads better. Both are one variant prop away.',
  },
];

export const columnsDemos: readonly ColumnsDemo[] = [
  { variant: 'two', label: 'Two columns', items: paragraphs.slice(0, 2) },
  { variant: 'three', label: 'Three columns', items: paragraphs.slice(0, 3) },
  { variant: 'four', label: 'Four columns', items: paragraphs },
  { variant: 'flow', label: 'Magazine flow', items: flow },
  {
    variant: 'lead',
    label: 'Lead column',
    items: [...flow.slice(0, 1), ...paragraphs.slice(0, 3)],
  },
  { variant: 'divided', label: 'Divided columns', items: paragraphs.slice(1, 4) },
];
