import { ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';

export interface HeroAction {
  label: string;
  href: string;
}

interface HeroActionsProps {
  primary?: HeroAction;
  secondary?: HeroAction;
  /** Look of the second button: `outline` on light backgrounds, `light` or `outline-light` on dark ones. */
  secondaryVariant?: 'outline' | 'light' | 'outline-light';
  className?: string;
}

/** A hero's one or two calls to action (nothing when it has none). */
export function HeroActions({
  primary,
  secondary,
  secondaryVariant = 'outline',
  className,
}: HeroActionsProps) {
  if (!primary && !secondary) return null;
  return (
    <div className={cn('mt-9 flex flex-wrap gap-4', className)}>
      {primary && (
        <ButtonLink to={primary.href} size="lg" shape="pill">
          {primary.label}
        </ButtonLink>
      )}
      {secondary && (
        <ButtonLink to={secondary.href} size="lg" shape="pill" variant={secondaryVariant}>
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  );
}
