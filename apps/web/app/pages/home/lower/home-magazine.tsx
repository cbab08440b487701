import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CategoryTiles } from '~/components/sections/category-tiles/category-tiles.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { SubscribeSection } from '~/components/sections/subscribe/subscribe-section.tsx';
import { categoryCounts } from '~/content/blog-picks.ts';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as m from '~/content/home/magazine.ts';

const authors = { names: blogAuthors, avatars: blogAuthorAvatars };

/** The magazine home page below its first screen: a chunk of its own (see home-magazine.tsx). */
export default function HomeMagazineLower() {
  return (
    <>
      <BlogList
        id="picks"
        tone="alt"
        layout="metro"
        heading={m.picksHeading}
        posts={m.picks}
        authors={authors}
        categoryLabels={blogCategoryLabels}
      />
      <CategoryTiles
        id="sections"
        variant="grid"
        columns={4}
        heading={m.sectionsHeading}
        tiles={m.sections}
        categoryLabels={blogCategoryLabels}
        counts={categoryCounts}
      />
      <BlogList
        id="latest"
        tone="alt"
        layout="grid"
        variant="plain"
        columns={3}
        heading={m.latestHeading}
        posts={m.latest}
        authors={authors}
        categoryLabels={blogCategoryLabels}
      />
      <InstagramFeed
        id="instagram"
        variant="strip"
        posts={m.instagram}
        label="The Margin on Instagram"
      />
      <SubscribeSection id="subscribe" variant="split" data={m.subscribe} />
    </>
  );
}
