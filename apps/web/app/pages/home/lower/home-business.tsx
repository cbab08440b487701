import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { PieCharts } from '~/components/sections/pie-chart/pie-chart.tsx';
import { ProgressBars } from '~/components/sections/progress-bar/progress-bar.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as business from '~/content/home/business.ts';

/** The business home page below its first screen: a chunk of its own (see home-business.tsx). */
export default function HomeBusinessLower() {
  return (
    <>
      <AboutImage id="about" variant="stacked" tone="alt" data={business.businessAbout} />
      <Services
        id="services"
        variant="icon-left"
        columns={2}
        heading={business.businessServicesHeading}
        items={business.businessServices}
      />
      <Section id="expertise" tone="alt">
        <div className="grid items-center gap-14 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <SectionHeading {...business.businessExpertiseHeading} align="left" />
            <ProgressBars items={business.businessExpertise} variant="gradient" />
          </div>
          <PieCharts
            items={business.businessRatings}
            variant="gradient"
            className="lg:grid-cols-2"
          />
        </div>
      </Section>
      <Testimonials
        id="testimonials"
        variant="card"
        layout="carousel"
        columns={2}
        heading={{ eyebrow: 'Client results', title: 'What owners say a year later' }}
        testimonials={business.businessTestimonials}
      />
      <Clients
        id="clients"
        variant="bordered"
        columns={4}
        tone="alt"
        spacing="md"
        label="Clients"
        clients={business.businessClients}
      />
      <CallToAction id="cta" variant="banner" data={business.businessCta} />
    </>
  );
}
