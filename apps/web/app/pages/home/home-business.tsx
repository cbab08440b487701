import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import * as business from '~/content/home/business.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-business.tsx').then((m) => m.default));

/** /home-business: a consultancy's home page opening on a full-viewport slider. */
export default function HomeBusiness() {
  return (
    <PageLayout
      theme={business.theme}
      header={{ topBar: true }}
      footer={{ theme: 'dark', layout: 'columns' }}
      deferOffscreen
    >
      <HeroSlider slides={business.businessSlides} label="Meridian Partners highlights" />
      <IconWithText
        id="why-us"
        variant="boxed"
        items={business.businessWhyUs}
        heading={{ eyebrow: 'Why Meridian', title: 'Advice that survives Monday morning' }}
      />
      <Lower />
    </PageLayout>
  );
}
