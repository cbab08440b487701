import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { theme } from '~/content/home/startup.ts';
import * as startup from '~/content/startup.ts';
import { DemoFonts } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const Sections = lazySections(import('./lower/home-startup.tsx'));

/** The startup home page: the eleven sections of spec §2, in order. */
export default function HomeStartup() {
  return (
    <PageLayout theme={theme} deferOffscreen>
      {/* The site's own fonts: no face of its own, but a client navigation brings the site's in before it renders. */}
      <DemoFonts faces={[]} fallbacks="" />
      <Hero id="hero" variant="split" data={startup.startupHero} />

      <Sections />
    </PageLayout>
  );
}
