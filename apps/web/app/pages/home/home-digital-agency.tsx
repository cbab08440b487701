import syne from '@fontsource-variable/syne/files/syne-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import * as agency from '~/content/home/digital-agency.ts';
import syneFallback from '~/fonts/syne-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [{ family: 'Syne Variable', url: syne, weight: '400 800' }];

const Sections = lazySections(import('./lower/home-digital-agency.tsx'));

/** /home-digital-agency: a product studio's home page opening on a statement in very large type. */
export default function HomeDigitalAgency() {
  return (
    <PageLayout
      theme={agency.theme}
      header={{ theme: 'dark' }}
      footer={{ theme: 'dark', layout: 'inline' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={syneFallback} />
      <HeroStatement data={agency.digitalAgencyHero} />

      <Sections />
    </PageLayout>
  );
}
