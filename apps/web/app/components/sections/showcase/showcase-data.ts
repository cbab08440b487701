import type { ArtImageData } from '~/components/ui/art-image.tsx';

/** The four showpieces: a title list over a cross-fading background, a tilting grid, and two full-screen sliders. */
export type ShowcaseVariant = 'list' | 'tilt' | 'vertical' | 'split';

/** One project as a showpiece shows it (the page maps its portfolio data to this, case-study link included). */
export interface ShowcaseProject {
  /** Stable key (the project's slug). */
  key: string;
  title: string;
  client: string;
  year: number;
  /** Display names of its categories. */
  tags: readonly string[];
  summary: string;
  /** Its case-study page. */
  href: string;
  image: ArtImageData;
}

/** The showpiece's heading: it opens the page, so its title is the page's h1. */
export interface ShowcaseHeading {
  eyebrow?: string;
  title: string;
  lead?: string;
}

/** Words on the controls (all have defaults). */
export interface ShowcaseLabels {
  /** Visible text of each project's link (its title follows for screen readers). */
  open: string;
  previous: string;
  next: string;
}

export const defaultLabels: ShowcaseLabels = {
  open: 'View case study',
  previous: 'Previous project',
  next: 'Next project',
};

/** What the live region says when the current project changes: "Project 2 of 6: Atlas Field Guide". */
export const announcementOf = (index: number, projects: readonly ShowcaseProject[]): string =>
  `Project ${index + 1} of ${projects.length}: ${projects[index]?.title ?? ''}`;

/** A project's number as shown ("01"). */
export const numberOf = (index: number) => String(index + 1).padStart(2, '0');

/** What each variant's component receives from `<Showcase>`. */
export interface ShowcaseVariantProps {
  id: string;
  heading: ShowcaseHeading;
  projects: readonly ShowcaseProject[];
  labels: ShowcaseLabels;
}
