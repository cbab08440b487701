import lexend from '@fontsource-variable/lexend/files/lexend-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroForm } from '~/components/sections/hero/hero-form.tsx';
import * as seo from '~/content/home/seo-agency.ts';
import lexendFallback from '~/fonts/lexend-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Lexend Variable', url: lexend, weight: '100 900' },
];

const Sections = lazySections(import('./lower/home-seo-agency.tsx'));

/** /home-seo-agency: a search agency's home page opening on a free-report form. */
export default function HomeSeoAgency() {
  return (
    <PageLayout
      theme={seo.theme}
      header={{ layout: 'center-navigation' }}
      footer={{ theme: 'brand', layout: 'columns' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={lexendFallback} />
      <HeroForm data={seo.seoHero} layout="bar" />

      <Sections />
    </PageLayout>
  );
}
