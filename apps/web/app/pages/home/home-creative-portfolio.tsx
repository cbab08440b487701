import darker from '@fontsource-variable/darker-grotesque/files/darker-grotesque-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Showcase } from '~/components/sections/showcase/showcase.tsx';
import * as c from '~/content/home/creative-portfolio.ts';
import darkerFallback from '~/fonts/darker-grotesque-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Darker Grotesque Variable', url: darker, weight: '300 900' },
];

/** /home-creative-portfolio: a packaging studio's work as cards that tilt toward the pointer. */
export default function HomeCreativePortfolio() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ theme: 'transparent', hamburger: 'modern' }}
      footer={{ theme: 'dark', layout: 'inline', bottom: 'links' }}
    >
      <DemoFonts faces={fonts} fallbacks={darkerFallback} />
      <Showcase variant="tilt" heading={c.heading} projects={c.projects} />
      <Counters
        id="about"
        variant="divided"
        tone="alt"
        heading={c.aboutHeading}
        items={c.aboutFigures}
      />
      <CallToAction id="contact" variant="banner" data={c.contact} />
    </PageLayout>
  );
}
