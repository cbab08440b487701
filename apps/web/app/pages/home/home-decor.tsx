import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as d from '~/content/home/decor.ts';
import { ShopCartBadge } from '~/features/shop/components/shop-cart-badge.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-decor.tsx').then((m) => m.default));

/** /home-decor: a homeware shop; its products and cart are the shop's own (/shop/*). */
export default function HomeDecor() {
  return (
    <PageLayout
      theme={d.theme}
      header={{ topBar: true, search: true, actions: <ShopCartBadge /> }}
      footer={{
        theme: 'light',
        layout: 'columns',
        band: 'subscribe',
        social: true,
        bottom: 'centered',
      }}
      deferOffscreen
    >
      <HeroSlider slides={d.slides} label="Kiln & Loom highlights" />
      <Lower />
    </PageLayout>
  );
}
