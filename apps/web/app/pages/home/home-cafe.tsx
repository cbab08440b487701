import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as kornblum from '~/content/home/cafe.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-cafe.tsx').then((m) => m.default));

/** /home-cafe: a Viennese coffee house: a slider, its menu in tabs, the bakers, hours and a table. */
export default function HomeCafe() {
  return (
    <PageLayout
      theme={kornblum.theme}
      header={{ theme: 'light', position: 'reverse-scroll', mobileMenu: 'full-screen' }}
      footer={{ theme: 'light', layout: 'split', subscribe: true, bottom: 'links' }}
      deferOffscreen
    >
      <HeroSlider slides={kornblum.slides} label="Café Kornblum highlights" align="center" />
      <AboutImage id="welcome" variant="overlay" data={kornblum.welcome} />
      <Lower />
    </PageLayout>
  );
}
