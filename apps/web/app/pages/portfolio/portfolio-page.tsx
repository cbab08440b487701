import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { portfolioDemos, portfolioRoutes } from '~/site-map/portfolio.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// A grid page and a case study share no section: each kind is a chunk of its own, and a page loads only the
// one it shows. The prerendered HTML has it all; the browser keeps it on screen until the chunk has arrived
// and hydrates it then (`lazyPart`).
const PortfolioGrid = lazyPart(() => import('./portfolio-grid.tsx').then((m) => m.PortfolioGrid));
const ProjectPage = lazyPart(() => import('./project-page.tsx').then((m) => m.ProjectPage));

/** The names of the case studies (single-project-page-01 … 05): the site map's rows that are no grid. */
export const caseStudyNames: ReadonlySet<string> = new Set(
  portfolioRoutes
    .map((row) => row.path.split('/')[2] ?? '')
    .filter((name) => !portfolioDemos.some((demo) => demo.name === name)),
);

/**
 * Every /portfolio/* page (one route, /portfolio/:demo): a project grid in the style and layout the path
 * names, or one of the five case studies (single-project-page-01 … 05); the not-found page otherwise.
 */
export default function PortfolioPage() {
  const { pathname } = useLocation();
  const [, group, name = '', ...rest] = pathname.replace(/\/$/, '').toLowerCase().split('/');
  if (group !== 'portfolio' || rest.length > 0) return <NotFoundPage />;

  const demo = portfolioDemos.find((entry) => entry.name === name);
  if (!demo && !caseStudyNames.has(name)) return <NotFoundPage />;
  return (
    <PageLayout>{demo ? <PortfolioGrid demo={demo} /> : <ProjectPage name={name} />}</PageLayout>
  );
}
