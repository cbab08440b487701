import { BookingSection } from '~/components/sections/booking-form/booking-section.tsx';
import { GoogleMap } from '~/components/sections/google-map/google-map.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { OpeningHours } from '~/components/sections/opening-hours/opening-hours.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import type { RestaurantContent } from '../restaurant-page.tsx';

/** The restaurant home page below its first screen, in the page's language: a chunk of its own (restaurant-page.tsx). */
export default function HomeRestaurantLower({ content: aurelia }: { content: RestaurantContent }) {
  return (
    <>
      <InfoBanner id="chef" variant="split" tone="alt" data={aurelia.chefMessage} />
      <IconWithText
        id="services"
        variant="numbered"
        columns={4}
        heading={aurelia.servicesHeading}
        items={aurelia.services}
      />
      <Testimonials
        id="guestbook"
        variant="centered"
        layout="carousel"
        columns={1}
        tone="alt"
        heading={aurelia.guestbookHeading}
        testimonials={aurelia.guestbook}
      />
      <InteractiveBanners
        id="events"
        layout="grid"
        variant="reveal"
        columns={4}
        heading={aurelia.eventsHeading}
        slides={aurelia.events}
        label={aurelia.eventsLabel}
      />
      <BookingSection
        id="book"
        tone="alt"
        heading={aurelia.bookingHeading}
        form={{
          venue: aurelia.booking,
          variant: 'grid',
          label: aurelia.bookingFormLabel,
        }}
      />
      <OpeningHours id="hours" variant="split" {...aurelia.hours} />
      <Section id="find-us" tone="alt">
        <SectionHeading {...aurelia.findUsHeading} />
        <GoogleMap place={aurelia.place} variant="card" />
      </Section>
    </>
  );
}
