import { Fragment, type ReactNode } from 'react';
import { cn } from './cn.ts';

export type BoxColumns = 2 | 3 | 4;
export type BoxTitleLevel = 'h2' | 'h3';

/** The props every box family takes: its items, its style, the columns on large screens, the title level. */
export interface BoxFamilyProps<Item, Variant extends string> {
  items: readonly Item[];
  variant?: Variant;
  columns?: BoxColumns;
  as?: BoxTitleLevel;
}

const columnClasses: Record<BoxColumns, string> = {
  2: 'grid gap-6 md:grid-cols-2',
  3: 'grid gap-6 md:grid-cols-2 lg:grid-cols-3',
  4: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
};

interface BoxGridProps<Item> {
  items: readonly Item[];
  /** The family's style, on the grid as `data-variant`. */
  variant: string;
  columns?: BoxColumns;
  className?: string;
  /** Draws one box (keyed by its title). */
  children: (item: Item, index: number) => ReactNode;
}

/** The grid of the box families (text, fancy text, overline icon, custom icon): one column on phones. */
export function BoxGrid<Item extends { title: string }>({
  items,
  variant,
  columns = 3,
  className,
  children,
}: BoxGridProps<Item>) {
  return (
    <div data-variant={variant} className={cn(columnClasses[columns], className)}>
      {items.map((item, index) => (
        <Fragment key={item.title}>{children(item, index)}</Fragment>
      ))}
    </div>
  );
}

/** A box's title (at `as`) and its text, coloured by `className`. */
export function BoxText({
  as: Tag,
  title,
  text,
  className,
}: {
  as: BoxTitleLevel;
  title: string;
  text: string;
  className?: string;
}) {
  return (
    <>
      <Tag className="mb-3 text-xl font-bold">{title}</Tag>
      <p className={cn('leading-relaxed', className)}>{text}</p>
    </>
  );
}
