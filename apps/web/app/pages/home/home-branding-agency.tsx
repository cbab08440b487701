import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import * as c from '~/content/home/branding-agency.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-branding-agency.tsx').then((m) => m.default));

/** An identity studio: principles, scattered identities, its method, clients, essays and its letter. */
export default function HomeBrandingAgency() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ layout: 'top-logo', theme: 'light' }}
      footer={{ theme: 'light', layout: 'inline', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <Hero id="hero" variant="split" data={c.hero} />
      <IconWithText
        id="principles"
        variant="minimal"
        items={c.principles}
        heading={c.principlesHeading}
      />
      <Lower />
    </PageLayout>
  );
}
