import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { OfferCards } from '~/components/sections/offer-cards/offer-cards.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import * as bluewake from '~/content/home/travel-agency.ts';

/** The travel-agency home page below its first screen: a chunk of its own (see home-travel-agency.tsx). */
export default function HomeTravelAgencyLower() {
  return (
    <>
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
