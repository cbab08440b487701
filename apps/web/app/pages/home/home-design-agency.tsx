import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import * as studio from '~/content/home/design-agency.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-design-agency.tsx').then((m) => m.default));

/** /home-design-agency: a design studio's home page, from a statement in big type to a hire form. */
export default function HomeDesignAgency() {
  return (
    <PageLayout
      theme={studio.theme}
      header={{ theme: 'light', layout: 'center-logo', search: false }}
      footer={{ theme: 'light', layout: 'split', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <HeroStatement tone="light" data={studio.hero} />
      <IconWithText
        id="principles"
        variant="minimal"
        columns={4}
        heading={studio.principlesHeading}
        items={studio.principles}
      />
      <Lower />
    </PageLayout>
  );
}
