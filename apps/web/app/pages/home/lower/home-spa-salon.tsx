import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { BookingSection } from '~/components/sections/booking-form/booking-section.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { OfferCards } from '~/components/sections/offer-cards/offer-cards.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import * as s from '~/content/home/spa-salon.ts';

/** The spa-salon home page below its first screen: a chunk of its own (see home-spa-salon.tsx). */
export default function HomeSpaSalonLower() {
  return (
    <>
      <OfferCards
        id="treatments"
        variant="grid"
        tone="alt"
        currency="GBP"
        locale="en-GB"
        heading={s.spaTreatmentsHeading}
        offers={s.spaTreatments}
      />
      <AboutImage id="the-house" variant="badge" reverse data={s.spaAbout} />
      <BookingSection
        id="book"
        tone="alt"
        heading={s.spaBookingHeading}
        form={{
          venue: s.spaBooking,
          variant: 'grid',
          labels: { service: 'Treatment', time: 'Preferred time' },
          buttonLabel: 'Reserve my treatment',
          label: 'Reserve a treatment at Maison Camellia',
        }}
        width="default"
      />
      <Testimonials
        id="guests"
        variant="minimal"
        columns={3}
        heading={{ eyebrow: 'Guests', title: 'Kind words from the lounge' }}
        testimonials={s.spaTestimonials}
      />
      <CallToAction id="vouchers" variant="split" data={s.spaVoucherCta} />
      <Clients
        id="makers"
        variant="tinted"
        columns={5}
        spacing="md"
        heading={{ title: 'The small makers behind our oils and creams' }}
        clients={s.spaMakers}
      />
    </>
  );
}
