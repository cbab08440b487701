import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as f from '~/content/home/furniture-shop.ts';
import { ShopCartBadge } from '~/features/shop/components/shop-cart-badge.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-furniture-shop.tsx').then((m) => m.default));

/** /home-furniture-shop: a furniture maker's store; its products and cart are the shop's own (/shop/*). */
export default function HomeFurnitureShop() {
  return (
    <PageLayout
      theme={f.theme}
      header={{ layout: 'center-logo', actions: <ShopCartBadge /> }}
      footer={{ theme: 'brand', layout: 'split', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <HeroSlider slides={f.slides} label="Northgrain highlights" />
      <Lower />
    </PageLayout>
  );
}
