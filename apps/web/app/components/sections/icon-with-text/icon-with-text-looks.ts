export type IconWithTextVariant =
  | 'band'
  | 'cards'
  | 'boxed'
  | 'centered'
  | 'circle'
  | 'square'
  | 'numbered'
  | 'dark'
  | 'hover-fill'
  | 'minimal'
  | 'accent-border';

interface Look {
  list: string;
  item: string;
  icon: string;
  title: string;
  content: string;
}

/** Each variant's classes: the list, an item, its icon's box, its title and its text. */
export const looks: Record<IconWithTextVariant, Look> = {
  band: {
    list: 'divide-line gap-y-8 md:divide-x',
    item: 'flex gap-5 md:px-8 md:first:ps-0 md:last:pe-0',
    icon: 'text-brand',
    title: 'text-lg font-bold',
    content: 'text-muted mt-2',
  },
  cards: {
    list: 'gap-8',
    item: 'rounded-card bg-surface p-8 shadow-[0_10px_40px_-15px_rgb(0_0_0/0.2)]',
    icon: 'text-brand mb-6',
    title: 'text-xl font-bold',
    content: 'text-muted mt-3',
  },
  boxed: {
    list: 'gap-6',
    item: 'rounded-card border-line border p-8',
    icon: 'bg-brand-soft text-brand mb-6 grid size-14 place-items-center rounded-md',
    title: 'text-xl font-bold',
    content: 'text-muted mt-3',
  },
  centered: {
    list: 'gap-10 text-center',
    item: 'grid justify-items-center',
    icon: 'text-brand mb-5',
    title: 'text-xl font-bold',
    content: 'text-muted mt-3 max-w-xs',
  },
  circle: {
    list: 'gap-10 text-center',
    item: 'grid justify-items-center',
    icon: 'bg-brand text-on-brand mb-6 grid size-20 place-items-center rounded-full',
    title: 'text-xl font-bold',
    content: 'text-muted mt-3 max-w-xs',
  },
  square: {
    list: 'gap-8',
    item: 'grid grid-cols-[auto_1fr] gap-x-5',
    icon: 'bg-brand-soft text-brand row-span-2 grid size-14 place-items-center rounded-md',
    title: 'text-lg font-bold',
    content: 'text-muted mt-1',
  },
  numbered: {
    list: 'gap-8 [counter-reset:item]',
    item: 'border-brand border-t-2 pt-6 [counter-increment:item] before:font-display before:text-brand before:mb-3 before:block before:text-4xl before:font-extrabold before:content-[counter(item,decimal-leading-zero)]',
    icon: 'hidden',
    title: 'text-xl font-bold',
    content: 'text-muted mt-3',
  },
  dark: {
    list: 'gap-6',
    item: 'rounded-card bg-inverse p-8 text-white',
    icon: 'mb-6 text-amber-300',
    title: 'text-xl font-bold',
    content: 'mt-3 text-white/80',
  },
  'hover-fill': {
    list: 'gap-6',
    item: 'group rounded-card bg-surface-alt hover:bg-brand hover:text-on-brand p-8 transition-colors',
    icon: 'text-brand group-hover:text-on-brand mb-6',
    title: 'text-xl font-bold',
    content: 'text-muted group-hover:text-on-brand mt-3',
  },
  minimal: {
    list: 'gap-6',
    item: 'grid grid-cols-[auto_1fr] items-start gap-x-3',
    icon: 'text-brand row-span-2 mt-0.5',
    title: 'font-bold',
    content: 'text-muted mt-1 text-sm',
  },
  'accent-border': {
    list: 'gap-8',
    item: 'border-brand bg-surface rounded-e-card border-s-4 p-7 shadow-sm',
    icon: 'text-brand mb-4',
    title: 'text-lg font-bold',
    content: 'text-muted mt-2',
  },
};

/** Each variant's icon size in px; 0 draws no icon (`numbered` shows a counter instead). */
export const iconSizes: Record<IconWithTextVariant, number> = {
  band: 44,
  cards: 44,
  boxed: 28,
  centered: 48,
  circle: 32,
  square: 28,
  numbered: 0,
  dark: 40,
  'hover-fill': 44,
  minimal: 22,
  'accent-border': 36,
};
