import type { ArtImageData } from '~/components/ui/art-image.tsx';
import { blogPosts } from './blog-posts.ts';
import type { BlogPost, BlogType } from './types.ts';

/**
 * A home demo's blog card for one of the site's sample posts (content/blog-posts.ts), so the card opens that
 * post's real page: the post's own title, text and date, with a picture in the demo's palette.
 */
export function demoPost(
  id: number,
  img: ArtImageData,
  blogType: BlogType,
  extra: Pick<BlogPost, 'double_col'> = {},
): BlogPost {
  const post = blogPosts.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`content/blog-posts.ts has no post ${id}`);
  // The demo decides which of its cards span two columns, whatever the sample post's own layout says.
  return { ...post, img, blogType, double_col: extra.double_col ?? false };
}
