import type { ArtImageData } from '~/components/ui/art-image.tsx';
import { blogPosts } from './blog-posts.ts';
import type { BlogPost, BlogType } from './types.ts';

/**
 * A home demo's card for one of the site's sample posts (content/blog-posts.ts), named by id in the demo's
 * content, so the card opens that post's real page with the post's own title, text and date. The demo
 * may give it a picture in its palette and a card type.
 */
export interface DemoPostCard {
  id: number;
  img?: ArtImageData;
  blogType?: BlogType;
  /** Spans two columns of a metro list: the demo decides, whatever the sample post's own layout says. */
  double_col?: boolean;
}

/**
 * The cards as posts. The page part that shows them calls this (below the first screen, in the demo's
 * `lower/` part), so a demo's first load does not carry the 27 sample posts.
 */
export function demoPosts(cards: readonly DemoPostCard[]): BlogPost[] {
  return cards.map(({ id, img, blogType, double_col = false }) => {
    const post = blogPosts.find((candidate) => candidate.id === id);
    if (!post) throw new Error(`content/blog-posts.ts has no post ${id}`);
    return { ...post, img: img ?? post.img, blogType: blogType ?? post.blogType, double_col };
  });
}
