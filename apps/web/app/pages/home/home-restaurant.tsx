import jost from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';
import playfair from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BookingSection } from '~/components/sections/booking-form/booking-section.tsx';
import { GoogleMap } from '~/components/sections/google-map/google-map.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { MenuList } from '~/components/sections/menu-list/menu-list.tsx';
import { OpeningHours } from '~/components/sections/opening-hours/opening-hours.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as aurelia from '~/content/home/restaurant.ts';
import jostFallback from '~/fonts/jost-fallback.css?inline';
import playfairFallback from '~/fonts/playfair-display-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Playfair Display Variable', url: playfair, weight: '400 900' },
  { family: 'Jost Variable', url: jost, weight: '100 900' },
];

/** /home-restaurant: a wood-fire dining room: the menu by course, the chef, events, a table booking, where to find it. */
export default function HomeRestaurant() {
  return (
    <PageLayout
      theme={aurelia.theme}
      header={{ theme: 'transparent', layout: 'center-logo', position: 'reverse-scroll' }}
      footer={{ theme: 'dark', layout: 'centered', social: true, bottom: 'centered' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={playfairFallback + jostFallback} />
      <Hero variant="dark-art" data={aurelia.hero} />
      <MenuList
        id="menu"
        heading={aurelia.menuHeading}
        courses={aurelia.menu}
        currency={aurelia.currency}
        locale={aurelia.locale}
        tabsLabel="Menu courses"
      />
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
        label="Food events"
      />
      <BookingSection
        id="book"
        tone="alt"
        heading={aurelia.bookingHeading}
        form={{
          kind: 'table',
          venue: aurelia.venue,
          variant: 'grid',
          timeSlots: aurelia.seatings,
          label: 'Book a table at Aurelia',
        }}
      />
      <OpeningHours id="hours" variant="split" {...aurelia.hours} />
      <Section id="find-us" tone="alt">
        <SectionHeading {...aurelia.findUsHeading} />
        <GoogleMap place={aurelia.place} variant="card" />
      </Section>
    </PageLayout>
  );
}
