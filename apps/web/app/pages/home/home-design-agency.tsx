import spaceGrotesk from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import * as studio from '~/content/home/design-agency.ts';
import spaceGroteskFallback from '~/fonts/space-grotesk-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Space Grotesk Variable', url: spaceGrotesk, weight: '300 700' },
];

const Sections = lazySections(import('./lower/home-design-agency.tsx'));

/** /home-design-agency: a design studio's home page, from a statement in big type to a hire form. */
export default function HomeDesignAgency() {
  return (
    <PageLayout
      theme={studio.theme}
      header={{ theme: 'light', layout: 'center-logo', search: false }}
      footer={{ theme: 'light', layout: 'split', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={spaceGroteskFallback} />
      <HeroStatement tone="light" data={studio.hero} />
      <Sections />
    </PageLayout>
  );
}
