/**
 * A home demo's preview: its first screen at 1366 × 768 as the built site draws it, shot and compressed to WebP
 * by `npm run previews` (scripts/previews.ts) into public/previews, in each colour scheme and three widths. The
 * site map's thumbnail of a demo is its light preview at 480 px (`/previews/<demo>-light-480.webp`); the gallery
 * and the Home menu read the other sizes and the dark one from that path. Small on purpose: pages load this.
 */
export type PreviewScheme = 'light' | 'dark';

/** The widths shot: the menu's (56 px at 2×, and more), the gallery's card and its 2× (or its lead card). */
export const previewWidths = [160, 480, 800] as const;
export type PreviewWidth = (typeof previewWidths)[number];

/** The schemes every demo has a preview in (the preview test checks each file is there and up to date). */
export const previewSchemes: readonly PreviewScheme[] = ['light', 'dark'];

/** The shot's shape: 1366 × 768. */
export const previewHeight = (width: number) => Math.round((width * 768) / 1366);

export const previewPath = (slug: string, scheme: PreviewScheme, width: PreviewWidth) =>
  `/previews/${slug}-${scheme}-${width}.webp`;

/** The demo whose preview a thumbnail path is; undefined for any other picture (an artwork thumbnail). */
export function previewSlug(src: string): string | undefined {
  return /^\/previews\/([a-z][a-z0-9-]*)-light-480\.webp$/.exec(src)?.[1];
}

/** The `srcset` of a demo's preview in a scheme, from `from` px wide up. */
export function previewSrcSet(slug: string, scheme: PreviewScheme, from = 0): string {
  return previewWidths
    .filter((width) => width >= from)
    .map((width) => `${previewPath(slug, scheme, width)} ${width}w`)
    .join(', ');
}
