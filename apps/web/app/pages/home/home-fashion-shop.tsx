import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as h from '~/content/home/fashion-shop.ts';
import { ShopCartBadge } from '~/features/shop/components/shop-cart-badge.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-fashion-shop.tsx').then((m) => m.default));

/** /home-fashion-shop: a clothing label's store; its products and cart are the shop's own (/shop/*). */
export default function HomeFashionShop() {
  return (
    <PageLayout
      theme={h.theme}
      header={{ layout: 'top-logo', search: true, actions: <ShopCartBadge /> }}
      footer={{ theme: 'dark', layout: 'centered', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <HeroSlider slides={h.slides} label="Halde collection" align="center" />
      <Lower />
    </PageLayout>
  );
}
