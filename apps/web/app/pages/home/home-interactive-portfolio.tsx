import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Showcase } from '~/components/sections/showcase/showcase.tsx';
import * as c from '~/content/home/interactive-portfolio.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() =>
  import('./lower/home-interactive-portfolio.tsx').then((m) => m.default),
);

/** /home-interactive-portfolio: a studio's work as a list of titles over a cross-fading picture. */
export default function HomeInteractivePortfolio() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ theme: 'transparent', hamburger: 'half', search: false }}
      footer={{ theme: 'dark', layout: 'centered', social: true, bottom: 'centered' }}
    >
      <Showcase variant="list" heading={c.heading} projects={c.projects} />
      <Lower />
    </PageLayout>
  );
}
