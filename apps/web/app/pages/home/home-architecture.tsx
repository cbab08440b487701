import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as arch from '~/content/home/architecture.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-architecture.tsx').then((m) => m.default));

/** /home-architecture: a practice for reused buildings, led by its projects. */
export default function HomeArchitecture() {
  return (
    <PageLayout
      theme={arch.theme}
      header={{ theme: 'dark', hamburger: 'half' }}
      footer={{ theme: 'dark', layout: 'split', band: 'contact', bottom: 'links' }}
      deferOffscreen
    >
      <HeroSlider slides={arch.archSlides} label="Graft Architects projects" />
      <AboutImage id="about" variant="badge" data={arch.archAbout} />
      <Lower />
    </PageLayout>
  );
}
