import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroVideo } from '~/components/sections/hero/hero-video.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import * as corporate from '~/content/home/corporate.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-corporate.tsx').then((m) => m.default));

/** /home-corporate: an infrastructure group's home page opening on a video hero. */
export default function HomeCorporate() {
  return (
    <PageLayout
      theme={corporate.theme}
      header={{ theme: 'transparent' }}
      footer={{ theme: 'dark', layout: 'split' }}
      deferOffscreen
    >
      <HeroVideo data={corporate.corporateHero} />
      <IconWithText
        id="principles"
        variant="numbered"
        columns={4}
        items={corporate.corporatePrinciples}
        heading={{ eyebrow: 'What we stand by', title: 'Four principles on every site we run' }}
      />
      <Lower />
    </PageLayout>
  );
}
