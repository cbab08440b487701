import anton from '@fontsource/anton/files/anton-latin-400-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import * as kofi from '~/content/home/personal-portfolio.ts';
import antonFallback from '~/fonts/anton-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [{ family: 'Anton', url: anton, weight: '400' }];

const Sections = lazySections(import('./lower/home-personal-portfolio.tsx'));

/** /home-personal-portfolio: one designer's site, from hello to a message form. */
export default function HomePersonalPortfolio() {
  return (
    <PageLayout
      theme={kofi.theme}
      header={{ theme: 'dark', hamburger: 'modern' }}
      footer={{ theme: 'brand', layout: 'inline', social: true, bottom: 'simple' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={antonFallback} />
      <HeroStatement data={kofi.hero} hold={2200} />

      <Sections />
    </PageLayout>
  );
}
