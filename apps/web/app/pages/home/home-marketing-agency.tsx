import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as c from '~/content/home/marketing-agency.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-marketing-agency.tsx').then((m) => m.default));

/** A growth marketing agency on a dark page: channels, results, a campaign timeline, clients and its playbook. */
export default function HomeMarketingAgency() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ theme: 'dark', hamburger: 'full' }}
      footer={{ theme: 'dark', layout: 'mega', band: 'statement', social: true, bottom: 'simple' }}
      deferOffscreen
    >
      <Hero id="hero" variant="dark-art" data={c.hero} />
      <AboutImage id="about" variant="overlay" reverse data={c.about} />
      <Lower />
    </PageLayout>
  );
}
