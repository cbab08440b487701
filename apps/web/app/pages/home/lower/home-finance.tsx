import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import * as finance from '~/content/home/finance.ts';

/** The finance home page below its first screen: a chunk of its own (see home-finance.tsx). */
export default function HomeFinanceLower() {
  return (
    <>
      <AboutImage id="about" variant="overlay" tone="alt" data={finance.financeAbout} reverse />
      <Services
        id="industries"
        variant="image"
        columns={3}
        heading={finance.financeIndustriesHeading}
        items={finance.financeIndustries}
      />
      <Testimonials
        id="testimonials"
        variant="side"
        columns={1}
        layout="carousel"
        tone="alt"
        heading={{ eyebrow: 'Clients', title: 'Letters we keep in the drawer' }}
        testimonials={finance.financeTestimonials}
      />
      <Clients
        id="accreditations"
        variant="tinted"
        columns={4}
        spacing="md"
        heading={{ title: 'Accredited and audited by' }}
        clients={finance.financeAccreditations}
      />
      <CallToAction id="cta" variant="boxed" data={finance.financeCta} />
    </>
  );
}
