import instrumentSans from '@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as c from '~/content/home/web-agency.ts';
import instrumentSansFallback from '~/fonts/instrument-sans-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Instrument Sans Variable', url: instrumentSans, weight: '400 700' },
];

const Sections = lazySections(import('./lower/home-web-agency.tsx'));

/** A web studio: split hero, what it builds, its six-week process, builds, engineers, numbers, notes. */
export default function HomeWebAgency() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ topBar: true, search: true }}
      footer={{ theme: 'dark', layout: 'columns', band: 'contact', bottom: 'simple' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={instrumentSansFallback} />
      <Hero id="hero" variant="split" data={c.hero} />

      <Sections />
    </PageLayout>
  );
}
