import { BookingForm } from '~/components/sections/booking-form/booking-form.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { OfferCards } from '~/components/sections/offer-cards/offer-cards.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as bluewake from '~/content/home/travel-agency.ts';

/** /home-travel-agency below its first screen (the page loads it through `lazySections`). */
export default function TravelAgencySections() {
  return (
    <>
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
    </>
  );
}
