import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';

export type ListVariant =
  'check' | 'bullet' | 'arrow' | 'numbered' | 'icon-circle' | 'divided' | 'boxed' | 'inverse';

export interface ListItem {
  text: string;
  /** Optional bold lead-in. */
  title?: string;
}

type Marker = { kind: 'icon'; icon: IconName } | { kind: 'dot' | 'number' | 'none' };

const looks: Record<ListVariant, { list: string; item: string; marker: string; type: Marker }> = {
  check: {
    list: 'grid gap-3',
    item: 'gap-3',
    marker: 'text-brand mt-0.5',
    type: { kind: 'icon', icon: 'check' },
  },
  bullet: {
    list: 'grid gap-3',
    item: 'gap-3',
    marker: 'bg-brand mt-2 size-2 rounded-full',
    type: { kind: 'dot' },
  },
  arrow: {
    list: 'grid gap-3',
    item: 'gap-3',
    marker: 'text-accent mt-0.5',
    type: { kind: 'icon', icon: 'chevron-right' },
  },
  numbered: {
    list: 'grid gap-4',
    item: 'gap-4',
    marker:
      'bg-brand-soft text-brand-strong grid size-8 place-items-center rounded-full text-sm font-bold',
    type: { kind: 'number' },
  },
  'icon-circle': {
    list: 'grid gap-4',
    item: 'gap-3',
    marker: 'bg-brand text-on-brand grid size-7 place-items-center rounded-full',
    type: { kind: 'icon', icon: 'check' },
  },
  divided: {
    list: 'divide-line border-line divide-y border-y',
    item: 'py-4',
    marker: '',
    type: { kind: 'none' },
  },
  boxed: {
    list: 'grid gap-3',
    item: 'bg-surface border-line gap-3 rounded-card border p-4 shadow-sm',
    marker: 'text-brand mt-0.5',
    type: { kind: 'icon', icon: 'star' },
  },
  inverse: {
    list: 'grid gap-3 text-white',
    item: 'gap-3',
    marker: 'text-white mt-0.5',
    type: { kind: 'icon', icon: 'check' },
  },
};

function ItemMarker({ variant, index }: { variant: ListVariant; index: number }) {
  const { marker, type } = looks[variant];
  if (type.kind === 'none') return null;
  return (
    <span aria-hidden="true" className={cn('shrink-0', marker)}>
      {type.kind === 'icon' && <Icon name={type.icon} size={variant === 'icon-circle' ? 16 : 20} />}
      {type.kind === 'number' && String(index + 1).padStart(2, '0')}
    </span>
  );
}

/** A list in one of eight marker styles; `numbered` renders an ordered list. */
export function StyledList({
  items,
  variant = 'check',
  className,
}: {
  items: readonly ListItem[];
  variant?: ListVariant;
  className?: string;
}) {
  const Tag = variant === 'numbered' ? 'ol' : 'ul';
  const look = looks[variant];
  return (
    <Tag data-variant={variant} className={cn('list-none', look.list, className)}>
      {items.map((item, i) => (
        <li key={item.text} className={cn('flex items-start leading-relaxed', look.item)}>
          <ItemMarker variant={variant} index={i} />
          <span>
            {item.title && <strong className="font-semibold">{item.title} </strong>}
            {item.text}
          </span>
        </li>
      ))}
    </Tag>
  );
}
