import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';

/** Icon item (spec §3): icon, title, content. */
export interface IconItem {
  icon: IconName;
  title: string;
  content: string;
}

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
export type IconWithTextColumns = 2 | 3 | 4;

interface Look {
  list: string;
  item: string;
  icon: string;
  title: string;
  content: string;
}

const looks: Record<IconWithTextVariant, Look> = {
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

const columnClasses: Record<IconWithTextColumns, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};
const iconSizes: Record<IconWithTextVariant, number> = {
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

interface IconWithTextProps extends SectionProps {
  variant?: IconWithTextVariant;
  items: readonly IconItem[];
  columns?: IconWithTextColumns;
  heading?: HeadingData;
  /** Level of each item's title: h3 under a section heading, h2 when the section has none. */
  itemHeading?: 'h2' | 'h3' | 'h4';
}

/** Icon items (icon, title, text) in a band or grid; eleven looks. */
export function IconWithText({
  variant = 'band',
  items,
  columns = 3,
  heading,
  itemHeading,
  spacing = 'md',
  ...section
}: IconWithTextProps) {
  const look = looks[variant];
  const Title = itemHeading ?? (heading ? 'h3' : 'h2');
  return (
    <Section spacing={spacing} {...section}>
      {heading && <SectionHeading {...heading} />}
      <ul data-variant={variant} className={cn('grid', columnClasses[columns], look.list)}>
        {items.map((item) => (
          <li key={item.title} className={look.item}>
            {iconSizes[variant] > 0 && (
              <span className={cn('shrink-0', look.icon)}>
                <Icon name={item.icon} size={iconSizes[variant]} strokeWidth={1.5} />
              </span>
            )}
            <div className={variant === 'square' || variant === 'minimal' ? 'contents' : ''}>
              <Title className={look.title}>{item.title}</Title>
              <p className={look.content}>{item.content}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
