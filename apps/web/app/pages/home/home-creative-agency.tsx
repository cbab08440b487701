import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as c from '~/content/home/creative-agency.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-creative-agency.tsx').then((m) => m.default));

/** A creative studio: a wall of work first, then clients, capabilities, numbers, praise and the journal. */
export default function HomeCreativeAgency() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ layout: 'left-menu-modern' }}
      footer={{ theme: 'brand', layout: 'centered', social: true, bottom: 'centered' }}
      deferOffscreen
    >
      <Hero id="hero" variant="centered" data={c.hero} />
      <Lower />
    </PageLayout>
  );
}
