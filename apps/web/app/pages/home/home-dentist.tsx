import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import * as d from '~/content/home/dentist.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-dentist.tsx').then((m) => m.default));

/** /home-dentist: a family dental practice: treatments, dentists, online appointments and opening hours. */
export default function HomeDentist() {
  return (
    <PageLayout
      theme={d.theme}
      header={{
        topBar: true,
        layout: 'center-navigation',
        position: 'always-fixed',
        contactDetails: d.dentistContact,
      }}
      footer={{
        theme: 'light',
        layout: 'split',
        contact: true,
        social: true,
        bottom: 'links',
        contactDetails: d.dentistContact,
        tagline: d.dentistTagline,
      }}
      deferOffscreen
    >
      <Hero id="hero" variant="split" data={d.dentistHero} />
      <AboutImage id="about" variant="overlay" tone="alt" data={d.dentistAbout} />
      <Lower />
    </PageLayout>
  );
}
