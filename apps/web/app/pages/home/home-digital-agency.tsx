import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import * as agency from '~/content/home/digital-agency.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-digital-agency.tsx').then((m) => m.default));

/** /home-digital-agency: a product studio's home page opening on a statement in very large type. */
export default function HomeDigitalAgency() {
  return (
    <PageLayout
      theme={agency.theme}
      header={{ theme: 'dark' }}
      footer={{ theme: 'dark', layout: 'inline' }}
      deferOffscreen
    >
      <HeroStatement data={agency.digitalAgencyHero} />
      <Counters
        id="statistics"
        variant="plain"
        columns={4}
        spacing="md"
        items={agency.digitalAgencyStats}
        label="Kiln in numbers"
      />
      <Lower />
    </PageLayout>
  );
}
