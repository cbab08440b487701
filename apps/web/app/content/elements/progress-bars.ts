import type {
  ProgressBarVariant,
  ProgressItem,
} from '~/components/sections/progress-bar/progress-bar.tsx';

const skills: readonly ProgressItem[] = [
  { label: 'Brand strategy', value: 92 },
  { label: 'Interface design', value: 84 },
  { label: 'Front-end development', value: 76 },
];

const results: readonly ProgressItem[] = [
  { label: 'Projects on time', value: 97 },
  { label: 'Returning clients', value: 68 },
  { label: 'Accessibility score', value: 100 },
];

/** The progress-bar element page: five styles. */
export const progressDemos: ReadonlyArray<{
  label: string;
  variant: ProgressBarVariant;
  items: readonly ProgressItem[];
}> = [
  { label: 'Classic', variant: 'classic', items: skills },
  { label: 'Label inside', variant: 'inside', items: results },
  { label: 'Striped', variant: 'striped', items: skills },
  { label: 'Value tooltip', variant: 'tooltip', items: results },
  { label: 'Gradient', variant: 'gradient', items: skills },
];
