import type { ShowcaseProject } from '~/components/sections/showcase/showcase.tsx';
import { artImage } from '~/lib/artwork.ts';
import { portfolioCategoryTitles, portfolioProjects, projectPagePath } from './portfolio.ts';

/**
 * The portfolio showpieces' projects: the site's portfolio projects (title, client, year, categories, summary
 * and their case-study page), each with a picture drawn in the demo's palette. `picks` pairs a project's slug
 * with that picture's literal artwork path (the build draws every literal path it finds).
 */
export function showcaseProjects(
  picks: readonly (readonly [slug: string, image: string])[],
): ShowcaseProject[] {
  return picks.map(([slug, src]) => {
    const project = portfolioProjects.find((candidate) => candidate.slug === slug);
    if (!project) throw new Error(`showcase: no portfolio project "${slug}"`);
    return {
      key: project.slug,
      title: project.title,
      client: project.client,
      year: project.year,
      tags: project.categories.map((key) => portfolioCategoryTitles[key]),
      summary: project.summary,
      href: projectPagePath(project),
      image: artImage(src, project.img.alt),
    };
  });
}
