import dmSerifDisplay from '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2?url';
import workSans from '@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroForm } from '~/components/sections/hero/hero-form.tsx';
import * as finance from '~/content/home/finance.ts';
import dmSerifDisplayFallback from '~/fonts/dm-serif-display-fallback.css?inline';
import workSansFallback from '~/fonts/work-sans-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'DM Serif Display', url: dmSerifDisplay, weight: '400' },
  { family: 'Work Sans Variable', url: workSans, weight: '100 900' },
];

const Sections = lazySections(import('./lower/home-finance.tsx'));

/** /home-finance: a wealth practice's home page opening on a call-back form. */
export default function HomeFinance() {
  return (
    <PageLayout
      theme={finance.theme}
      header={{ layout: 'center-logo' }}
      footer={{ layout: 'centered' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={dmSerifDisplayFallback + workSansFallback} />
      <HeroForm data={finance.financeHero} layout="card" />

      <Sections />
    </PageLayout>
  );
}
