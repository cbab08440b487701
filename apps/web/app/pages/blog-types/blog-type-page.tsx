import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { isPostKind, type PostKind } from '~/components/sections/blog-post/post-kind.ts';
import { blogPosts } from '~/content/blog-posts.ts';
import type { BlogPost } from '~/content/types.ts';
import { notFoundMeta, type pageMeta } from '~/lib/page-meta.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';
import { lazyPart } from '~/shell/hydration.tsx';

// The post itself (header, media block, article, author, neighbours) is a chunk of its own: the route
// carries only what finds the post. The prerendered HTML has it all; the browser keeps it on screen until
// the chunk has arrived and hydrates it then (`lazyPart`).
const BlogTypePost = lazyPart(() => import('./blog-type-post.tsx').then((m) => m.BlogTypePost));

/** The post's own title; the not-found page's title for a path that names no post. */
export const meta: typeof pageMeta = ({ location }) => {
  const found = resolvePost(location.pathname);
  if (!found) return notFoundMeta;
  return [
    { title: `${found.post.title} | Contrail` },
    { name: 'description', content: found.post.content },
  ];
};

/** The post a /blog-types/<kind>-post/<id> path shows: a known kind and an existing post id. */
export function resolvePost(pathname: string): { kind: PostKind; post: BlogPost } | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const match = /^\/blog-types\/([a-z0-9-]+)-post\/(\d+)$/.exec(path);
  if (!match) return undefined;
  const [, kind = '', id = ''] = match;
  const post = blogPosts.find((p) => p.id === Number(id));
  return isPostKind(kind) && post ? { kind, post } : undefined;
}

/** Every /blog-types/<kind>-post/:id page (one route): the post with the media block of its kind. */
export default function BlogTypePage() {
  const { pathname } = useLocation();
  const found = resolvePost(pathname);
  if (!found) return <NotFoundPage />;
  return (
    <PageLayout>
      <BlogTypePost kind={found.kind} post={found.post} />
    </PageLayout>
  );
}
