import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { numberOf, type ShowcaseLabels } from './showcase-data.ts';

interface SliderNavProps {
  active: number;
  count: number;
  go: (index: number) => void;
  labels: ShowcaseLabels;
  /** Arrows point up and down (vertical travel) or left and right. */
  axis: 'y' | 'x';
  className?: string;
}

const button =
  'grid size-11 place-items-center rounded-full border border-current/40 transition-colors hover:bg-brand hover:text-on-brand hover:border-brand aria-disabled:opacity-40 aria-disabled:hover:border-current/40 aria-disabled:hover:bg-transparent aria-disabled:hover:text-current';

/**
 * Previous / next buttons and "02 / 06" (at either end a button stays focusable, aria-disabled, and does nothing). Shown only where the showpiece runs (`enhanced:`); without JavaScript
 * and under reduced motion the list has every project in view and needs none.
 */
export function ShowcaseSliderNav({ active, count, go, labels, axis, className }: SliderNavProps) {
  return (
    <div
      className={cn(
        'enhanced:absolute enhanced:z-20 enhanced:flex hidden items-center gap-3',
        className,
      )}
    >
      <button
        type="button"
        className={button}
        onClick={() => go(active - 1)}
        aria-disabled={active === 0 || undefined}
        aria-label={labels.previous}
      >
        <Icon name={axis === 'y' ? 'arrow-up' : 'arrow-left'} className="size-5" />
      </button>
      <p className="font-display text-sm font-bold tabular-nums" aria-hidden="true">
        {numberOf(active)} / {numberOf(count - 1)}
      </p>
      <button
        type="button"
        className={button}
        onClick={() => go(active + 1)}
        aria-disabled={active === count - 1 || undefined}
        aria-label={labels.next}
      >
        <Icon
          name={axis === 'y' ? 'arrow-up' : 'arrow-right'}
          className={cn('size-5', axis === 'y' && 'rotate-180')}
        />
      </button>
    </div>
  );
}
