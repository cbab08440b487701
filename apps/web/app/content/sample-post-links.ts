import type { BlogPost } from './types.ts';
import { blogPosts } from './blog-posts.ts';

// Words of a post's title, tags and categories, cut to five letters (colour ~ colours, design ~ designer).
const words = (post: BlogPost) =>
  new Set(
    [post.title, ...post.tags, ...post.category]
      .join(' ')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 3 && !common.has(word))
      .map((word) => word.slice(0, 5)),
  );
const common = new Set([
  'that',
  'this',
  'with',
  'your',
  'what',
  'when',
  'from',
  'have',
  'every',
  'their',
  'they',
  'more',
  'into',
  'than',
  'them',
  'then',
  'there',
  'which',
  'about',
  'before',
  'after',
]);

/**
 * A home demo's blog cards open real posts of the site: each demo post links to the standard page of the sample
 * post (content/blog-posts.ts) closest in topic (most shared words of title, tags and categories; no post twice
 * in one list), so its title is a link to a page that exists instead of plain text.
 */
export function linkedToSamplePosts(posts: readonly BlogPost[]): BlogPost[] {
  const used = new Set<number>();
  return posts.map((post) => {
    const own = words(post);
    const score = (sample: BlogPost) => [...words(sample)].filter((w) => own.has(w)).length;
    const best = blogPosts
      .filter((sample) => !used.has(sample.id))
      .reduce<BlogPost | undefined>(
        (top, sample) => (!top || score(sample) > score(top) ? sample : top),
        undefined,
      );
    if (!best) return post;
    used.add(best.id);
    return { ...post, link: `/blog-types/standard-post/${best.id}` };
  });
}
