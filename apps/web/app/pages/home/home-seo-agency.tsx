import lexend from '@fontsource-variable/lexend/files/lexend-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { HeroForm } from '~/components/sections/hero/hero-form.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import * as seo from '~/content/home/seo-agency.ts';
import lexendFallback from '~/fonts/lexend-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Lexend Variable', url: lexend, weight: '100 900' },
];

/** /home-seo-agency: a search agency's home page opening on a free-report form. */
export default function HomeSeoAgency() {
  return (
    <PageLayout
      theme={seo.theme}
      header={{ layout: 'center-navigation' }}
      footer={{ theme: 'brand', layout: 'columns' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={lexendFallback} />
      <HeroForm data={seo.seoHero} layout="bar" />
      <IconWithText
        id="services"
        variant="cards"
        columns={4}
        heading={seo.seoServicesHeading}
        items={seo.seoServices}
      />
      <AboutImage id="about" variant="badge" tone="alt" data={seo.seoAbout} />
      <ProcessSteps
        id="process"
        variant="numbered"
        heading={seo.seoProcessHeading}
        steps={seo.seoProcess}
      />
      <CallToAction id="quote" variant="banner" data={seo.seoQuoteCta} />
      <Pricing id="pricing" variant="cards" heading={seo.seoPricingHeading} sets={seo.seoPricing} />
      <Testimonials
        id="testimonials"
        variant="bubble"
        columns={3}
        tone="alt"
        heading={{ eyebrow: 'Results', title: 'Owners who stopped guessing' }}
        testimonials={seo.seoTestimonials}
      />
      <Clients
        id="clients"
        variant="plain"
        columns={5}
        spacing="md"
        label="Clients"
        clients={seo.seoClients}
      />
    </PageLayout>
  );
}
