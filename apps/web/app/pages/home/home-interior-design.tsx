import bodoni from '@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2?url';
import jost from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import * as interior from '~/content/home/interior-design.ts';
import bodoniFallback from '~/fonts/bodoni-moda-fallback.css?inline';
import jostFallback from '~/fonts/jost-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Bodoni Moda Variable', url: bodoni, weight: '400 900' },
  { family: 'Jost Variable', url: jost, weight: '100 900' },
];

const Sections = lazySections(import('./lower/home-interior-design.tsx'));

/** /home-interior-design: an interiors studio, a dark statement over warm paper and brass. */
export default function HomeInteriorDesign() {
  return (
    <PageLayout
      theme={interior.theme}
      header={{ theme: 'dark', layout: 'center-navigation', mobileMenu: 'full-screen' }}
      footer={{ theme: 'light', layout: 'columns', band: 'subscribe', social: true }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={bodoniFallback + jostFallback} />
      <HeroStatement data={interior.interiorHero} tone="dark" highlight="accent" hold={2800} />

      <Sections />
    </PageLayout>
  );
}
