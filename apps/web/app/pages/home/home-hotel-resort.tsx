import jost from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';
import marcellus from '@fontsource/marcellus/files/marcellus-latin-400-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BookingForm } from '~/components/sections/booking-form/booking-form.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { OfferCards } from '~/components/sections/offer-cards/offer-cards.tsx';
import { ParallaxBanner } from '~/components/sections/parallax/parallax-banner.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import * as almendra from '~/content/home/hotel-resort.ts';
import jostFallback from '~/fonts/jost-fallback.css?inline';
import marcellusFallback from '~/fonts/marcellus-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Marcellus', url: marcellus, weight: '400' },
  { family: 'Jost Variable', url: jost, weight: '100 900' },
];

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
      <DemoFonts faces={fonts} fallbacks={marcellusFallback + jostFallback} />
      <HeroSlider slides={almendra.slides} label="Casa Almendra highlights" />
      <Section id="stay" tone="alt" spacing="sm" label="Check availability">
        <BookingForm
          kind="stay"
          venue={almendra.venue}
          variant="bar"
          choices={almendra.roomTypes}
          label="Check availability and book a room"
          buttonLabel="Check availability"
        />
      </Section>
      <IconWithText
        id="reasons"
        variant="circle"
        columns={4}
        heading={almendra.reasonsHeading}
        items={almendra.reasons}
      />
      <OfferCards
        id="rooms"
        tone="alt"
        fromPrice
        heading={almendra.roomsHeading}
        offers={almendra.rooms}
        currency={almendra.currency}
        locale={almendra.locale}
      />
      <ParallaxBanner id="pools" look="dark" data={almendra.spa} />
      <Testimonials
        id="guests"
        variant="side"
        layout="carousel"
        columns={2}
        controls="arrows"
        heading={almendra.guestsHeading}
        testimonials={almendra.guests}
      />
      <CallToAction id="offers" variant="subscribe" data={almendra.offersCta} />
      <InstagramFeed
        id="instagram"
        variant="strip"
        spacing="none"
        label="Casa Almendra on Instagram"
        posts={almendra.feed}
      />
      <Clients
        id="press"
        variant="tinted"
        columns={5}
        spacing="md"
        heading={{ title: 'As featured by' }}
        clients={almendra.press}
      />
    </PageLayout>
  );
}
