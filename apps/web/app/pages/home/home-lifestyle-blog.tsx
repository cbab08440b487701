import { PageLayout } from '~/components/layout/page-layout.tsx';
import { CategoryTiles } from '~/components/sections/category-tiles/category-tiles.tsx';
import { FeaturedPosts } from '~/components/sections/featured-posts/featured-posts.tsx';
import { categoryCounts } from '~/content/blog-picks.ts';
import { blogCategoryLabels } from '~/content/blog-posts.ts';
import * as l from '~/content/home/lifestyle-blog.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-lifestyle-blog.tsx').then((m) => m.default));

/** /home-lifestyle-blog: a lifestyle journal opening on a slider of its featured posts. */
export default function HomeLifestyleBlog() {
  return (
    <PageLayout
      theme={l.theme}
      header={{ layout: 'center-navigation', topBar: true, mobileMenu: 'full-screen' }}
      footer={{ theme: 'brand', layout: 'centered', social: true, bottom: 'simple' }}
      deferOffscreen
    >
      <FeaturedPosts
        id="featured"
        variant="slider"
        heading={l.featuredHeading}
        headingAs="h1"
        headingAlign="center"
        posts={l.featured}
        categoryLabels={blogCategoryLabels}
        spacing="md"
        priority
      />
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
      <Lower />
    </PageLayout>
  );
}
