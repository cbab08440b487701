import { useId } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { useInViewValue } from '~/components/sections/progress-bar/use-in-view-value.ts';
import { looks, type PieChartVariant } from './pie-chart-looks.ts';

export interface PieChartItem {
  label: string;
  /** 0–100. */
  value: number;
  text?: string;
  icon?: IconName;
}

export type { PieChartVariant };

const size = 160;

/** An SVG ring that fills to its value when scrolled into view; the value is also given as text. */
export function PieChart({
  item,
  variant = 'classic',
}: {
  item: PieChartItem;
  variant?: PieChartVariant;
}) {
  const gradientId = useId();
  const { ref, value } = useInViewValue<HTMLElement>(item.value);
  const look = looks[variant];
  const radius = (size - look.stroke) / 2;
  const length = 2 * Math.PI * radius;
  return (
    <figure ref={ref} className={look.frame}>
      <div className="relative mx-auto w-40">
        <svg
          viewBox={`0 0 ${size} ${size}`}
          width={size}
          height={size}
          aria-hidden="true"
          className="-rotate-90"
        >
          {variant === 'gradient' && (
            <defs>
              <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="var(--brand)" />
                <stop offset="1" stopColor="var(--accent)" />
              </linearGradient>
            </defs>
          )}
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            strokeWidth={look.stroke}
            className={look.track}
          />
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            strokeWidth={look.stroke}
            strokeLinecap="round"
            strokeDasharray={length}
            strokeDashoffset={length * (1 - value / 100)}
            stroke={variant === 'gradient' ? `url(#${gradientId})` : undefined}
            className={look.ring}
          />
        </svg>
        <span
          className={cn('absolute inset-0 grid place-items-center', look.number)}
          aria-hidden="true"
        >
          {variant === 'icon' && item.icon ? (
            <Icon name={item.icon} size={44} />
          ) : (
            `${Math.round(value)}%`
          )}
        </span>
      </div>
      <figcaption className="mt-6">
        <span className="block text-xl font-bold">
          {item.label}
          <span className="sr-only">: {item.value}%</span>
          {variant === 'icon' && (
            <span className="text-brand ms-2" aria-hidden="true">
              {Math.round(value)}%
            </span>
          )}
        </span>
        {item.text && <span className={cn('mt-2 block', look.text)}>{item.text}</span>}
      </figcaption>
    </figure>
  );
}

/** Pie charts in a responsive row. */
export function PieCharts({
  items,
  variant = 'classic',
  className,
}: {
  items: readonly PieChartItem[];
  variant?: PieChartVariant;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-10 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {items.map((item) => (
        <li key={item.label}>
          <PieChart item={item} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
