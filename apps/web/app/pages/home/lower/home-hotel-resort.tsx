import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { OfferCards } from '~/components/sections/offer-cards/offer-cards.tsx';
import { ParallaxBanner } from '~/components/sections/parallax/parallax-banner.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import * as almendra from '~/content/home/hotel-resort.ts';

/** The hotel resort home page below its first screen: a chunk of its own (see home-hotel-resort.tsx). */
export default function HomeHotelResortLower() {
  return (
    <>
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
    </>
  );
}
