import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import {
  portfolioCategoryTitles,
  portfolioFilters,
  portfolioProjects,
  projectPagePath,
} from '~/content/portfolio.ts';
import type { PortfolioDemo } from '~/site-map/portfolio.ts';

/**
 * A /portfolio/<style>-<layout> page's content: its title and the project grid in the style and layout it
 * names. Its own chunk (portfolio-page.tsx loads it): the case studies' pages do not carry the grid.
 */
export function PortfolioGrid({ demo }: { demo: PortfolioDemo }) {
  return (
    <>
      <PageTitle
        title={demo.title}
        eyebrow="Portfolio"
        lead={demo.description}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Portfolio', href: '/portfolio' },
          { label: demo.title, href: `/portfolio/${demo.name}` },
        ]}
      />
      <Portfolio
        projects={portfolioProjects}
        categoryTitles={portfolioCategoryTitles}
        style={demo.style}
        layout={demo.layout}
        filters={demo.layout === 'scattered' ? undefined : portfolioFilters}
        projectHref={projectPagePath}
        title={`${demo.title}: projects`}
      />
    </>
  );
}
