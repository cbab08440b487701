import manrope from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { PieCharts } from '~/components/sections/pie-chart/pie-chart.tsx';
import { ProgressBars } from '~/components/sections/progress-bar/progress-bar.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as business from '~/content/home/business.ts';
import manropeFallback from '~/fonts/manrope-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Manrope Variable', url: manrope, weight: '200 800' },
];

/** /home-business: a consultancy's home page opening on a full-viewport slider. */
export default function HomeBusiness() {
  return (
    <PageLayout
      theme={business.theme}
      header={{ topBar: true }}
      footer={{ theme: 'dark', layout: 'columns' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={manropeFallback} />
      <HeroSlider slides={business.businessSlides} label="Meridian Partners highlights" />
      <IconWithText
        id="why-us"
        variant="boxed"
        items={business.businessWhyUs}
        heading={{ eyebrow: 'Why Meridian', title: 'Advice that survives Monday morning' }}
      />
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
    </PageLayout>
  );
}
