import dmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import fraunces from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as y from '~/content/home/yoga-meditation.ts';
import dmSansFallback from '~/fonts/dm-sans-fallback.css?inline';
import frauncesFallback from '~/fonts/fraunces-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Fraunces Variable', url: fraunces, weight: '100 900' },
  { family: 'DM Sans Variable', url: dmSans, weight: '100 1000' },
];

const Sections = lazySections(import('./lower/home-yoga-meditation.tsx'));

/** /home-yoga-meditation: a small yoga studio: a quiet opening, benefits, class styles, the week, questions. */
export default function HomeYogaMeditation() {
  return (
    <PageLayout
      theme={y.theme}
      header={{
        topBar: true,
        layout: 'center-logo',
        mobileMenu: 'full-screen',
        contactDetails: y.yogaContact,
      }}
      footer={{
        theme: 'light',
        layout: 'centered',
        band: 'subscribe',
        social: true,
        bottom: 'centered',
        contactDetails: y.yogaContact,
        tagline: y.yogaTagline,
      }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={frauncesFallback + dmSansFallback} />
      <Hero id="hero" variant="split" data={y.yogaHero} />

      <Sections />
    </PageLayout>
  );
}
