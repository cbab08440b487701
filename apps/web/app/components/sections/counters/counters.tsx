import { balancedColumns } from '~/components/ui/balanced-columns.ts';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import { useCountUp } from './use-count-up.ts';

/** A statistic shown by the counters: the number counts up, prefix and suffix stay. */
export interface CounterItem {
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
  icon?: IconName;
}

export type CountersVariant = 'plain' | 'divided' | 'cards' | 'icon' | 'brand';

interface Look {
  list: string;
  item: string;
  number: string;
  label: string;
}

const looks: Record<CountersVariant, Look> = {
  plain: {
    list: 'gap-10 text-center',
    item: '',
    number: 'text-brand text-5xl font-extrabold md:text-6xl',
    label: 'text-muted mt-2 font-medium',
  },
  divided: {
    list: 'divide-line gap-y-10 text-center md:divide-x',
    item: 'px-6',
    number: 'text-ink text-5xl font-extrabold',
    label: 'text-muted mt-2 text-sm font-semibold tracking-[0.15em] uppercase',
  },
  cards: {
    list: 'gap-6',
    item: 'rounded-card bg-surface p-8 text-center shadow-[0_10px_40px_-15px_rgb(0_0_0/0.2)]',
    number: 'text-ink text-5xl font-extrabold',
    label: 'text-muted mt-2',
  },
  icon: {
    list: 'gap-10',
    item: 'grid grid-cols-[auto_1fr] items-center gap-x-5',
    number: 'text-ink text-4xl font-extrabold',
    label: 'text-muted',
  },
  brand: {
    list: 'bg-brand text-on-brand rounded-card gap-10 p-10 text-center md:p-14',
    item: '',
    number: 'text-5xl font-extrabold',
    label: 'mt-2 font-medium opacity-90',
  },
};

const columnClasses: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

function Counter({ item, look, withIcon }: { item: CounterItem; look: Look; withIcon: boolean }) {
  const { ref, value } = useCountUp<HTMLSpanElement>(item.value);
  const final = `${item.prefix ?? ''}${item.value}${item.suffix ?? ''}`;
  return (
    <li className={look.item}>
      {withIcon && item.icon && (
        <span className="bg-brand-soft text-brand row-span-2 grid size-16 place-items-center rounded-full">
          <Icon name={item.icon} size={30} strokeWidth={1.5} />
        </span>
      )}
      <p className={cn('font-display leading-none tabular-nums', look.number)}>
        {/* The final value reserves the width and is what assistive technology reads; the count is visual. */}
        <span ref={ref} className="relative inline-block" data-value={item.value}>
          <span className="invisible" aria-hidden="true">
            {final}
          </span>
          {/* Left-aligned whatever the look: the count's first figure stays put as it grows (no layout shift). */}
          <span
            className="absolute inset-0 text-start"
            aria-hidden="true"
            data-testid="counter-display"
          >
            {`${item.prefix ?? ''}${value}${item.suffix ?? ''}`}
          </span>
          <span className="sr-only">{final}</span>
        </span>
      </p>
      <p className={look.label}>{item.label}</p>
    </li>
  );
}

interface CountersProps extends SectionProps {
  variant?: CountersVariant;
  items: readonly CounterItem[];
  /** Preferred columns; the count of items may move it by one so no item sits alone on a row. */
  columns?: 2 | 3 | 4;
  heading?: HeadingData;
}

/** Statistics that count up once when scrolled into view (instantly when motion is off). */
export function Counters({
  variant = 'plain',
  items,
  columns = 3,
  heading,
  spacing = 'md',
  ...section
}: CountersProps) {
  const look = looks[variant];
  const balanced = balancedColumns(items.length, columns, { min: 2, max: 4 }).columns;
  return (
    <Section spacing={spacing} {...section}>
      {heading && <SectionHeading {...heading} />}
      <ul data-variant={variant} className={cn('grid', columnClasses[balanced], look.list)}>
        {items.map((item) => (
          <Counter key={item.label} item={item} look={look} withIcon={variant === 'icon'} />
        ))}
      </ul>
    </Section>
  );
}
