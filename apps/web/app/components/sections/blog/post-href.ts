import type { BlogPost } from '~/content/types.ts';
import { isLiveHref } from '~/site-map/index.ts';

/** Where a post opens: its own link or its standard post page, only when that route is registered. */
export function postHref(post: BlogPost): string | undefined {
  const href = post.link ?? `/blog-types/standard-post/${post.id}`;
  return isLiveHref(href) ? href : undefined;
}
