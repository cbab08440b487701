import urbanist from '@fontsource-variable/urbanist/files/urbanist-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as bluewake from '~/content/home/travel-agency.ts';
import urbanistFallback from '~/fonts/urbanist-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Urbanist Variable', url: urbanist, weight: '100 900' },
];

const Sections = lazySections(import('./lower/home-travel-agency.tsx'));

/** /home-travel-agency: small-group journeys: a trip request under the hero, destinations, packages per person. */
export default function HomeTravelAgency() {
  return (
    <PageLayout
      theme={bluewake.theme}
      header={{ theme: 'transparent', search: true, mobileMenu: 'modern' }}
      footer={{ theme: 'dark', layout: 'mega', social: true, bottom: 'simple' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={urbanistFallback} />
      <Hero variant="dark-art" data={bluewake.hero} />

      <Sections />
    </PageLayout>
  );
}
