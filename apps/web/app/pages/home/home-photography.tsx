import bigShoulders from '@fontsource-variable/big-shoulders-display/files/big-shoulders-display-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as photo from '~/content/home/photography.ts';
import bigShouldersFallback from '~/fonts/big-shoulders-display-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Big Shoulders Display Variable', url: bigShoulders, weight: '100 900' },
];

const Sections = lazySections(import('./lower/home-photography.tsx'));

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

      <Sections />
    </PageLayout>
  );
}
