import type { CategoryTile } from '~/components/sections/category-tiles/category-tiles.tsx';
import type { InstagramPost } from '~/components/sections/instagram/instagram-feed.tsx';
import type { BlogPost } from './types.ts';
import { art } from './home-art.ts';
import { blogPosts, postsInCategory } from './blog-posts.ts';

// The blog home demos show the blog's own posts (content/blog-posts.ts), picked by id: one catalogue, no copies.

/** The sample posts with these ids, in this order. */
export function postsById(ids: readonly number[]): BlogPost[] {
  return ids.map((id) => {
    const post = blogPosts.find((p) => p.id === id);
    if (!post) throw new Error(`No sample blog post ${id}`);
    return post;
  });
}

/** The `count` posts with the most likes, leaving out the ids already shown elsewhere on the page. */
export function mostLiked(count: number, shown: readonly number[] = []): BlogPost[] {
  return blogPosts
    .filter((post) => !shown.includes(post.id))
    .toSorted((a, b) => b.likes - a.likes)
    .slice(0, count);
}

/** How many posts each category has (for category tiles). */
export const categoryCounts: Readonly<Record<string, number>> = Object.fromEntries(
  [...new Set(blogPosts.flatMap((post) => post.category))].map((c) => [
    c,
    postsInCategory(c).length,
  ]),
);

/** Category tiles from `[category, picture path]` rows (ids in order; the picture is decorative, the name is the label). */
export function categoryTiles(
  blogType: CategoryTile['blogType'],
  rows: readonly (readonly [category: string, src: string])[],
): CategoryTile[] {
  return rows.map(([category, src], i) => ({ id: i + 1, category, blogType, img: art(src, '') }));
}

/** A demo's sample Instagram posts (nothing is fetched) from `[picture path, alt, likes, comments]` rows. */
export function instagramPosts(
  rows: readonly (readonly [src: string, alt: string, likes: number, comments: number])[],
): InstagramPost[] {
  return rows.map(([src, alt, likes, comments], i) => ({
    id: `post-${i + 1}`,
    image: art(src, alt),
    likes,
    comments,
    href: 'https://www.instagram.com/',
  }));
}
