export type OpeningHoursVariant = 'split' | 'card' | 'compact';

export interface Look {
  root: string;
  hours: string;
  row: string;
  today: string;
  contact: string;
}

export const looks: Record<OpeningHoursVariant, Look> = {
  split: {
    root: 'grid gap-12 lg:grid-cols-[3fr_2fr]',
    hours: 'divide-y divide-line border-y border-line',
    row: 'flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-3 py-3',
    today: 'bg-brand-soft font-bold text-ink',
    contact: '',
  },
  card: {
    root: 'mx-auto grid max-w-4xl gap-10 rounded-card border border-line bg-surface p-6 text-ink shadow-xl sm:p-10 md:grid-cols-2',
    hours: 'grid gap-1',
    row: 'flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 rounded-md px-3 py-2',
    today: 'bg-brand text-on-brand font-bold',
    contact: '',
  },
  compact: {
    root: 'grid gap-8',
    hours: 'grid gap-x-10 sm:grid-cols-2',
    row: 'flex flex-wrap items-baseline justify-between gap-x-4 border-b border-dashed border-line py-2',
    today: 'text-brand font-bold',
    contact: '',
  },
};
