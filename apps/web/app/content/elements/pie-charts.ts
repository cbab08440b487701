import type { PieChartItem, PieChartVariant } from '~/components/sections/pie-chart/pie-chart.tsx';

const figures: readonly PieChartItem[] = [
  {
    label: 'Strategy',
    value: 85,
    text: 'Plans that survive contact with reality.',
    icon: 'target',
  },
  { label: 'Design', value: 92, text: 'Interfaces that explain themselves.', icon: 'pen' },
  { label: 'Development', value: 78, text: 'Typed, tested and fast to load.', icon: 'code' },
  { label: 'Support', value: 96, text: 'Answers within two working days.', icon: 'users' },
];

/** The pie-chart element page: five styles. */
export const pieChartDemos: ReadonlyArray<{
  label: string;
  variant: PieChartVariant;
  items: readonly PieChartItem[];
}> = [
  { label: 'Classic ring', variant: 'classic', items: figures },
  { label: 'Thick ring', variant: 'thick', items: figures },
  { label: 'Gradient', variant: 'gradient', items: figures },
  { label: 'Icon inside', variant: 'icon', items: figures },
  { label: 'Dark cards', variant: 'dark', items: figures },
];
