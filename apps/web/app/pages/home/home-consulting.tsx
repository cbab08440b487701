import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as c from '~/content/home/consulting.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-consulting.tsx').then((m) => m.default));

/** A management consultancy: dark hero, the firm, why clients return, results, partners, retreats, insights. */
export default function HomeConsulting() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ topBar: true }}
      footer={{ theme: 'dark', layout: 'split', contact: true, bottom: 'links' }}
      deferOffscreen
    >
      <Hero id="hero" variant="dark-art" data={c.hero} />
      <AboutImage id="about" variant="badge" data={c.about} />
      <Lower />
    </PageLayout>
  );
}
