import type { PricingPlan, PricingSet } from './types.ts';

const button = { buttonTitle: 'Get started', buttonLink: '/page/pricing-packages' } as const;

/** The sample plans (spec §9): basic, standard (popular) and premium. */
const limits = [
  ['5 domains', '2 GB upload', '20 GB storage'],
  ['10 domains', '2 GB upload', '40 GB storage'],
  ['20 domains', '4 GB upload', '60 GB storage'],
] as const;

const tiers = [
  { title: 'Basic', subtitle: 'For a first website', icon: 'box', extra: 'E-mail support' },
  { title: 'Standard', subtitle: 'For growing teams', icon: 'rocket', extra: 'Priority support' },
  { title: 'Premium', subtitle: 'For busy companies', icon: 'star', extra: 'Dedicated manager' },
] as const;

function plansFor(prices: readonly string[], term: PricingPlan['term']): PricingPlan[] {
  return tiers.map((tier, index) => ({
    ...button,
    title: tier.title,
    subtitle: tier.subtitle,
    icon: tier.icon,
    price: prices[index] ?? '',
    term,
    plans: [...(limits[index] ?? []), tier.extra],
    popular: tier.title === 'Standard' || undefined,
  }));
}

export const monthlyPlans: readonly PricingPlan[] = plansFor(
  ['$9.99', '$19.99', '$29.99'],
  'monthly',
);
export const yearlyPlans: readonly PricingPlan[] = plansFor(
  ['$90.99', '$199.99', '$290.99'],
  'yearly',
);

/** MONTHLY (default) and YEARLY tabs (spec §2, §4). */
export const pricingSets: readonly PricingSet[] = [
  { key: 'monthly', label: 'MONTHLY', plans: monthlyPlans },
  { key: 'yearly', label: 'YEARLY', plans: yearlyPlans },
];

/** The other sample tiers of spec §9, for the element page's extra styles. */
export const agencyPlans: readonly PricingPlan[] = plansFor(['$800', '$1200', '$900'], 'PER MONTH');
export const starterPlans: readonly PricingPlan[] = plansFor(['$29', '$39', '$49'], 'PER YEAR');
