import type { ElementDemo } from '~/components/layout/element-page.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { startupPricingHeading } from '~/content/startup.ts';
import { agencyPlans, monthlyPlans, pricingSets, starterPlans } from '~/content/pricing.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const demos: ElementDemo[] = [
  {
    label: 'Cards with monthly and yearly tabs',
    node: <Pricing tone="alt" heading={startupPricingHeading} sets={pricingSets} />,
  },
  {
    label: 'Bordered',
    node: (
      <Pricing
        variant="bordered"
        sets={[{ key: 'monthly', label: 'Monthly', plans: monthlyPlans }]}
      />
    ),
  },
  {
    label: 'Dark',
    node: (
      <Pricing
        variant="dark"
        tone="alt"
        sets={[{ key: 'agency', label: 'Agency', plans: agencyPlans }]}
      />
    ),
  },
  {
    label: 'Minimal',
    node: (
      <Pricing
        variant="minimal"
        sets={[{ key: 'starter', label: 'Starter', plans: starterPlans }]}
      />
    ),
  },
];

export default function PricingTablePage() {
  return <ElementPage demos={demos} />;
}
