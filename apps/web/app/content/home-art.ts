import type { ArtImageData } from '~/components/ui/art-image.tsx';
import type { PortfolioProject } from '~/content/portfolio.ts';

/**
 * Sample artwork data from a literal `/artwork/<kind>-<seed>-<w>x<h>.svg` path (the build draws every such
 * path it finds in the source; the seed picks the palette, so each demo uses seeds of its own colours).
 */
export function art(src: string, alt: string): ArtImageData {
  const [, width, height] = /-(\d+)x(\d+)\.svg$/.exec(src) ?? [];
  return { src, alt, width: Number(width), height: Number(height) };
}

/** A client logo: the alt text names the company. */
export const logo = (src: string, name: string) => art(src, `${name} logo`);

/** A decorative avatar beside a quote whose figcaption names the person. */
export const avatar = (src: string) => art(src, '');

/**
 * A demo's own portfolio project (2026) with its picture and the one shown on hover; the hover picture's alt
 * text is the main one's plus ", detail" unless given.
 */
export const demoProject = (
  id: number,
  slug: string,
  title: string,
  client: string,
  categories: PortfolioProject['categories'],
  summary: string,
  [src, hoverSrc]: readonly [string, string],
  alt: string,
  hoverAlt = `${alt}, detail`,
): PortfolioProject => ({
  id,
  slug,
  title,
  client,
  categories,
  year: 2026,
  summary,
  img: art(src, alt),
  hoverImg: art(hoverSrc, hoverAlt),
});
