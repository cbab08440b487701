import { cn } from '~/components/ui/cn.ts';
import { useInViewValue } from './use-in-view-value.ts';

export interface ProgressItem {
  label: string;
  /** 0–100. */
  value: number;
}

export type ProgressBarVariant = 'classic' | 'inside' | 'striped' | 'tooltip' | 'gradient';

interface Look {
  track: string;
  bar: string;
  /** Where the label and number sit. */
  text: 'above' | 'inside' | 'tooltip';
}

const looks: Record<ProgressBarVariant, Look> = {
  classic: { track: 'h-1.5 rounded-full bg-line', bar: 'rounded-full bg-brand', text: 'above' },
  inside: {
    track: 'h-10 rounded-md bg-surface-alt',
    bar: 'flex items-center justify-between rounded-md bg-brand px-4 text-sm font-semibold text-on-brand',
    text: 'inside',
  },
  striped: {
    track: 'h-4 rounded-full bg-surface-alt',
    bar: 'rounded-full bg-brand bg-[linear-gradient(45deg,rgb(255_255_255/.25)_25%,transparent_25%,transparent_50%,rgb(255_255_255/.25)_50%,rgb(255_255_255/.25)_75%,transparent_75%)] bg-[length:1rem_1rem]',
    text: 'above',
  },
  tooltip: {
    track: 'h-2 rounded-full bg-line',
    bar: 'relative rounded-full bg-ink',
    text: 'tooltip',
  },
  gradient: {
    track: 'h-3 rounded-full bg-surface-alt',
    bar: 'rounded-full bg-gradient-to-r rtl:bg-gradient-to-l from-brand to-accent',
    text: 'above',
  },
};

/** One labelled bar (role=progressbar) that fills to its value when scrolled into view. */
export function ProgressBar({
  item,
  variant = 'classic',
}: {
  item: ProgressItem;
  variant?: ProgressBarVariant;
}) {
  const { ref, value } = useInViewValue<HTMLDivElement>(item.value);
  const look = looks[variant];
  const shown = `${Math.round(value)}%`;
  return (
    <div ref={ref} className={look.text === 'tooltip' ? 'pt-10' : undefined}>
      {look.text === 'above' && (
        <div className="mb-3 flex justify-between font-semibold" aria-hidden="true">
          <span>{item.label}</span>
          <span>{shown}</span>
        </div>
      )}
      {look.text === 'tooltip' && (
        <div className="mb-3 font-semibold" aria-hidden="true">
          {item.label}
        </div>
      )}
      <div
        role="progressbar"
        aria-label={item.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={item.value}
        className={look.track}
      >
        <div className={cn('h-full', look.bar)} style={{ width: `${value}%` }}>
          {look.text === 'inside' && (
            <>
              <span className="truncate" aria-hidden="true">
                {item.label}
              </span>
              <span aria-hidden="true">{shown}</span>
            </>
          )}
          {look.text === 'tooltip' && (
            <span
              aria-hidden="true"
              className="bg-ink after:border-t-ink absolute inset-e-0 -top-9 rounded px-2 py-1 text-xs font-bold text-white after:absolute after:inset-e-1.5 after:top-full after:border-4 after:border-transparent"
            >
              {shown}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

/** A list of progress bars in one style. */
export function ProgressBars({
  items,
  variant = 'classic',
  className,
}: {
  items: readonly ProgressItem[];
  variant?: ProgressBarVariant;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-8', className)}>
      {items.map((item) => (
        <li key={item.label}>
          <ProgressBar item={item} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
