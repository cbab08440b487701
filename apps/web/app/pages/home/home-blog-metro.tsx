import { PageLayout } from '~/components/layout/page-layout.tsx';
import { FeaturedPosts } from '~/components/sections/featured-posts/featured-posts.tsx';
import { blogCategoryLabels } from '~/content/blog-posts.ts';
import * as b from '~/content/home/blog-metro.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-blog-metro.tsx').then((m) => m.default));

/** /home-blog-metro: a city blog whose posts are tiles, featured ones first. */
export default function HomeBlogMetro() {
  return (
    <PageLayout
      theme={b.theme}
      header={{ layout: 'top-logo', position: 'reverse-scroll', mobileMenu: 'modern' }}
      footer={{ theme: 'dark', layout: 'inline', social: true, bottom: 'centered' }}
      deferOffscreen
    >
      <FeaturedPosts
        id="featured"
        variant="overlay"
        heading={b.featuredHeading}
        headingAs="h1"
        posts={b.featured}
        categoryLabels={blogCategoryLabels}
        spacing="md"
        priority
      />
      <Lower />
    </PageLayout>
  );
}
