import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Showcase } from '~/components/sections/showcase/showcase.tsx';
import * as c from '~/content/home/split-portfolio.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-split-portfolio.tsx').then((m) => m.default));

/** /home-split-portfolio: an art director's projects, picture and text halves sliding apart. */
export default function HomeSplitPortfolio() {
  return (
    <PageLayout
      theme={c.theme}
      header={{
        theme: 'light',
        push: false,
        hamburger: 'full',
        position: 'disable-fixed',
        search: false,
      }}
      footer={{ theme: 'dark', layout: 'columns', social: true, bottom: 'links' }}
    >
      <Showcase
        variant="split"
        heading={c.heading}
        projects={c.projects}
        labels={{ open: 'Read the case study' }}
      />
      <Lower />
    </PageLayout>
  );
}
