import { memo } from 'react';
import { ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';
import type { PricingTerm } from '~/i18n/messages.ts';

/** How often the price is paid; `per ticket` is a one-off price (event tickets). */
export type { PricingTerm };

/** Pricing plan (spec §3). */
export interface PricingPlan {
  title: string;
  subtitle: string;
  price: string;
  term: PricingTerm;
  plans: readonly string[];
  buttonTitle: string;
  buttonLink: string;
  popular?: boolean;
  icon?: IconName;
}

export type PricingVariant = 'cards' | 'bordered' | 'dark' | 'minimal';

interface Look {
  list: string;
  plan: string;
  /** Classes of a plain plan and of the popular one (exclusive, so no utility fights another). */
  regular: string;
  popular: string;
  price: string;
  muted: string;
}

const looks: Record<PricingVariant, Look> = {
  cards: {
    list: 'gap-8 lg:items-center',
    plan: 'rounded-card p-10 shadow-[0_10px_40px_-15px_rgb(0_0_0/0.2)]',
    regular: 'bg-surface',
    popular: 'bg-brand text-on-brand lg:py-14',
    price: 'text-5xl',
    muted: 'opacity-80',
  },
  bordered: {
    list: 'gap-8',
    plan: 'rounded-card bg-surface border-2 p-10',
    regular: 'border-line',
    popular: 'border-brand ring-brand/20 ring-4',
    price: 'text-5xl',
    muted: 'text-muted',
  },
  dark: {
    list: 'gap-8',
    plan: 'rounded-card bg-inverse p-10 text-white',
    regular: '',
    popular: 'ring-4 ring-amber-300',
    price: 'text-5xl',
    muted: 'text-white/75',
  },
  minimal: {
    list: 'divide-line rounded-card border-line gap-0 border md:divide-x',
    plan: 'p-10',
    regular: '',
    popular: 'bg-brand-soft',
    price: 'text-4xl',
    muted: 'text-muted',
  },
};

const termLabels: Record<PricingTerm, string> = {
  monthly: 'per month',
  yearly: 'per year',
  'PER MONTH': 'per month',
  'PER YEAR': 'per year',
  'per ticket': 'per ticket',
};

/**
 * Pricing plans side by side; the popular plan stands out. Memoised: switching the pricing tabs only
 * hides one table and shows another, it renders none of them again.
 */
export const PricingTable = memo(function PricingTable({
  plans,
  variant = 'cards',
}: {
  plans: readonly PricingPlan[];
  variant?: PricingVariant;
}) {
  const look = looks[variant];
  const texts = useMessages().sections?.pricing;
  return (
    <ul data-variant={variant} className={cn('grid md:grid-cols-3', look.list)}>
      {plans.map((plan) => (
        <li
          key={plan.title}
          data-popular={plan.popular || undefined}
          className={cn(
            'relative flex flex-col',
            look.plan,
            plan.popular ? look.popular : look.regular,
          )}
        >
          {plan.popular && (
            <p className="absolute inset-e-5 top-5 rounded-full bg-amber-300 px-3 py-1 text-xs font-bold tracking-wider text-amber-950 uppercase">
              {texts?.popular ?? 'Popular'}
            </p>
          )}
          {plan.icon && <Icon name={plan.icon} size={40} strokeWidth={1.5} className="mb-5" />}
          <h3 className="text-sm font-bold tracking-[0.2em] uppercase">{plan.title}</h3>
          <p className={cn('mt-1 text-sm', look.muted)}>{plan.subtitle}</p>
          <p className="mt-6 flex items-baseline gap-2">
            <span className={cn('font-display font-extrabold tracking-tight', look.price)}>
              {plan.price}
            </span>
            <span className={cn('text-sm font-medium', look.muted)}>
              {texts?.terms[plan.term] ?? termLabels[plan.term]}
            </span>
          </p>
          <ul className="my-8 grid gap-3">
            {plan.plans.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Icon name="check" size={20} className="mt-0.5" />
                {feature}
              </li>
            ))}
          </ul>
          <ButtonLink
            to={plan.buttonLink}
            shape="pill"
            variant={
              plan.popular && variant === 'cards' ? 'light' : variant === 'dark' ? 'light' : 'solid'
            }
            className="mt-auto w-full"
            aria-label={
              texts
                ? texts.choose(plan.buttonTitle, plan.title)
                : `${plan.buttonTitle}: ${plan.title} plan`
            }
          >
            {plan.buttonTitle}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
});
