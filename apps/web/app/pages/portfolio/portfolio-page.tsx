import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { ProjectCaseStudy } from '~/components/sections/project/project-case-study.tsx';
import {
  portfolioCategoryTitles,
  portfolioFilters,
  portfolioProjects,
  projectPagePath,
} from '~/content/portfolio.ts';
import { projectCta, projectWithSiblings } from '~/content/project-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { portfolioDemos } from '~/site-map/portfolio.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';

export const meta = pageMeta;

/**
 * Every /portfolio/* page (one route, /portfolio/:demo): a project grid in the style and layout the path
 * names, or one of the five case studies (single-project-page-01 … 05); the not-found page otherwise.
 */
export default function PortfolioPage() {
  const { pathname } = useLocation();
  const [, group, name = '', ...rest] = pathname.replace(/\/$/, '').toLowerCase().split('/');
  if (group !== 'portfolio' || rest.length > 0) return <NotFoundPage />;

  const caseStudy = projectWithSiblings(name);
  if (caseStudy)
    return (
      <PageLayout>
        <ProjectCaseStudy {...caseStudy} cta={projectCta} />
      </PageLayout>
    );

  const demo = portfolioDemos.find((entry) => entry.name === name);
  if (!demo) return <NotFoundPage />;
  return (
    <PageLayout>
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
    </PageLayout>
  );
}
