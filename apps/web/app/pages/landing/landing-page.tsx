import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { demosHeading, landingHero } from '~/content/landing.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { routesInGroup } from '~/site-map/links.ts';
import { DemoGallery } from './demo-gallery.tsx';
import { FamilyList } from './family-list.tsx';
import { PartsEntry } from './parts-entry.tsx';

export const meta = pageMeta;

/** The template's own landing page: what Contrail is, every home demo, the section families, the parts desk. */
export default function LandingPage() {
  return (
    <PageLayout deferOffscreen>
      <Hero id="hero" variant="split" data={landingHero} />
      <DemoGallery routes={routesInGroup('home')} heading={demosHeading} />
      <FamilyList />
      <PartsEntry />
    </PageLayout>
  );
}
