import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import * as interior from '~/content/home/interior-design.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-interior-design.tsx').then((m) => m.default));

/** /home-interior-design: an interiors studio, a dark statement over warm paper and brass. */
export default function HomeInteriorDesign() {
  return (
    <PageLayout
      theme={interior.theme}
      header={{ theme: 'dark', layout: 'center-navigation', mobileMenu: 'full-screen' }}
      footer={{ theme: 'light', layout: 'columns', band: 'subscribe', social: true }}
      deferOffscreen
    >
      <HeroStatement data={interior.interiorHero} tone="dark" highlight="accent" hold={2800} />
      <AboutImage id="about" variant="overlay" data={interior.interiorAbout} />
      <Lower />
    </PageLayout>
  );
}
