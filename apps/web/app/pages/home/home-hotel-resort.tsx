import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BookingForm } from '~/components/sections/booking-form/booking-form.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { Section } from '~/components/ui/section.tsx';
import * as almendra from '~/content/home/hotel-resort.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-hotel-resort.tsx').then((m) => m.default));

/** /home-hotel-resort: an island resort: a slider with a stay booking under it, rooms per night, guests, offers. */
export default function HomeHotelResort() {
  return (
    <PageLayout
      theme={almendra.theme}
      header={{
        topBar: true,
        layout: 'center-navigation',
        position: 'responsive-sticky',
        contactDetails: almendra.contact,
      }}
      footer={{
        theme: 'brand',
        layout: 'split',
        contact: true,
        bottom: 'links',
        contactDetails: almendra.contact,
      }}
      deferOffscreen
    >
      <HeroSlider slides={almendra.slides} label="Casa Almendra highlights" />
      <Section id="stay" tone="alt" spacing="sm" label="Check availability">
        <BookingForm
          venue={almendra.booking}
          variant="bar"
          label="Check availability and book a room"
          buttonLabel="Check availability"
        />
      </Section>
      <Lower />
    </PageLayout>
  );
}
