import { useState, type CSSProperties } from 'react';
import { isLiveHref } from '~/site-map/links.ts';
import { cn } from '~/components/ui/cn.ts';
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
import { PortfolioTile } from './portfolio-tile.tsx';
import {
  itemClasses,
  layoutWidths,
  listClasses,
  tileFits,
  type PortfolioLayout,
  type PortfolioStyle,
} from './portfolio-variants.ts';

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
  const available = filters?.filter(({ key }) =>
    key === 'all' ? true : projects.some((project) => project.categories.includes(key)),
  );
  const shown = projectsIn(active, projects);
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
          <ul key={active} data-layout={layout} data-style={style} className={listClasses[layout]}>
            {shown.map((project, index) => (
              <li
                key={project.id}
                data-motion={changed || undefined}
                style={
                  layout === 'justified-gallery'
                    ? ({
                        '--ratio': (project.img.width / project.img.height).toFixed(3),
                      } as CSSProperties)
                    : undefined
                }
                className={cn(
                  itemClasses(layout, index),
                  changed &&
                    'transition duration-500 motion-reduce:transition-none starting:translate-y-4 starting:opacity-0',
                )}
              >
                <PortfolioTile
                  project={project}
                  categoryTitles={categoryTitles}
                  variant={style}
                  fit={tileFits[layout]}
                  index={index}
                  href={hrefOf(project)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
