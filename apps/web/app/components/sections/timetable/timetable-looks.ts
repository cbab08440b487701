import type { TabSetClasses } from '~/components/ui/tab-set.tsx';

export type TimetableVariant = 'striped' | 'lined' | 'boxed';

export interface Look {
  frame: string;
  table: string;
  head: string;
  row: string;
  cell: string;
  /** Below 640 px each entry is a stacked card (time, title, person · room) instead of a four-column row. */
  stackedRow: string;
}

export const looks: Record<TimetableVariant, Look> = {
  striped: {
    frame: 'rounded-card border border-line',
    table: '',
    head: 'bg-surface-alt',
    row: 'even:bg-surface-alt',
    cell: 'px-2 py-3 sm:px-6',
    stackedRow: 'max-sm:px-4 max-sm:py-4',
  },
  lined: {
    frame: '',
    table: '',
    head: 'border-b-2 border-ink',
    row: 'border-b border-line',
    cell: 'px-2 py-4 sm:px-3',
    stackedRow: 'max-sm:py-4',
  },
  boxed: {
    frame: 'rounded-card bg-surface p-2 shadow-xl sm:p-4',
    table: 'border-separate border-spacing-y-2',
    head: '',
    row: 'sm:[&>*]:bg-surface-alt sm:[&>*:first-child]:rounded-s-md sm:[&>*:last-child]:rounded-e-md',
    cell: 'px-2 py-3 sm:px-4',
    stackedRow: 'max-sm:bg-surface-alt max-sm:mb-2 max-sm:rounded-md max-sm:p-4 max-sm:last:mb-0',
  },
};

// Below 640 px: the row a wrapping flex box, time and title full width, then person · room on one line.
export const stacked = {
  row: 'max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-2',
  time: 'max-sm:basis-full max-sm:p-0 max-sm:text-sm max-sm:text-brand',
  title: 'max-sm:basis-full max-sm:p-0 max-sm:pt-1 max-sm:pb-1 max-sm:text-lg',
  person: 'max-sm:p-0 max-sm:text-sm',
  room: "max-sm:p-0 max-sm:text-sm max-sm:before:me-2 max-sm:before:content-['·'] empty:hidden",
} as const;

export const tabClasses: TabSetClasses = {
  list: 'mb-8 flex flex-wrap gap-2',
  tab: 'rounded-full border border-line px-5 py-2 text-sm font-semibold text-muted hover:text-ink',
  selected: 'border-brand bg-brand text-on-brand! hover:text-on-brand',
};
