import sora from '@fontsource-variable/sora/files/sora-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AppShowcase } from '~/components/sections/app-showcase/app-showcase.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { Tabs } from '~/components/sections/tabs/tabs.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as app from '~/content/home/application.ts';
import soraFallback from '~/fonts/sora-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [{ family: 'Sora Variable', url: sora, weight: '100 800' }];

/** /home-application: a sleep app's one-page site, from store badges to the monthly letter. */
export default function HomeApplication() {
  return (
    <PageLayout
      theme={app.theme}
      header={{ theme: 'dark', layout: 'one-page', sections: app.sections, sidePanel: false }}
      footer={{ theme: 'dark', layout: 'centered', social: true, bottom: 'centered' }}
    >
      <DemoFonts faces={fonts} fallbacks={soraFallback} />
      <AppShowcase variant="hero" data={app.hero} />
      <IconWithText
        id="features"
        variant="circle"
        columns={3}
        tone="alt"
        heading={app.featuresHeading}
        items={app.features}
      />
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
    </PageLayout>
  );
}
