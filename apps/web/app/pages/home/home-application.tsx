import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AppShowcase } from '~/components/sections/app-showcase/app-showcase.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import * as app from '~/content/home/application.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-application.tsx').then((m) => m.default));

/** /home-application: a sleep app's one-page site, from store badges to the monthly letter. */
export default function HomeApplication() {
  return (
    <PageLayout
      theme={app.theme}
      header={{ theme: 'dark', layout: 'one-page', sections: app.sections, sidePanel: false }}
      footer={{ theme: 'dark', layout: 'centered', social: true, bottom: 'centered' }}
    >
      <AppShowcase variant="hero" data={app.hero} />
      <IconWithText
        id="features"
        variant="circle"
        columns={3}
        tone="alt"
        heading={app.featuresHeading}
        items={app.features}
      />
      <Lower />
    </PageLayout>
  );
}
