import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Accordion } from '~/components/sections/accordion/accordion.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Tabs } from '~/components/sections/tabs/tabs.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as offer from '~/content/pages/what-we-offer.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** What we offer: packages by company stage in tabs, what every package includes, a short FAQ, then pricing. */
export default function WhatWeOfferPage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...offer.whatWeOfferTitle} />
      <Section id="stages">
        <SectionHeading {...offer.stagesHeading} />
        <Tabs variant="pills" label="Company stage" items={offer.stages} />
      </Section>
      <Services
        id="included"
        variant="icon-left"
        tone="alt"
        heading={offer.extrasHeading}
        items={offer.extras}
      />
      <Section id="faq" width="narrow">
        <SectionHeading {...offer.offerFaqHeading} />
        <Accordion items={offer.offerFaq} defaultOpen={['mix']} />
      </Section>
      <CallToAction id="cta" variant="banner" data={offer.whatWeOfferCta} />
    </PageLayout>
  );
}
