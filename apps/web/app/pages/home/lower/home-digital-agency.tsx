import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import * as agency from '~/content/home/digital-agency.ts';
import { portfolioCategoryTitles, portfolioFilters } from '~/content/portfolio.ts';

/** The digital agency home page below its first screen: a chunk of its own (see home-digital-agency.tsx). */
export default function HomeDigitalAgencyLower() {
  return (
    <>
      <Portfolio
        categoryTitles={portfolioCategoryTitles}
        id="work"
        style="colorful"
        layout="metro"
        filters={portfolioFilters}
        heading={{ eyebrow: 'Selected work', title: 'Things we made this year' }}
        projects={agency.digitalAgencyWork}
      />
      <Services
        id="services"
        variant="dark"
        tone="dark"
        columns={4}
        heading={agency.digitalAgencyServicesHeading}
        items={agency.digitalAgencyServices}
      />
      <Testimonials
        id="testimonials"
        variant="minimal"
        columns={3}
        tone="alt"
        heading={{ eyebrow: 'Clients', title: 'In their words' }}
        testimonials={agency.digitalAgencyQuotes}
      />
      <Clients
        id="clients"
        variant="inverse"
        tone="dark"
        columns={6}
        spacing="md"
        label="Clients"
        clients={agency.digitalAgencyClients}
      />
      <CallToAction id="cta" variant="dark-art" data={agency.digitalAgencyCta} />
    </>
  );
}
