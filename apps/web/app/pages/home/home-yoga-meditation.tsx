import dmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import fraunces from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import { LazyPart } from '~/components/layout/lazy-part.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import * as y from '~/content/home/yoga-meditation.ts';
import dmSansFallback from '~/fonts/dm-sans-fallback.css?inline';
import frauncesFallback from '~/fonts/fraunces-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyChunk } from '~/shell/hydration.tsx';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Fraunces Variable', url: fraunces, weight: '100 900' },
  { family: 'DM Sans Variable', url: dmSans, weight: '100 1000' },
];

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyChunk(() => import('./lower/home-yoga-meditation.tsx').then((m) => m.default));

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
      <Services
        id="benefits"
        variant="boxed"
        columns={4}
        tone="alt"
        heading={y.yogaBenefitsHeading}
        items={y.yogaBenefits}
      />
      <LazyPart>
        <Lower />
      </LazyPart>
    </PageLayout>
  );
}
