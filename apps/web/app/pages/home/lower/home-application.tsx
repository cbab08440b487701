import { AppShowcase } from '~/components/sections/app-showcase/app-showcase.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { Tabs } from '~/components/sections/tabs/tabs.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as app from '~/content/home/application.ts';

/** The application home page below its first screen: a chunk of its own (see home-application.tsx). */
export default function HomeApplicationLower() {
  return (
    <>
      <Section id="tools">
        <SectionHeading {...app.toolsHeading} />
        <Tabs variant="icon" label="Nightjar’s tools" items={app.tools} />
      </Section>
      <AppShowcase id="screens" variant="screens" tone="alt" data={app.screens} />
      <Counters
        id="numbers"
        variant="brand"
        columns={4}
        spacing="md"
        items={app.numbers}
        label="Nightjar in numbers"
      />
      <Pricing
        id="pricing"
        variant="dark"
        heading={app.pricingHeading}
        sets={app.pricing}
        tabsLabel="Billing period"
      />
      <Testimonials
        id="reviews"
        layout="carousel"
        variant="card"
        columns={3}
        tone="alt"
        heading={app.reviewsHeading}
        testimonials={app.reviews}
      />
      <CallToAction id="download" variant="subscribe" data={app.letter} />
    </>
  );
}
