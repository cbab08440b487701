import bebasNeue from '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as ev from '~/content/home/events-conference.ts';
import bebasNeueFallback from '~/fonts/bebas-neue-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [{ family: 'Bebas Neue', url: bebasNeue, weight: '400' }];

const Sections = lazySections(import('./lower/home-events-conference.tsx'));

/** /home-events-conference: a three-day conference on one page, with a countdown, schedule and tickets. */
export default function HomeEventsConference() {
  return (
    <PageLayout
      theme={ev.theme}
      header={{
        theme: 'transparent',
        layout: 'one-page',
        sections: ev.eventsSections,
        sidePanel: false,
      }}
      footer={{
        theme: 'dark',
        layout: 'centered',
        band: 'subscribe',
        social: true,
        bottom: 'centered',
      }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={bebasNeueFallback} />
      <Hero id="hero" variant="dark-art" data={ev.eventsHero} />

      <Sections />
    </PageLayout>
  );
}
