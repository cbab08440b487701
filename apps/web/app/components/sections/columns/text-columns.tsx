import { cn } from '~/components/ui/cn.ts';

export type ColumnsVariant = 'two' | 'three' | 'four' | 'flow' | 'lead' | 'divided';

export interface ColumnItem {
  title?: string;
  text: string;
}

const grids: Record<ColumnsVariant, string> = {
  two: 'grid gap-10 md:grid-cols-2',
  three: 'grid gap-10 md:grid-cols-3',
  four: 'grid gap-8 sm:grid-cols-2 lg:grid-cols-4',
  flow: 'gap-10 md:columns-2 lg:columns-3 [column-rule:1px_solid_var(--line)]',
  lead: 'grid gap-10 md:grid-cols-2 lg:grid-cols-3',
  divided: 'divide-line grid gap-y-8 md:grid-cols-3 md:divide-x',
};
const cells: Record<ColumnsVariant, string> = {
  two: '',
  three: '',
  four: '',
  flow: 'mb-6 break-inside-avoid',
  lead: 'first:text-ink first:text-xl first:font-medium md:first:col-span-2 lg:first:col-span-1 lg:first:row-span-2',
  divided: 'md:px-8 md:first:ps-0 md:last:pe-0',
};

/** Text laid out in columns: fixed grids, a CSS multi-column flow, a lead column or divided columns. */
export function TextColumns({
  items,
  variant = 'two',
  className,
}: {
  items: readonly ColumnItem[];
  variant?: ColumnsVariant;
  className?: string;
}) {
  return (
    <div data-variant={variant} className={cn(grids[variant], className)}>
      {items.map((item) => (
        <div key={item.text} className={cn('text-muted leading-relaxed', cells[variant])}>
          {item.title && <h3 className="text-ink mb-3 text-lg font-semibold">{item.title}</h3>}
          <p>{item.text}</p>
        </div>
      ))}
    </div>
  );
}
