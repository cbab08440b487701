import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CategoryTiles } from '~/components/sections/category-tiles/category-tiles.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { SubscribeSection } from '~/components/sections/subscribe/subscribe-section.tsx';
import { categoryCounts } from '~/content/blog-picks.ts';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as b from '~/content/home/blog-metro.ts';

/** The blog metro home page below its first screen: a chunk of its own (see home-blog-metro.tsx). */
export default function HomeBlogMetroLower() {
  return (
    <>
      <BlogList
        id="grid"
        tone="alt"
        layout="metro"
        heading={b.metroHeading}
        posts={b.metro}
        authors={{ names: blogAuthors }}
        categoryLabels={blogCategoryLabels}
      />
      <CategoryTiles
        id="channels"
        variant="overlay"
        columns={4}
        heading={b.channelsHeading}
        tiles={b.channels}
        categoryLabels={blogCategoryLabels}
        counts={categoryCounts}
      />
      <InstagramFeed
        id="instagram"
        variant="grid-4"
        tone="alt"
        posts={b.instagram}
        label="Kaleido on Instagram"
      />
      <SubscribeSection id="subscribe" variant="dark" data={b.subscribe} />
    </>
  );
}
