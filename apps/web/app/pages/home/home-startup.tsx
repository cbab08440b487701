import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { theme } from '~/content/home/startup.ts';
import * as startup from '~/content/startup.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-startup.tsx').then((m) => m.default));

/** The startup home page: the eleven sections of spec §2, in order. */
export default function HomeStartup() {
  return (
    <PageLayout theme={theme} deferOffscreen>
      <Hero id="hero" variant="split" data={startup.startupHero} />
      <IconWithText
        id="icon-with-text"
        variant="band"
        tone="alt"
        items={startup.startupHighlights}
      />
      <Lower />
    </PageLayout>
  );
}
