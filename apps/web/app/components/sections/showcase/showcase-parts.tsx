import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import type { ShowcaseHeading, ShowcaseProject } from './showcase-data.ts';

/** The polite live region: "Project 2 of 6: …" after each change (empty until the visitor moves). */
export function ShowcaseAnnouncer({ text }: { text: string }) {
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-showcase-announcer="">
      {text}
    </p>
  );
}

/** Eyebrow, the page's h1 and a lead. */
export function ShowcaseIntro({
  heading,
  id,
  className,
}: {
  heading: ShowcaseHeading;
  id: string;
  className?: string;
}) {
  return (
    <div className={cn('max-w-xl', className)}>
      {heading.eyebrow && (
        <p className="text-brand mb-3 text-sm font-semibold tracking-[0.2em] uppercase">
          {heading.eyebrow}
        </p>
      )}
      <h1 id={id} className="font-display text-3xl leading-tight font-bold sm:text-4xl">
        {heading.title}
      </h1>
      {heading.lead && <p className="text-muted mt-4 text-lg">{heading.lead}</p>}
    </div>
  );
}

/** "Client · 2026 · Branding, Print". */
export function ProjectMeta({
  project,
  className,
}: {
  project: ShowcaseProject;
  className?: string;
}) {
  return (
    <p className={cn('text-muted text-sm', className)}>
      {project.client} · {project.year} · {project.tags.join(', ')}
    </p>
  );
}

/** A link to the case study: its visible words, then the project's title for screen readers. */
export function CaseStudyLink({
  project,
  label,
  className,
}: {
  project: ShowcaseProject;
  label: string;
  className?: string;
}) {
  return (
    <Link
      to={project.href}
      className={cn(
        'text-brand inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline',
        className,
      )}
    >
      {label}
      <span className="sr-only">: {project.title}</span>
      <span aria-hidden="true">→</span>
    </Link>
  );
}
