import { BlogMasonry } from '~/components/sections/blog/blog-masonry.tsx';
import { CategoryTiles } from '~/components/sections/category-tiles/category-tiles.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { SubscribeSection } from '~/components/sections/subscribe/subscribe-section.tsx';
import { categoryCounts } from '~/content/blog-picks.ts';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as l from '~/content/home/lifestyle-blog.ts';

/** /home-lifestyle-blog below its first screen (the page loads it through `lazySections`). */
export default function LifestyleBlogSections() {
  return (
    <>
      <CategoryTiles
        id="topics"
        tone="alt"
        variant="row"
        columns={6}
        heading={l.topicsHeading}
        tiles={l.topics}
        categoryLabels={blogCategoryLabels}
        counts={categoryCounts}
      />
      <BlogMasonry
        id="most-read"
        variant="cards"
        columns={3}
        heading={l.mostReadHeading}
        posts={l.mostRead}
        authors={blogAuthors}
      />
      <InstagramFeed
        id="instagram"
        variant="rounded"
        posts={l.instagram}
        label="Peach & Pine on Instagram"
      />
      <SubscribeSection id="subscribe" variant="boxed" data={l.subscribe} />
    </>
  );
}
