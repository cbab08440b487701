import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroForm } from '~/components/sections/hero/hero-form.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import * as seo from '~/content/home/seo-agency.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-seo-agency.tsx').then((m) => m.default));

/** /home-seo-agency: a search agency's home page opening on a free-report form. */
export default function HomeSeoAgency() {
  return (
    <PageLayout
      theme={seo.theme}
      header={{ layout: 'center-navigation' }}
      footer={{ theme: 'brand', layout: 'columns' }}
      deferOffscreen
    >
      <HeroForm data={seo.seoHero} layout="bar" />
      <IconWithText
        id="services"
        variant="cards"
        columns={4}
        heading={seo.seoServicesHeading}
        items={seo.seoServices}
      />
      <Lower />
    </PageLayout>
  );
}
