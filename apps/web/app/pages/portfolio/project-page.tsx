import { ProjectCaseStudy } from '~/components/sections/project/project-case-study.tsx';
import { projectCta, projectWithSiblings } from '~/content/project-pages.ts';

/**
 * A /portfolio/single-project-page-0N page's content: the case study and its neighbours; null for a name
 * that is no case study. Its own chunk (portfolio-page.tsx loads it): the grids' pages do not carry the
 * case studies' text and layouts.
 */
export function ProjectPage({ name }: { name: string }) {
  const caseStudy = projectWithSiblings(name);
  return caseStudy ? <ProjectCaseStudy {...caseStudy} cta={projectCta} /> : null;
}
