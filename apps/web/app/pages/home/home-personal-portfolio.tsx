import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import * as kofi from '~/content/home/personal-portfolio.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-personal-portfolio.tsx').then((m) => m.default));

/** /home-personal-portfolio: one designer's site, from hello to a message form. */
export default function HomePersonalPortfolio() {
  return (
    <PageLayout
      theme={kofi.theme}
      header={{ theme: 'dark', hamburger: 'modern' }}
      footer={{ theme: 'brand', layout: 'inline', social: true, bottom: 'simple' }}
      deferOffscreen
    >
      <HeroStatement data={kofi.hero} hold={2200} />
      <AboutImage id="about" variant="badge" data={kofi.about} />
      <Lower />
    </PageLayout>
  );
}
