import type { ArtImageData } from '~/components/ui/art-image.tsx';
import type { PortfolioProject } from '~/content/portfolio.ts';
import { artImage } from '~/lib/artwork.ts';

/**
 * Sample artwork data from a literal `/artwork/<kind>-<seed>-<w>x<h>.svg` path (the build draws every such
 * path it finds in the source; the seed picks the palette, so each demo uses seeds of its own colours).
 */
export const art: (src: string, alt: string) => ArtImageData = artImage;

/** A client logo: the alt text names the company. */
export const logo = (src: string, name: string) => art(src, `${name} logo`);

/** A decorative avatar beside a quote whose figcaption names the person. */
export const avatar = (src: string) => art(src, '');

/** A home demo's own portfolio project, as its content file writes it. */
export interface DemoProjectRow {
  id: number;
  /** Default: the title in lower case, each run of other characters one hyphen. */
  slug?: string;
  title: string;
  client: string;
  categories: PortfolioProject['categories'];
  /** Default: 2026. */
  year?: number;
  summary: string;
  /** The literal artwork paths of its picture and of the one shown on hover. */
  images: readonly [src: string, hoverSrc: string];
  alt: string;
  /** Default: the main picture's alt text and ", detail". */
  hoverAlt?: string;
  caseStudy?: PortfolioProject['caseStudy'];
}

/** The portfolio project of a demo's row; a demo with its own defaults wraps it in one line. */
export const demoProject = ({
  id,
  slug,
  title,
  client,
  categories,
  year = 2026,
  summary,
  images: [src, hoverSrc],
  alt,
  hoverAlt = `${alt}, detail`,
  caseStudy,
}: DemoProjectRow): PortfolioProject => ({
  id,
  slug: slug ?? title.toLowerCase().replace(/[^a-z]+/g, '-'),
  title,
  client,
  categories,
  year,
  summary,
  img: art(src, alt),
  hoverImg: art(hoverSrc, hoverAlt),
  ...(caseStudy ? { caseStudy } : {}),
});
