import { memo, type ReactNode } from 'react';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { TabSet } from '~/components/ui/tab-set.tsx';

interface TabBase {
  id: string;
  label: string;
  /** Shown above the label in the `icon` style. */
  icon?: IconName;
}

/** A tab whose panel is a title and a paragraph, with a picture beside them when given. */
export interface TextTabItem extends TabBase {
  title: string;
  content: string;
  image?: ArtImageData;
}

/** A tab whose panel is whatever the page puts in it (lists, tables, forms). */
export interface RichTabItem extends TabBase {
  panel: ReactNode;
}

export type TabItem = TextTabItem | RichTabItem;

export type TabsVariant = 'underline' | 'pills' | 'boxed' | 'vertical' | 'icon';

interface Look {
  root: string;
  list: string;
  /** What centres the list (left out for `align="start"`). */
  center: string;
  tab: string;
  selected: string;
  panel: string;
}

const looks: Record<TabsVariant, Look> = {
  underline: {
    root: '',
    list: 'flex flex-wrap gap-x-8 border-b border-line',
    center: 'justify-center',
    tab: '-mb-px border-b-2 border-transparent py-4 font-semibold text-muted hover:text-ink',
    selected: 'border-brand! text-ink',
    panel: 'pt-10',
  },
  pills: {
    root: '',
    list: 'flex w-fit flex-wrap gap-2 rounded-full bg-surface-alt p-1.5',
    center: 'mx-auto justify-center',
    tab: 'rounded-full px-6 py-2.5 text-sm font-semibold text-muted hover:text-ink',
    selected: 'bg-brand text-on-brand! shadow',
    panel: 'pt-10',
  },
  boxed: {
    root: 'overflow-hidden rounded-card border border-line',
    list: 'grid grid-cols-2 sm:flex',
    center: '',
    tab: 'flex-1 border-b border-line bg-surface-alt px-6 py-4 font-semibold text-muted hover:text-ink sm:border-e sm:last:border-e-0',
    selected: 'border-b-transparent bg-surface text-brand!',
    panel: 'p-6 sm:p-10',
  },
  vertical: {
    root: 'grid gap-8 md:grid-cols-[16rem_1fr]',
    list: 'flex flex-col gap-2',
    center: '',
    tab: 'rounded-md border-s-4 border-transparent px-5 py-4 text-start font-semibold text-muted hover:bg-surface-alt hover:text-ink',
    selected: 'border-brand! bg-brand-soft text-ink',
    panel: '',
  },
  icon: {
    root: '',
    list: 'grid grid-cols-2 gap-4 sm:grid-cols-4',
    center: '',
    tab: 'flex flex-col items-center gap-3 rounded-card border border-line px-4 py-6 font-semibold text-muted hover:border-brand hover:text-ink',
    selected: 'border-brand bg-brand text-on-brand! hover:text-on-brand',
    panel: 'pt-10',
  },
};

export interface TabsProps {
  items: readonly TabItem[];
  variant?: TabsVariant;
  /** Accessible name of the tab list. */
  label: string;
  defaultTab?: string;
  /** The tab list centred (default) or at the start (underline and pills styles). */
  align?: 'center' | 'start';
  className?: string;
}

/** Memoised: switching tabs renders no panel again, it only hides one and shows another. */
const TextPanel = memo(function TextPanel({ item }: { item: TextTabItem }) {
  return (
    <div className={cn('grid items-center gap-8', item.image && 'md:grid-cols-2')}>
      {item.image && <ArtImage {...item.image} className="rounded-card w-full" />}
      <div>
        <h3 className="text-2xl font-bold">{item.title}</h3>
        <p className="text-muted mt-4 text-lg">{item.content}</p>
      </div>
    </div>
  );
});

/** WAI-ARIA tabs with automatic activation (the pattern is `ui/tab-set.tsx`): arrows, Home and End. */
export function Tabs({
  items,
  variant = 'underline',
  label,
  defaultTab,
  align = 'center',
  className,
}: TabsProps) {
  const look = looks[variant];
  return (
    <TabSet
      items={items}
      label={label}
      defaultTab={defaultTab}
      orientation={variant === 'vertical' ? 'vertical' : 'horizontal'}
      classes={{ ...look, list: cn(look.list, align === 'center' && look.center) }}
      className={className}
      variant={variant}
      renderTab={(item) =>
        item.icon && variant === 'icon' ? <Icon name={item.icon} size={32} /> : null
      }
      renderPanel={(item) => ('panel' in item ? item.panel : <TextPanel item={item} />)}
    />
  );
}
