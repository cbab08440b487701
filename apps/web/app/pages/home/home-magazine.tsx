import newsreader from '@fontsource-variable/newsreader/files/newsreader-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CategoryTiles } from '~/components/sections/category-tiles/category-tiles.tsx';
import { FeaturedPosts } from '~/components/sections/featured-posts/featured-posts.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { SubscribeSection } from '~/components/sections/subscribe/subscribe-section.tsx';
import { categoryCounts } from '~/content/blog-picks.ts';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as m from '~/content/home/magazine.ts';
import newsreaderFallback from '~/fonts/newsreader-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Newsreader Variable', url: newsreader, weight: '200 800' },
];
const authors = { names: blogAuthors, avatars: blogAuthorAvatars };

/** /home-magazine: a weekly magazine's front page, from the blog's own posts. */
export default function HomeMagazine() {
  return (
    <PageLayout
      theme={m.theme}
      header={{ layout: 'center-logo', topBar: true, search: true }}
      footer={{
        theme: 'light',
        layout: 'mega',
        columns: ['categories', 'company', 'resources', 'customer'],
        social: true,
        bottom: 'links',
      }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={newsreaderFallback} />
      <FeaturedPosts
        id="featured"
        variant="lead"
        heading={m.featuredHeading}
        headingAs="h1"
        posts={m.featured}
        authors={authors}
        categoryLabels={blogCategoryLabels}
        spacing="md"
        priority
      />
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
    </PageLayout>
  );
}
