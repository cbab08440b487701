import outfit from '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroVideo } from '~/components/sections/hero/hero-video.tsx';
import * as corporate from '~/content/home/corporate.ts';
import outfitFallback from '~/fonts/outfit-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Outfit Variable', url: outfit, weight: '100 900' },
];

const Sections = lazySections(import('./lower/home-corporate.tsx'));

/** /home-corporate: an infrastructure group's home page opening on a video hero. */
export default function HomeCorporate() {
  return (
    <PageLayout
      theme={corporate.theme}
      header={{ theme: 'transparent' }}
      footer={{ theme: 'dark', layout: 'split' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={outfitFallback} />
      <HeroVideo data={corporate.corporateHero} />

      <Sections />
    </PageLayout>
  );
}
