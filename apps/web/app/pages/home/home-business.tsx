import manrope from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as business from '~/content/home/business.ts';
import manropeFallback from '~/fonts/manrope-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Manrope Variable', url: manrope, weight: '200 800' },
];

const Sections = lazySections(import('./lower/home-business.tsx'));

/** /home-business: a consultancy's home page opening on a full-viewport slider. */
export default function HomeBusiness() {
  return (
    <PageLayout
      theme={business.theme}
      header={{ topBar: true }}
      footer={{ theme: 'dark', layout: 'columns' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={manropeFallback} />
      <HeroSlider slides={business.businessSlides} label="Meridian Partners highlights" />

      <Sections />
    </PageLayout>
  );
}
