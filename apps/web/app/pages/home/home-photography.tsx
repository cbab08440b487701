import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as photo from '~/content/home/photography.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-photography.tsx').then((m) => m.default));

/** /home-photography: a photographer's home page, full-bleed pictures first, a gallery with a lightbox. */
export default function HomePhotography() {
  return (
    <PageLayout
      theme={photo.theme}
      header={{ layout: 'left-menu-classic', theme: 'dark' }}
      footer={{ theme: 'dark', layout: 'inline', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <HeroSlider slides={photo.photoSlides} label="Elin Vasko photographs" align="center" />
      <AboutImage id="about" variant="stacked" data={photo.photoAbout} />
      <Lower />
    </PageLayout>
  );
}
