import type { BlogPost } from './blog-post.ts';
import { isLiveHref } from '~/site-map/live.ts';
import type { RelatedPost } from '~/components/sections/blog-post/related-posts.tsx';

/** Where a post opens: its own link or its standard post page, only when that route is registered. */
export function postHref(post: BlogPost): string | undefined {
  const href = post.link ?? `/blog-types/standard-post/${post.id}`;
  return isLiveHref(href) ? href : undefined;
}

/** Up to `max` posts of `posts` sharing a category with `post`, each with a registered page. */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[], max = 3): RelatedPost[] {
  return posts
    .filter((p) => p.id !== post.id && p.category.some((c) => post.category.includes(c)))
    .flatMap((p) => {
      const href = postHref(p);
      return href ? [{ post: p, href }] : [];
    })
    .slice(0, max);
}

/** Byline of a post whose author the list does not name: a real newsroom's, never "Author 4". */
export const unnamedAuthor = 'The editors';

/** An author's name by id, or the editors' byline when `names` has none. */
export function authorName(names: Readonly<Record<number, string>> | undefined, id: number) {
  return names?.[id] ?? unnamedAuthor;
}
