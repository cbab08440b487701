import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { blogListDemos } from '~/content/blog-list-demos.ts';
import { blogPostLayouts } from '~/content/blog-post-layouts.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// A list page and a single-post page share no section: each kind is a chunk of its own, and a page loads
// only the one it shows (the lists do not carry the article, the posts not the list). The prerendered HTML
// has it all; the browser keeps it on screen until the chunk has arrived and hydrates it then.
const BlogListContent = lazyPart(() =>
  import('./blog-list-page.tsx').then((m) => m.BlogListContent),
);
const BlogPostLayoutDemo = lazyPart(() =>
  import('./blog-post-layout.tsx').then((m) => m.BlogPostLayoutDemo),
);

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
  const layout = Object.hasOwn(blogPostLayouts, name);
  if (!demo && !layout) return <NotFoundPage />;
  return (
    <PageLayout>
      {demo ? <BlogListContent name={name} demo={demo} /> : <BlogPostLayoutDemo name={name} />}
    </PageLayout>
  );
}
