import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BookingForm } from '~/components/sections/booking-form/booking-form.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as bluewake from '~/content/home/travel-agency.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-travel-agency.tsx').then((m) => m.default));

/** /home-travel-agency: small-group journeys: a trip request under the hero, destinations, packages per person. */
export default function HomeTravelAgency() {
  return (
    <PageLayout
      theme={bluewake.theme}
      header={{ theme: 'transparent', search: true, mobileMenu: 'modern' }}
      footer={{ theme: 'dark', layout: 'mega', social: true, bottom: 'simple' }}
      deferOffscreen
    >
      <Hero variant="dark-art" data={bluewake.hero} />
      <Section id="plan" tone="alt" spacing="md">
        <SectionHeading
          eyebrow="Plan a trip"
          title="Where would you like to wake up?"
          lead="Pick a coast and your dates; we reply with departures, prices and a day-by-day plan."
        />
        <BookingForm
          venue={bluewake.booking}
          variant="bar"
          label="Request a trip"
          buttonLabel="Request my trip"
          labels={{ departDate: 'Leaving', returnDate: 'Coming back' }}
        />
      </Section>
      <Lower />
    </PageLayout>
  );
}
