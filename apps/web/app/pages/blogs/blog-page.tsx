import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { blogListDemos } from '~/content/blog-list-demos.ts';
import { blogPostLayouts } from '~/content/blog-post-layouts.ts';
import {
  blogAuthorAvatars,
  blogAuthors,
  blogCategoryLabels,
  postsNewestFirst,
} from '~/content/blog-posts.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';
import { BlogPostLayoutDemo } from './blog-post-layout.tsx';

export const meta = pageMeta;

/** The demo name of a /blogs/<name> path. */
const demoName = (pathname: string) => pathname.replace(/\/+$/, '').split('/').pop() ?? '';

/**
 * Every /blogs/<name> page (one route, /blogs/:demo): a list style (the same posts in the layout this path
 * names) or one of the five single-post layouts; the not-found page for any other name.
 */
export default function BlogPage() {
  const { pathname } = useLocation();
  const name = demoName(pathname).toLowerCase();
  const demo = Object.hasOwn(blogListDemos, name) ? blogListDemos[name] : undefined;
  if (!demo)
    return Object.hasOwn(blogPostLayouts, name) ? (
      <BlogPostLayoutDemo name={name} />
    ) : (
      <NotFoundPage />
    );
  return (
    <PageLayout>
      <PageTitle
        title={demo.title}
        lead={demo.lead}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Blog', href: '/blogs/blog-grid' },
          { label: demo.title, href: `/blogs/${name}` },
        ]}
      />
      <BlogList
        key={name}
        id="posts"
        label="Posts"
        posts={postsNewestFirst}
        layout={demo.layout}
        variant={demo.variant}
        columns={demo.columns}
        filters={demo.filters}
        paging={demo.paging}
        perPage={demo.perPage}
        authors={{ names: blogAuthors, avatars: blogAuthorAvatars }}
        categoryLabels={blogCategoryLabels}
      />
    </PageLayout>
  );
}
