import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import * as y from '~/content/home/yoga-meditation.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-yoga-meditation.tsx').then((m) => m.default));

/** /home-yoga-meditation: a small yoga studio: a quiet opening, benefits, class styles, the week, questions. */
export default function HomeYogaMeditation() {
  return (
    <PageLayout
      theme={y.theme}
      header={{
        topBar: true,
        layout: 'center-logo',
        mobileMenu: 'full-screen',
        contactDetails: y.yogaContact,
      }}
      footer={{
        theme: 'light',
        layout: 'centered',
        band: 'subscribe',
        social: true,
        bottom: 'centered',
        contactDetails: y.yogaContact,
        tagline: y.yogaTagline,
      }}
      deferOffscreen
    >
      <Hero id="hero" variant="split" data={y.yogaHero} />
      <Services
        id="benefits"
        variant="boxed"
        columns={4}
        tone="alt"
        heading={y.yogaBenefitsHeading}
        items={y.yogaBenefits}
      />
      <Lower />
    </PageLayout>
  );
}
