import { authorName, relatedPosts } from '~/components/sections/blog/blog-posts.ts';
import { AuthorBox } from '~/components/sections/blog-post/author-box.tsx';
import { PostBody } from '~/components/sections/blog-post/post-body.tsx';
import { PostHeader } from '~/components/sections/blog-post/post-header.tsx';
import {
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

/** The page of a post shown as a post of this kind. */
const postPath = (kind: PostKind, id: number) => `/blog-types/${kind}-post/${id}`;

/** The previous and next post (by id), shown as the same kind of post. */
function neighbours(kind: PostKind, post: BlogPost): { prev?: PostLink; next?: PostLink } {
  const at = blogPosts.findIndex((p) => p.id === post.id);
  const link = (p: BlogPost | undefined) =>
    p ? { href: postPath(kind, p.id), title: p.title } : undefined;
  return { prev: link(blogPosts[at - 1]), next: link(blogPosts[at + 1]) };
}

/**
 * A /blog-types/<kind>-post/:id page's content: the post with the media block of its kind. Its own chunk
 * (blog-type-page.tsx loads it): the route itself carries only what finds the post.
 */
export function BlogTypePost({ kind, post }: { kind: PostKind; post: BlogPost }) {
  const author = authorName(blogAuthors, post.author);
  const article = articleFor(post);
  const wide = kind === 'full-width';
  const media = (
    <PostMedia kind={kind} post={post} article={article} author={author} media={postMedia} />
  );
  const { prev, next } = neighbours(kind, post);
  return (
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
  );
}
