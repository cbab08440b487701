import dmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import italiana from '@fontsource/italiana/files/italiana-latin-400-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as s from '~/content/home/spa-salon.ts';
import dmSansFallback from '~/fonts/dm-sans-fallback.css?inline';
import italianaFallback from '~/fonts/italiana-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Italiana', url: italiana, weight: '400' },
  { family: 'DM Sans Variable', url: dmSans, weight: '100 1000' },
];

const Sections = lazySections(import('./lower/home-spa-salon.tsx'));

/** /home-spa-salon: a day spa and salon: slides, the house's way, treatments per session, booking, vouchers. */
export default function HomeSpaSalon() {
  return (
    <PageLayout
      theme={s.theme}
      header={{
        layout: 'top-logo',
        position: 'responsive-sticky',
        search: false,
        contactDetails: s.spaContact,
      }}
      footer={{
        theme: 'brand',
        layout: 'split',
        band: 'subscribe',
        social: true,
        bottom: 'centered',
        contactDetails: s.spaContact,
        tagline: s.spaTagline,
      }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={italianaFallback + dmSansFallback} />
      <HeroSlider slides={s.spaSlides} label="Maison Camellia highlights" align="center" />

      <Sections />
    </PageLayout>
  );
}
