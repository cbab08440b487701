import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';

export type SeparatorVariant =
  'line' | 'short-bar' | 'dashed' | 'dotted' | 'double' | 'gradient' | 'icon' | 'text';

const rules: Record<Exclude<SeparatorVariant, 'icon' | 'text'>, string> = {
  line: 'border-line border-t',
  'short-bar': 'bg-brand mx-auto h-1 w-16 rounded-full border-0',
  dashed: 'border-line border-t-2 border-dashed',
  dotted: 'border-muted/50 border-t-4 border-dotted',
  double: 'border-line h-1.5 border-y',
  gradient: 'from-brand/0 via-brand to-brand/0 h-0.5 border-0 bg-linear-to-r',
};

interface SeparatorProps {
  variant?: SeparatorVariant;
  /** Centre icon of the `icon` variant. */
  icon?: IconName;
  /** Centre text of the `text` variant; also the separator's accessible name. */
  label?: string;
  className?: string;
}

/** A horizontal divider; `icon` and `text` put a mark between two rules. */
export function Separator({ variant = 'line', icon = 'star', label, className }: SeparatorProps) {
  if (variant === 'icon' || variant === 'text')
    return (
      <div
        role="separator"
        aria-label={variant === 'text' ? label : undefined}
        data-variant={variant}
        className={cn('flex items-center gap-4', className)}
      >
        <span aria-hidden="true" className="bg-line h-px flex-1" />
        {variant === 'icon' ? (
          <span className="bg-brand-soft text-brand grid size-10 place-items-center rounded-full">
            <Icon name={icon} size={18} />
          </span>
        ) : (
          <span className="text-muted text-sm font-semibold tracking-[0.2em] uppercase">
            {label}
          </span>
        )}
        <span aria-hidden="true" className="bg-line h-px flex-1" />
      </div>
    );
  return <hr data-variant={variant} className={cn('w-full', rules[variant], className)} />;
}
