import type { ReactNode } from 'react';
import { cn } from '~/components/ui/cn.ts';

/** A titled card of an item's page. */
export function DeskPanel({
  title,
  headingId,
  children,
  className,
  actions,
}: {
  title: string;
  headingId: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn('bg-card border-line min-w-0 rounded-lg border p-5 md:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A definition list of label/value pairs (empty values left out). */
export function Facts({ facts, className }: { facts: [string, ReactNode][]; className?: string }) {
  const shown = facts.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  return (
    <dl
      className={cn(
        'grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 sm:gap-x-6',
        className,
      )}
    >
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted text-sm font-semibold">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
