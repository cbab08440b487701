import jost from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';
import marcellus from '@fontsource/marcellus/files/marcellus-latin-400-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as almendra from '~/content/home/hotel-resort.ts';
import jostFallback from '~/fonts/jost-fallback.css?inline';
import marcellusFallback from '~/fonts/marcellus-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Marcellus', url: marcellus, weight: '400' },
  { family: 'Jost Variable', url: jost, weight: '100 900' },
];

const Sections = lazySections(import('./lower/home-hotel-resort.tsx'));

/** /home-hotel-resort: an island resort: a slider with a stay booking under it, rooms per night, guests, offers. */
export default function HomeHotelResort() {
  return (
    <PageLayout
      theme={almendra.theme}
      header={{
        topBar: true,
        layout: 'center-navigation',
        position: 'responsive-sticky',
        contactDetails: almendra.contact,
      }}
      footer={{
        theme: 'brand',
        layout: 'split',
        contact: true,
        bottom: 'links',
        contactDetails: almendra.contact,
      }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={marcellusFallback + jostFallback} />
      <HeroSlider slides={almendra.slides} label="Casa Almendra highlights" />

      <Sections />
    </PageLayout>
  );
}
