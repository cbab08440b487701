import dmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import gloock from '@fontsource/gloock/files/gloock-latin-400-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as kornblum from '~/content/home/cafe.ts';
import dmSansFallback from '~/fonts/dm-sans-fallback.css?inline';
import gloockFallback from '~/fonts/gloock-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Gloock', url: gloock, weight: '400' },
  { family: 'DM Sans Variable', url: dmSans, weight: '100 1000' },
];

const Sections = lazySections(import('./lower/home-cafe.tsx'));

/** /home-cafe: a Viennese coffee house: a slider, its menu in tabs, the bakers, hours and a table. */
export default function HomeCafe() {
  return (
    <PageLayout
      theme={kornblum.theme}
      header={{ theme: 'light', position: 'reverse-scroll', mobileMenu: 'full-screen' }}
      footer={{ theme: 'light', layout: 'split', subscribe: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={gloockFallback + dmSansFallback} />
      <HeroSlider slides={kornblum.slides} label="Café Kornblum highlights" align="center" />

      <Sections />
    </PageLayout>
  );
}
