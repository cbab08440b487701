import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import * as seo from '~/content/home/seo-agency.ts';

/** The seo-agency home page below its first screen: a chunk of its own (see home-seo-agency.tsx). */
export default function HomeSeoAgencyLower() {
  return (
    <>
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
    </>
  );
}
