import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as g from '~/content/home/gym-fitness.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-gym-fitness.tsx').then((m) => m.default));

/** /home-gym-fitness: a strength club: dark hero, the club in numbers, how to start, classes, coaches, plans. */
export default function HomeGymFitness() {
  return (
    <PageLayout
      theme={g.theme}
      header={{
        theme: 'transparent',
        position: 'reverse-scroll',
        mobileMenu: 'full-screen',
        contactDetails: g.gymContact,
      }}
      footer={{
        theme: 'dark',
        layout: 'mega',
        band: 'contact',
        social: true,
        bottom: 'links',
        contactDetails: g.gymContact,
        tagline: g.gymTagline,
      }}
      deferOffscreen
    >
      <Hero id="hero" variant="dark-art" data={g.gymHero} />
      <AboutImage id="about" variant="stacked" data={g.gymAbout} />
      <Lower />
    </PageLayout>
  );
}
