import { PageLayout } from '~/components/layout/page-layout.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { clients } from '~/content/elements/clients.ts';
import { testimonials } from '~/content/elements/testimonials.ts';
import * as services from '~/content/pages/our-services.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** Our services: the six services, how an engagement runs, clients, results and the way to pricing. */
export default function OurServicesPage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...services.ourServicesTitle} />
      <Services
        id="services"
        variant="image"
        heading={services.servicesListHeading}
        items={services.serviceDetails}
      />
      <ProcessSteps
        id="engagement"
        variant="connected"
        tone="alt"
        heading={services.engagementHeading}
        steps={services.engagementSteps}
      />
      <Clients
        id="clients"
        variant="bordered"
        columns={5}
        heading={services.clientsHeading}
        clients={clients.slice(0, 5)}
      />
      <Testimonials
        id="results"
        variant="headline"
        tone="alt"
        heading={services.servicesTestimonialsHeading}
        testimonials={testimonials.slice(3, 6)}
      />
      <CallToAction id="cta" variant="boxed" data={services.servicesCta} />
    </PageLayout>
  );
}
