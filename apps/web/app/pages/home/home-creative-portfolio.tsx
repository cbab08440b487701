import { PageLayout } from '~/components/layout/page-layout.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Showcase } from '~/components/sections/showcase/showcase.tsx';
import * as c from '~/content/home/creative-portfolio.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** /home-creative-portfolio: a packaging studio's work as cards that tilt toward the pointer. */
export default function HomeCreativePortfolio() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ theme: 'light', push: false, hamburger: 'modern' }}
      footer={{ theme: 'dark', layout: 'inline', bottom: 'links' }}
    >
      <Showcase variant="tilt" heading={c.heading} projects={c.projects} />
      <Counters
        id="about"
        variant="divided"
        tone="alt"
        heading={c.aboutHeading}
        items={c.aboutFigures}
      />
      <CallToAction id="contact" variant="banner" data={c.contact} />
    </PageLayout>
  );
}
