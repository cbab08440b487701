import dmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import italiana from '@fontsource/italiana/files/italiana-latin-400-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { BookingSection } from '~/components/sections/booking-form/booking-section.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { OfferCards } from '~/components/sections/offer-cards/offer-cards.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import * as s from '~/content/home/spa-salon.ts';
import dmSansFallback from '~/fonts/dm-sans-fallback.css?inline';
import italianaFallback from '~/fonts/italiana-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Italiana', url: italiana, weight: '400' },
  { family: 'DM Sans Variable', url: dmSans, weight: '100 1000' },
];

/** /home-spa-salon: a day spa and salon: slides, the house's way, treatments per session, booking, vouchers. */
export default function HomeSpaSalon() {
  return (
    <PageLayout
      theme={s.theme}
      header={{
        layout: 'top-logo',
        position: 'responsive-sticky',
        search: false,
        contactDetails: s.spaContact,
      }}
      footer={{
        theme: 'brand',
        layout: 'split',
        band: 'subscribe',
        social: true,
        bottom: 'centered',
        contactDetails: s.spaContact,
        tagline: s.spaTagline,
      }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={italianaFallback + dmSansFallback} />
      <HeroSlider slides={s.spaSlides} label="Maison Camellia highlights" align="center" />
      <IconWithText
        id="our-way"
        variant="centered"
        columns={3}
        heading={s.spaRitualsHeading}
        items={s.spaRituals}
      />
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
          kind: 'appointment',
          venue: s.spaVenue,
          variant: 'grid',
          choices: s.spaServices,
          timeSlots: s.spaTimeSlots,
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
    </PageLayout>
  );
}
