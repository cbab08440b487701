import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import * as about from '~/content/pages/about-us.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// Prerendered with the page; its HTML stays on screen until the chunk arrives, then hydrates (README, Boot).
const Lower = lazyPart(() => import('./lower/about-us.tsx').then((m) => m.default));

/** About us: who we are, numbers, values, the founders, client quotes and a call to work together. */
export default function AboutUsPage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...about.aboutUsTitle} />
      <AboutImage id="about" variant="stacked" data={about.aboutUsIntro} />
      <Counters
        id="numbers"
        variant="divided"
        columns={4}
        items={about.aboutUsStats}
        tone="alt"
        label="Contrail in numbers"
      />
      <IconWithText
        id="values"
        variant="boxed"
        columns={4}
        heading={about.valuesHeading}
        items={about.values}
      />
      <Lower />
    </PageLayout>
  );
}
