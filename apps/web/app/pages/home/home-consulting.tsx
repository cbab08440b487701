import cormorant from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import workSans from '@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as c from '~/content/home/consulting.ts';
import cormorantFallback from '~/fonts/cormorant-garamond-fallback.css?inline';
import workSansFallback from '~/fonts/work-sans-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Cormorant Garamond Variable', url: cormorant, weight: '300 700' },
  { family: 'Work Sans Variable', url: workSans, weight: '100 900' },
];

const Sections = lazySections(import('./lower/home-consulting.tsx'));

/** A management consultancy: dark hero, the firm, why clients return, results, partners, retreats, insights. */
export default function HomeConsulting() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ topBar: true }}
      footer={{ theme: 'dark', layout: 'split', contact: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={cormorantFallback + workSansFallback} />
      <Hero id="hero" variant="dark-art" data={c.hero} />

      <Sections />
    </PageLayout>
  );
}
