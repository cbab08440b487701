import crimson from '@fontsource-variable/crimson-pro/files/crimson-pro-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Showcase } from '~/components/sections/showcase/showcase.tsx';
import * as c from '~/content/home/split-portfolio.ts';
import crimsonFallback from '~/fonts/crimson-pro-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Crimson Pro Variable', url: crimson, weight: '200 900' },
];

const Sections = lazySections(import('./lower/home-split-portfolio.tsx'));

/** /home-split-portfolio: an art director's projects, picture and text halves sliding apart. */
export default function HomeSplitPortfolio() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ theme: 'transparent', hamburger: 'full', position: 'disable-fixed', search: false }}
      footer={{ theme: 'dark', layout: 'columns', social: true, bottom: 'links' }}
    >
      <DemoFonts faces={fonts} fallbacks={crimsonFallback} />
      <Showcase
        variant="split"
        heading={c.heading}
        projects={c.projects}
        labels={{ open: 'Read the case study' }}
      />

      <Sections />
    </PageLayout>
  );
}
