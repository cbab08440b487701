import dmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import quicksand from '@fontsource-variable/quicksand/files/quicksand-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as d from '~/content/home/dentist.ts';
import dmSansFallback from '~/fonts/dm-sans-fallback.css?inline';
import quicksandFallback from '~/fonts/quicksand-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Quicksand Variable', url: quicksand, weight: '300 700' },
  { family: 'DM Sans Variable', url: dmSans, weight: '100 1000' },
];

const Sections = lazySections(import('./lower/home-dentist.tsx'));

/** /home-dentist: a family dental practice: treatments, dentists, online appointments and opening hours. */
export default function HomeDentist() {
  return (
    <PageLayout
      theme={d.theme}
      header={{
        topBar: true,
        layout: 'center-navigation',
        position: 'always-fixed',
        contactDetails: d.dentistContact,
      }}
      footer={{
        theme: 'light',
        layout: 'split',
        contact: true,
        social: true,
        bottom: 'links',
        contactDetails: d.dentistContact,
        tagline: d.dentistTagline,
      }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={quicksandFallback + dmSansFallback} />
      <Hero id="hero" variant="split" data={d.dentistHero} />

      <Sections />
    </PageLayout>
  );
}
