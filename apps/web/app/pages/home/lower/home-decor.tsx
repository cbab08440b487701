import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { BlogMasonry } from '~/components/sections/blog/blog-masonry.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { blogAuthors } from '~/content/blog-posts.ts';
import { demoPosts } from '~/content/home-posts.ts';
import * as d from '~/content/home/decor.ts';
import { ShopProductRail } from '~/features/shop/components/shop-product-rail.tsx';

const journal = demoPosts(d.journal);

/** The decor home page below its first screen: a chunk of its own (see home-decor.tsx). */
export default function HomeDecorLower() {
  return (
    <>
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
        posts={journal}
        authors={blogAuthors}
      />
      <InstagramFeed
        id="instagram"
        variant="rounded"
        tone="alt"
        label="Kiln & Loom on Instagram"
        posts={d.instagram}
      />
    </>
  );
}
