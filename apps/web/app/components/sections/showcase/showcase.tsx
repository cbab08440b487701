import {
  defaultLabels,
  type ShowcaseLabels,
  type ShowcaseVariantProps,
  type ShowcaseVariant,
} from './showcase-data.ts';
import { ShowcaseList } from './showcase-list.tsx';
import { ShowcaseSlider } from './showcase-slider.tsx';
import { ShowcaseTilt } from './showcase-tilt.tsx';

export type {
  ShowcaseHeading,
  ShowcaseLabels,
  ShowcaseProject,
  ShowcaseVariant,
} from './showcase-data.ts';

export interface ShowcaseProps extends Omit<ShowcaseVariantProps, 'labels' | 'id'> {
  variant: ShowcaseVariant;
  /** Anchor id (default `work`); the h1's id is `<id>-title`. */
  id?: string;
  labels?: Partial<ShowcaseLabels>;
}

/**
 * A full-screen portfolio showpiece that opens a page (its heading is the page's h1). Without JavaScript and
 * under reduced motion every variant is the same plain stacked list of projects.
 */
export function Showcase({ variant, id = 'work', labels, ...rest }: ShowcaseProps) {
  const props = { id, labels: { ...defaultLabels, ...labels }, ...rest };
  if (variant === 'list') return <ShowcaseList {...props} />;
  if (variant === 'tilt') return <ShowcaseTilt {...props} />;
  return <ShowcaseSlider mode={variant} {...props} />;
}
