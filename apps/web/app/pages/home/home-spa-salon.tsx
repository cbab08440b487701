import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import * as s from '~/content/home/spa-salon.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-spa-salon.tsx').then((m) => m.default));

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
      <HeroSlider slides={s.spaSlides} label="Maison Camellia highlights" align="center" />
      <IconWithText
        id="our-way"
        variant="centered"
        columns={3}
        heading={s.spaRitualsHeading}
        items={s.spaRituals}
      />
      <Lower />
    </PageLayout>
  );
}
