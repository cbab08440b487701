import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { authorName, relatedPosts } from '~/components/sections/blog/blog-posts.ts';
import { AuthorBox } from '~/components/sections/blog-post/author-box.tsx';
import { PostBody } from '~/components/sections/blog-post/post-body.tsx';
import { PostHeader } from '~/components/sections/blog-post/post-header.tsx';
import {
  isPostKind,
  postKindLabels,
  type PostKind,
  type PostLink,
} from '~/components/sections/blog-post/post-kind.ts';
import { PostMedia } from '~/components/sections/blog-post/post-media.tsx';
import { PostNav } from '~/components/sections/blog-post/post-nav.tsx';
import { PostTagsShare } from '~/components/sections/blog-post/post-tags-share.tsx';
import { RelatedPosts } from '~/components/sections/blog-post/related-posts.tsx';
import { Container } from '~/components/ui/container.tsx';
import { articleFor, authorProfiles, postMedia } from '~/content/blog-articles.ts';
import { blogAuthors, blogCategoryLabels, blogPosts } from '~/content/blog-posts.ts';
import type { BlogPost } from '~/content/types.ts';
import { notFoundMeta, type pageMeta } from '~/lib/page-meta.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';

/** The post's own title; the not-found page's title for a path that names no post. */
export const meta: typeof pageMeta = ({ location }) => {
  const found = resolvePost(location.pathname);
  if (!found) return notFoundMeta;
  return [
    { title: `${found.post.title} | Contrail` },
    { name: 'description', content: found.post.content },
  ];
};

const pathOf = (kind: PostKind, id: number) => `/blog-types/${kind}-post/${id}`;

/** The post a /blog-types/<kind>-post/<id> path shows: a known kind and an existing post id. */
export function resolvePost(pathname: string): { kind: PostKind; post: BlogPost } | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const match = /^\/blog-types\/([a-z0-9-]+)-post\/(\d+)$/.exec(path);
  if (!match) return undefined;
  const [, kind = '', id = ''] = match;
  const post = blogPosts.find((p) => p.id === Number(id));
  return isPostKind(kind) && post ? { kind, post } : undefined;
}

/** The previous and next post (by id), shown as the same kind of post. */
function neighbours(kind: PostKind, post: BlogPost): { prev?: PostLink; next?: PostLink } {
  const at = blogPosts.findIndex((p) => p.id === post.id);
  const link = (p: BlogPost | undefined) =>
    p ? { href: pathOf(kind, p.id), title: p.title } : undefined;
  return { prev: link(blogPosts[at - 1]), next: link(blogPosts[at + 1]) };
}

/** Every /blog-types/<kind>-post/:id page (one route): the post with the media block of its kind. */
export default function BlogTypePage() {
  const { pathname } = useLocation();
  const found = resolvePost(pathname);
  if (!found) return <NotFoundPage />;
  const { kind, post } = found;
  const author = authorName(blogAuthors, post.author);
  const article = articleFor(post);
  const wide = kind === 'full-width';
  const media = (
    <PostMedia kind={kind} post={post} article={article} author={author} media={postMedia} />
  );
  const { prev, next } = neighbours(kind, post);
  return (
    <PageLayout>
      <article data-post-kind={kind} className="pt-14 pb-20 md:pt-20 md:pb-28">
        <Container width="narrow">
          <PostHeader
            post={post}
            author={author}
            categoryLabels={blogCategoryLabels}
            eyebrow={postKindLabels[kind]}
          />
        </Container>
        {wide ? (
          <div data-post-media={kind} className="mt-12">
            {media}
          </div>
        ) : (
          <Container className="mt-12">
            <div data-post-media={kind} className="mx-auto max-w-5xl">
              {media}
            </div>
          </Container>
        )}
        <Container className="mt-12">
          <div className={wide ? 'mx-auto max-w-4xl' : 'mx-auto max-w-3xl'}>
            <PostBody
              article={article}
              width={wide ? 'wide' : 'reading'}
              showQuote={kind !== 'blockquote'}
            />
            <PostTagsShare post={post} className="mt-14" />
            <AuthorBox name={author} profile={authorProfiles[post.author]} className="mt-12" />
            <PostNav prev={prev} next={next} className="mt-12" />
          </div>
        </Container>
        <Container className="mt-20">
          <RelatedPosts posts={relatedPosts(post, blogPosts)} />
        </Container>
      </article>
    </PageLayout>
  );
}
