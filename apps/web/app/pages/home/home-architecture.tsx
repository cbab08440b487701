import archivo from '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as arch from '~/content/home/architecture.ts';
import archivoFallback from '~/fonts/archivo-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Archivo Variable', url: archivo, weight: '100 900' },
];

const Sections = lazySections(import('./lower/home-architecture.tsx'));

/** /home-architecture: a practice for reused buildings, led by its projects. */
export default function HomeArchitecture() {
  return (
    <PageLayout
      theme={arch.theme}
      header={{ theme: 'dark', hamburger: 'half' }}
      footer={{ theme: 'dark', layout: 'split', band: 'contact', bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={archivoFallback} />
      <HeroSlider slides={arch.archSlides} label="Graft Architects projects" />

      <Sections />
    </PageLayout>
  );
}
