import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import * as who from '~/content/pages/who-we-are.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in.
const Lower = lazyPart(() => import('./lower/who-we-are.tsx').then((m) => m.default));

/** Who we are: the studio in one sentence, what it believes, its numbers and founders, then the team page. */
export default function WhoWeArePage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...who.whoWeAreTitle} />
      <AboutImage id="intro" variant="overlay" reverse data={who.whoWeAreIntro} />
      <Lower />
    </PageLayout>
  );
}
