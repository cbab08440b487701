import { useDeferredValue, useMemo, useState } from 'react';
import { isLiveHref } from '~/site-map/live.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import {
  projectsIn,
  type PortfolioCategoryTitles,
  type PortfolioFilterItem,
  type PortfolioProject,
} from './portfolio-data.ts';
import { PortfolioFilter } from './portfolio-filter.tsx';
import { PortfolioSlider } from './portfolio-slider.tsx';
import { PortfolioList } from './portfolio-list.tsx';
import { layoutWidths, type PortfolioLayout, type PortfolioStyle } from './portfolio-variants.ts';

export interface PortfolioProps extends Omit<SectionProps, 'label'> {
  projects: readonly PortfolioProject[];
  /** Display names of the categories (shown on each tile and slide). */
  categoryTitles: PortfolioCategoryTitles;
  /** Look of each tile (the slider has its own card). */
  style?: PortfolioStyle;
  layout?: PortfolioLayout;
  /** Category buttons above the grid; only categories some project has are shown. None: no filter bar. */
  filters?: readonly PortfolioFilterItem[];
  /** A project's page; tiles link to it only when it is a registered route. */
  projectHref?: (project: PortfolioProject) => string;
  /** Visible heading; without it the section has a visually hidden h2 of `title`. */
  heading?: HeadingData;
  title?: string;
}

/** Projects in one of six tile styles × eight layouts, with an optional category filter. */
export function Portfolio({
  projects,
  categoryTitles,
  style = 'classic',
  layout = 'three-column',
  filters,
  projectHref,
  heading,
  title = 'Projects',
  id = 'portfolio',
  width,
  ...section
}: PortfolioProps) {
  const [active, setActive] = useState<PortfolioFilterItem['key']>('all');
  // Tiles fade in only after a filter change: the prerendered grid paints as it is.
  const [changed, setChanged] = useState(false);
  // The pressed button paints at once; the grid (every tile anew, to fade in) follows in a render React
  // may interrupt, so a click never waits for the tiles (decision 0024).
  const listed = useDeferredValue(active);
  const fade = useDeferredValue(changed);
  const available = filters?.filter(({ key }) =>
    key === 'all' ? true : projects.some((project) => project.categories.includes(key)),
  );
  const shown = useMemo(() => projectsIn(listed, projects), [listed, projects]);
  const hrefOf = (project: PortfolioProject) => {
    const href = projectHref?.(project);
    return href && isLiveHref(href) ? href : undefined;
  };

  return (
    <Section id={id} width={width ?? layoutWidths[layout]} {...section}>
      {heading ? <SectionHeading {...heading} /> : <h2 className="sr-only">{title}</h2>}
      {layout === 'slider' ? (
        <PortfolioSlider
          projects={projects}
          categoryTitles={categoryTitles}
          label={title}
          hrefOf={hrefOf}
        />
      ) : (
        <>
          {available && available.length > 2 && (
            <PortfolioFilter
              filters={available}
              active={active}
              onChange={(key) => {
                setActive(key);
                setChanged(true);
              }}
              shown={shown.length}
              total={projects.length}
            />
          )}
          {/* A new key per category: every tile appears anew, so each fades in. */}
          <PortfolioList
            key={listed}
            projects={shown}
            categoryTitles={categoryTitles}
            style={style}
            layout={layout}
            fade={fade}
            projectHref={projectHref}
          />
        </>
      )}
    </Section>
  );
}
