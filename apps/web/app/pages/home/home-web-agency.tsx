import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import * as c from '~/content/home/web-agency.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-web-agency.tsx').then((m) => m.default));

/** A web studio: split hero, what it builds, its six-week process, builds, engineers, numbers, notes. */
export default function HomeWebAgency() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ topBar: true, search: true }}
      footer={{ theme: 'dark', layout: 'columns', band: 'contact', bottom: 'simple' }}
      deferOffscreen
    >
      <Hero id="hero" variant="split" data={c.hero} />
      <Services
        id="services"
        variant="cards"
        tone="alt"
        items={c.services}
        columns={4}
        heading={c.servicesHeading}
      />
      <Lower />
    </PageLayout>
  );
}
