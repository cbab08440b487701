import bigShoulders from '@fontsource-variable/big-shoulders-display/files/big-shoulders-display-latin-wght-normal.woff2?url';
import { LazyPart } from '~/components/layout/lazy-part.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as photo from '~/content/home/photography.ts';
import bigShouldersFallback from '~/fonts/big-shoulders-display-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyChunk } from '~/shell/hydration.tsx';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Big Shoulders Display Variable', url: bigShoulders, weight: '100 900' },
];

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyChunk(() => import('./lower/home-photography.tsx').then((m) => m.default));

/** /home-photography: a photographer's home page, full-bleed pictures first, a gallery with a lightbox. */
export default function HomePhotography() {
  return (
    <PageLayout
      theme={photo.theme}
      header={{ layout: 'left-menu-classic', theme: 'dark' }}
      footer={{ theme: 'dark', layout: 'inline', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={bigShouldersFallback} />
      <HeroSlider slides={photo.photoSlides} label="Elin Vasko photographs" align="center" />
      <AboutImage id="about" variant="stacked" data={photo.photoAbout} />
      <LazyPart>
        <Lower />
      </LazyPart>
    </PageLayout>
  );
}
