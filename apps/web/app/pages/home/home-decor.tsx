import jost from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';
import prata from '@fontsource/prata/files/prata-latin-400-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogMasonry } from '~/components/sections/blog/blog-masonry.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { blogAuthors } from '~/content/blog-posts.ts';
import * as d from '~/content/home/decor.ts';
import { ShopCartBadge } from '~/features/shop/components/shop-cart-badge.tsx';
import { ShopProductRail } from '~/features/shop/components/shop-product-rail.tsx';
import jostFallback from '~/fonts/jost-fallback.css?inline';
import prataFallback from '~/fonts/prata-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Prata', url: prata, weight: '400' },
  { family: 'Jost Variable', url: jost, weight: '100 900' },
];

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
      <InteractiveBanners
        id="rooms"
        layout="grid"
        variant="overlay"
        columns={3}
        heading={d.roomsHeading}
        slides={d.rooms}
      />
      <ShopProductRail
        id="products"
        tone="alt"
        data={d.products}
        layout="carousel"
        tabStyle="underline"
        columns={4}
      />
      <InfoBanner id="makers" variant="split" data={d.makers} />
      <Clients
        id="studios"
        variant="plain"
        columns={5}
        spacing="md"
        tone="alt"
        label="Our studios"
        clients={d.studios}
      />
      <BlogMasonry
        id="journal"
        variant="plain"
        columns={3}
        heading={d.journalHeading}
        posts={d.journal}
        authors={blogAuthors}
      />
      <InstagramFeed
        id="instagram"
        variant="rounded"
        tone="alt"
        label="Kiln & Loom on Instagram"
        posts={d.instagram}
      />
    </PageLayout>
  );
}
