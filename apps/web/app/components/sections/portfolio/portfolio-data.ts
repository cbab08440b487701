import type { ArtImageData } from '~/components/ui/art-image.tsx';

/** The shapes of what a portfolio shows (the projects and their categories are given by the page). */

export type PortfolioCategory = 'branding' | 'web' | 'photography' | 'print' | 'packaging';

/** Display names of the categories. */
export type PortfolioCategoryTitles = Readonly<Record<PortfolioCategory, string>>;

/** One filter button (spec §3 "Blog filter": title, key); `all` shows every project. */
export interface PortfolioFilterItem {
  key: PortfolioCategory | 'all';
  title: string;
}

export interface PortfolioProject {
  id: number;
  slug: string;
  title: string;
  client: string;
  categories: readonly PortfolioCategory[];
  year: number;
  summary: string;
  img: ArtImageData;
  /** The second picture of the switch-image style: same size as `img`. */
  hoverImg: ArtImageData;
  /** The case study (single project page 01–05) written about this project, if any. */
  caseStudy?: 1 | 2 | 3 | 4 | 5;
}

/** The projects tagged with a category (all of them for `all`). */
export function projectsIn(
  key: PortfolioFilterItem['key'],
  projects: readonly PortfolioProject[],
): PortfolioProject[] {
  return projects.filter((project) => key === 'all' || project.categories.includes(key));
}

/** A project's categories by their display names. */
export const categoryTitlesOf = (
  project: PortfolioProject,
  titles: PortfolioCategoryTitles,
): string[] => project.categories.map((key) => titles[key]);
