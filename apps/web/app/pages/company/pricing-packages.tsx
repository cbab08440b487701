import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Accordion } from '~/components/sections/accordion/accordion.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { ComparisonTable } from '~/components/sections/comparison-table/comparison-table.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as pricing from '~/content/pages/pricing-packages.ts';
import { pricingSets } from '~/content/pricing.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** Pricing packages: MONTHLY / YEARLY plans, a comparison table, what every plan includes and a FAQ. */
export default function PricingPackagesPage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...pricing.pricingTitle} />
      <Pricing id="plans" heading={pricing.plansHeading} sets={pricingSets} />
      <ComparisonTable
        id="compare"
        tone="alt"
        heading={pricing.comparisonHeading}
        data={pricing.planComparison}
      />
      <IconWithText
        id="included"
        variant="centered"
        heading={pricing.includedHeading}
        items={pricing.includedFeatures}
      />
      <Section id="faq" tone="alt" width="narrow">
        <SectionHeading {...pricing.faqHeading} />
        <Accordion items={pricing.pricingFaq} defaultOpen={['trial']} />
      </Section>
      <CallToAction id="custom-plan" variant="banner" data={pricing.customPlanCta} />
    </PageLayout>
  );
}
