import { memo, type CSSProperties } from 'react';
import { isLiveHref } from '~/site-map/live.ts';
import { cn } from '~/components/ui/cn.ts';
import type { PortfolioCategoryTitles, PortfolioProject } from './portfolio-data.ts';
import { PortfolioTile } from './portfolio-tile.tsx';
import {
  itemClasses,
  listClasses,
  tileFits,
  type PortfolioListLayout,
  type PortfolioStyle,
} from './portfolio-variants.ts';

interface PortfolioListProps {
  projects: readonly PortfolioProject[];
  categoryTitles: PortfolioCategoryTitles;
  style: PortfolioStyle;
  layout: PortfolioListLayout;
  /** The tiles fade in as they appear (after a filter change; never on first paint). */
  fade: boolean;
  projectHref?: (project: PortfolioProject) => string;
}

/**
 * The tiles of a portfolio grid. Memoised: a render of the section that changes none of its props (a
 * filter button pressed, before the grid follows) leaves the tiles alone.
 */
export const PortfolioList = memo(function PortfolioList({
  projects,
  categoryTitles,
  style,
  layout,
  fade,
  projectHref,
}: PortfolioListProps) {
  const hrefOf = (project: PortfolioProject) => {
    const href = projectHref?.(project);
    return href && isLiveHref(href) ? href : undefined;
  };
  return (
    <ul data-layout={layout} data-style={style} className={listClasses[layout]}>
      {projects.map((project, index) => (
        <li
          key={project.id}
          data-motion={fade || undefined}
          style={
            layout === 'justified-gallery'
              ? ({
                  '--ratio': (project.img.width / project.img.height).toFixed(3),
                } as CSSProperties)
              : undefined
          }
          className={cn(
            itemClasses(layout, index),
            fade &&
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
  );
});
