import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { BoxGrid, BoxText, type BoxFamilyProps } from '~/components/ui/box-grid.tsx';

export type OverlineIconBoxVariant =
  'top-line' | 'hover-line' | 'side-line' | 'center' | 'dark' | 'soft';

export interface OverlineIconBoxItem {
  icon: IconName;
  /** Small label above the title. */
  overline: string;
  title: string;
  text: string;
}

const looks: Record<
  OverlineIconBoxVariant,
  { box: string; icon: string; overline: string; text: string }
> = {
  'top-line': {
    box: 'bg-surface border-brand border-t-4 p-8 shadow-md',
    icon: 'text-brand',
    overline: 'text-brand',
    text: 'text-muted',
  },
  'hover-line': {
    box: 'bg-surface border-line relative border p-8 before:bg-brand before:absolute before:inset-x-0 before:top-0 before:h-1 before:origin-left before:scale-x-0 before:transition-transform before:duration-500 hover:before:scale-x-100',
    icon: 'text-ink',
    overline: 'text-muted',
    text: 'text-muted',
  },
  'side-line': {
    box: 'bg-surface-alt border-accent border-s-4 p-8',
    icon: 'text-accent',
    overline: 'text-muted',
    text: 'text-muted',
  },
  center: {
    box: 'bg-surface rounded-card p-8 text-center shadow-md before:bg-brand before:mx-auto before:mb-6 before:block before:h-1 before:w-12 before:rounded-full',
    icon: 'text-brand mx-auto',
    overline: 'text-brand',
    text: 'text-muted',
  },
  dark: {
    box: 'bg-inverse border-t-4 border-amber-300 p-8 text-white',
    icon: 'text-amber-300',
    overline: 'text-amber-200',
    text: 'text-white/80',
  },
  soft: {
    box: 'bg-brand-soft border-brand rounded-b-card border-t-2 p-8',
    icon: 'text-brand-strong',
    overline: 'text-brand-strong',
    text: 'text-ink/80',
  },
};

/** Icon boxes with a coloured overline (a rule along the top or side) and a small label above the title. */
export function OverlineIconBoxes({
  items,
  variant = 'top-line',
  columns = 3,
  as: Tag = 'h3',
}: BoxFamilyProps<OverlineIconBoxItem, OverlineIconBoxVariant>) {
  const look = looks[variant];
  return (
    <BoxGrid items={items} variant={variant} columns={columns}>
      {(item) => (
        <article data-motion className={look.box}>
          <Icon name={item.icon} size={40} className={cn('mb-5', look.icon)} />
          <p className={cn('mb-2 text-xs font-bold tracking-[0.2em] uppercase', look.overline)}>
            {item.overline}
          </p>
          <BoxText as={Tag} title={item.title} text={item.text} className={look.text} />
        </article>
      )}
    </BoxGrid>
  );
}
