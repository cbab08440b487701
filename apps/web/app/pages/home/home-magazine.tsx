import { PageLayout } from '~/components/layout/page-layout.tsx';
import { FeaturedPosts } from '~/components/sections/featured-posts/featured-posts.tsx';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as m from '~/content/home/magazine.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

const authors = { names: blogAuthors, avatars: blogAuthorAvatars };

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-magazine.tsx').then((m) => m.default));

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
      <Lower />
    </PageLayout>
  );
}
