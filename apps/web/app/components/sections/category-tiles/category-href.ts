import { isLiveHref } from '~/site-map/live.ts';

/** A blog category's archive page (`/blogs/category/<category>`), only while that page is registered. */
export function categoryHref(category: string): string | undefined {
  const href = `/blogs/category/${encodeURIComponent(category)}`;
  return isLiveHref(href) ? href : undefined;
}
