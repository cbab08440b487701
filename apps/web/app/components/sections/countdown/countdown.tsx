import { cn } from '~/components/ui/cn.ts';
import { useCountdown, type TimeLeft } from './use-countdown.ts';

export type CountdownVariant = 'boxes' | 'plain' | 'circles' | 'dark' | 'inline';

interface Look {
  row: string;
  unit: string;
  number: string;
  label: string;
}

const looks: Record<CountdownVariant, Look> = {
  boxes: {
    row: 'grid grid-cols-2 gap-4 sm:grid-cols-4',
    unit: 'rounded-card bg-surface py-8 text-center shadow-lg',
    number: 'font-display text-5xl font-extrabold text-brand',
    label: 'mt-2 text-sm font-semibold uppercase tracking-widest text-muted',
  },
  plain: {
    row: 'grid grid-cols-2 gap-y-8 sm:grid-cols-4 sm:divide-x sm:divide-line',
    unit: 'text-center',
    number: 'font-display text-6xl font-light tracking-tight lg:text-7xl',
    label: 'mt-1 text-sm uppercase tracking-widest text-muted',
  },
  circles: {
    row: 'flex flex-wrap justify-center gap-6',
    unit: 'grid size-32 place-content-center rounded-full border-4 border-brand-soft text-center sm:size-36',
    number: 'font-display text-4xl font-bold',
    label: 'text-xs font-semibold uppercase tracking-widest text-muted',
  },
  dark: {
    row: 'grid grid-cols-2 gap-px overflow-hidden rounded-card bg-white/10 sm:grid-cols-4',
    unit: 'bg-inverse py-10 text-center text-white',
    number: 'font-display text-5xl font-bold',
    label: 'mt-2 text-sm uppercase tracking-widest text-white/75',
  },
  inline: {
    row: 'flex flex-wrap items-baseline justify-center gap-x-6 gap-y-2',
    unit: 'flex items-baseline gap-2',
    number: 'font-display text-4xl font-bold text-brand',
    label: 'text-sm font-semibold uppercase tracking-widest text-muted',
  },
};

const units: ReadonlyArray<{ key: keyof Omit<TimeLeft, 'finished'>; label: string }> = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

export interface CountdownProps {
  /** The moment counted down to (ms since epoch, or an ISO date). */
  target: number | string;
  variant?: CountdownVariant;
  /** Names the timer, e.g. "Time left until the launch". */
  label: string;
  /** Shown once the target is reached. */
  finishedText?: string;
  className?: string;
}

/** Days, hours, minutes and seconds to a date, ticking every second, then a finished message. */
export function Countdown({
  target,
  variant = 'boxes',
  label,
  finishedText = 'The wait is over — we are live!',
  className,
}: CountdownProps) {
  const left = useCountdown(typeof target === 'number' ? target : Date.parse(target));
  const look = looks[variant];
  return (
    <div className={className}>
      <div
        role="timer"
        aria-label={label}
        data-finished={left?.finished || undefined}
        className={look.row}
      >
        {units.map((unit) => (
          <div key={unit.key} className={look.unit}>
            <span className={cn('block tabular-nums', look.number)}>
              {left ? String(left[unit.key]).padStart(2, '0') : '--'}
            </span>
            <span className={cn('block', look.label)}>{unit.label}</span>
          </div>
        ))}
      </div>
      {left?.finished && (
        <p role="status" className="mt-8 text-center text-lg font-semibold">
          {finishedText}
        </p>
      )}
    </div>
  );
}
