import instrumentSerif from '@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as c from '~/content/home/branding-agency.ts';
import instrumentSerifFallback from '~/fonts/instrument-serif-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Instrument Serif', url: instrumentSerif, weight: '400' },
];

const Sections = lazySections(import('./lower/home-branding-agency.tsx'));

/** An identity studio: principles, scattered identities, its method, clients, essays and its letter. */
export default function HomeBrandingAgency() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ layout: 'top-logo', theme: 'light' }}
      footer={{ theme: 'light', layout: 'inline', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={instrumentSerifFallback} />
      <Hero id="hero" variant="split" data={c.hero} />

      <Sections />
    </PageLayout>
  );
}
