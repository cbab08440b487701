import { cn } from '~/components/ui/cn.ts';

export type ServiceState = 'operational' | 'maintenance' | 'degraded';

export interface ServiceStatus {
  name: string;
  state: ServiceState;
  note: string;
}

const states: Record<ServiceState, { label: string; dot: string; badge: string }> = {
  operational: {
    label: 'Operational',
    dot: 'bg-emerald-600',
    badge: 'bg-emerald-50 text-emerald-800',
  },
  maintenance: {
    label: 'In maintenance',
    dot: 'bg-amber-500',
    badge: 'bg-amber-50 text-amber-900',
  },
  degraded: { label: 'Limited', dot: 'bg-orange-600', badge: 'bg-orange-50 text-orange-900' },
};

/** Each service with its state as a coloured badge (the colour repeats the word, never replaces it). */
export function StatusList({
  items,
  className,
}: {
  items: readonly ServiceStatus[];
  className?: string;
}) {
  return (
    <ul className={cn('divide-line border-line rounded-card bg-card divide-y border', className)}>
      {items.map((item) => {
        const state = states[item.state];
        return (
          <li
            key={item.name}
            className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-semibold">{item.name}</p>
              <p className="text-muted text-sm">{item.note}</p>
            </div>
            <span
              className={cn(
                'inline-flex shrink-0 items-center gap-2 self-start rounded-full px-3 py-1 text-sm font-semibold sm:self-auto',
                state.badge,
              )}
            >
              <span aria-hidden="true" className={cn('size-2 rounded-full', state.dot)} />
              {state.label}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
