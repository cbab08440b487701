import jost from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';
import prata from '@fontsource/prata/files/prata-latin-400-normal.woff2?url';
import { LazyPart } from '~/components/layout/lazy-part.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import * as d from '~/content/home/decor.ts';
import { ShopCartBadge } from '~/features/shop/components/shop-cart-badge.tsx';
import jostFallback from '~/fonts/jost-fallback.css?inline';
import prataFallback from '~/fonts/prata-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyChunk } from '~/shell/hydration.tsx';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Prata', url: prata, weight: '400' },
  { family: 'Jost Variable', url: jost, weight: '100 900' },
];

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyChunk(() => import('./lower/home-decor.tsx').then((m) => m.default));

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
      <DemoFonts faces={fonts} fallbacks={prataFallback + jostFallback} />
      <HeroSlider slides={d.slides} label="Kiln & Loom highlights" />
      <LazyPart>
        <Lower />
      </LazyPart>
    </PageLayout>
  );
}
