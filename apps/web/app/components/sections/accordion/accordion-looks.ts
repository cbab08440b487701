export type AccordionVariant = 'bordered' | 'boxed' | 'filled' | 'minimal' | 'numbered';

interface Look {
  list: string;
  item: string;
  itemOpen: string;
  button: string;
  buttonOpen: string;
  panel: string;
}

/** Each variant's classes: the list, an item (and an open one), its header button (and an open one), its panel. */
export const looks: Record<AccordionVariant, Look> = {
  bordered: {
    list: 'border-t border-line',
    item: 'border-b border-line',
    itemOpen: '',
    button: 'py-5 text-lg font-semibold',
    buttonOpen: 'text-brand',
    panel: 'pb-6 text-muted',
  },
  boxed: {
    list: 'space-y-4',
    item: 'rounded-card border border-line bg-surface transition-colors',
    itemOpen: 'border-brand shadow-lg',
    button: 'px-6 py-5 text-lg font-semibold',
    buttonOpen: '',
    panel: 'px-6 pb-6 text-muted',
  },
  filled: {
    list: 'space-y-3',
    item: 'overflow-hidden rounded-card bg-surface-alt',
    itemOpen: '',
    button: 'px-6 py-4 font-semibold',
    buttonOpen: 'bg-brand text-on-brand',
    panel: 'px-6 py-5 text-muted',
  },
  minimal: {
    list: 'space-y-2',
    item: '',
    itemOpen: '',
    button: 'flex-row-reverse justify-end py-3 font-semibold',
    buttonOpen: 'text-brand',
    panel: 'pb-4 ps-9 text-muted',
  },
  numbered: {
    list: 'divide-y divide-line',
    item: '',
    itemOpen: '',
    button: 'py-6 text-xl font-bold',
    buttonOpen: 'text-brand',
    panel: 'pb-6 ps-14 text-muted',
  },
};
