import oswald from '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as g from '~/content/home/gym-fitness.ts';
import oswaldFallback from '~/fonts/oswald-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Oswald Variable', url: oswald, weight: '200 700' },
];

const Sections = lazySections(import('./lower/home-gym-fitness.tsx'));

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
      <DemoFonts faces={fonts} fallbacks={oswaldFallback} />
      <Hero id="hero" variant="dark-art" data={g.gymHero} />

      <Sections />
    </PageLayout>
  );
}
