import type { ArtImageData } from '~/components/ui/art-image.tsx';
import type { CounterItem } from '~/components/sections/counters/counters.tsx';

/** The five case-study layouts of /portfolio/single-project-page-01 … 05. */
export type ProjectLayout = 'showcase' | 'split' | 'gallery' | 'slider' | 'editorial';

/** One picture of a project with its caption. */
export interface ProjectImage {
  id: string;
  caption: string;
  img: ArtImageData;
}

/** A chapter of the story: the challenge, the approach or the result. */
export interface ProjectChapter {
  key: 'challenge' | 'approach' | 'result';
  title: string;
  paragraphs: readonly string[];
}

/** A case-study page: the project and how the page lays it out. */
export interface ProjectPage {
  /** Last segment of the path: `single-project-page-01`. */
  name: string;
  layout: ProjectLayout;
  title: string;
  client: string;
  year: string;
  categories: readonly string[];
  services: readonly string[];
  /** Shown as text: the sample clients are fictional, so their addresses lead nowhere. */
  website: string;
  summary: string;
  hero: ArtImageData;
  overview: readonly string[];
  chapters: readonly ProjectChapter[];
  images: readonly ProjectImage[];
  figures: readonly CounterItem[];
  quote: { quote: string; author: string; role: string; avatar: ArtImageData };
}
