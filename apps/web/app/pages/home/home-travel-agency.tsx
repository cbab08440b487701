import urbanist from '@fontsource-variable/urbanist/files/urbanist-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BookingForm } from '~/components/sections/booking-form/booking-form.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { OfferCards } from '~/components/sections/offer-cards/offer-cards.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as bluewake from '~/content/home/travel-agency.ts';
import urbanistFallback from '~/fonts/urbanist-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Urbanist Variable', url: urbanist, weight: '100 900' },
];

/** /home-travel-agency: small-group journeys: a trip request under the hero, destinations, packages per person. */
export default function HomeTravelAgency() {
  return (
    <PageLayout
      theme={bluewake.theme}
      header={{ theme: 'transparent', search: true, mobileMenu: 'modern' }}
      footer={{ theme: 'dark', layout: 'mega', social: true, bottom: 'simple' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={urbanistFallback} />
      <Hero variant="dark-art" data={bluewake.hero} />
      <Section id="plan" tone="alt" spacing="md">
        <SectionHeading
          eyebrow="Plan a trip"
          title="Where would you like to wake up?"
          lead="Pick a coast and your dates; we reply with departures, prices and a day-by-day plan."
        />
        <BookingForm
          kind="trip"
          venue={bluewake.venue}
          variant="bar"
          choices={bluewake.destinations}
          label="Request a trip"
          buttonLabel="Request my trip"
          labels={{ departDate: 'Leaving', returnDate: 'Coming back' }}
        />
      </Section>
      <InteractiveBanners
        id="destinations"
        variant="caption"
        heading={bluewake.destinationsHeading}
        slides={bluewake.topDestinations}
        label="Top destinations"
      />
      <OfferCards
        id="packages"
        tone="alt"
        fromPrice
        heading={bluewake.packagesHeading}
        offers={bluewake.packages}
        currency={bluewake.currency}
        locale={bluewake.locale}
      />
      <IconWithText
        id="why-bluewake"
        variant="hover-fill"
        columns={4}
        heading={bluewake.whyHeading}
        items={bluewake.why}
      />
      <Counters
        id="numbers"
        variant="brand"
        columns={4}
        items={bluewake.stats}
        label="Bluewake in numbers"
      />
      <Testimonials
        id="travellers"
        variant="card"
        layout="carousel"
        columns={3}
        controls="both"
        heading={bluewake.travellersHeading}
        testimonials={bluewake.travellers}
      />
      <CallToAction id="dispatch" variant="subscribe" data={bluewake.newsletter} />
      <Clients
        id="partners"
        variant="plain"
        layout="carousel"
        columns={6}
        spacing="md"
        label="Partners"
        clients={bluewake.partners}
      />
    </PageLayout>
  );
}
