import type { ProjectPage } from './project-data.ts';
import { cn } from '~/components/ui/cn.ts';

export type ProjectFactsVariant = 'sidebar' | 'inline' | 'compact';

const looks: Record<ProjectFactsVariant, { root: string; list: string; item: string }> = {
  sidebar: {
    root: 'bg-surface-alt rounded-card p-8',
    list: 'grid gap-6',
    item: 'border-line border-b pb-5 last:border-b-0 last:pb-0',
  },
  inline: {
    root: 'border-line border-y py-8',
    list: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
    item: '',
  },
  compact: {
    root: 'border-line border-t pt-8',
    list: 'grid grid-cols-2 gap-6',
    item: '',
  },
};

/** The project's facts (client, year, services, website) as a description list under its own heading. */
export function ProjectFacts({
  project,
  variant = 'sidebar',
  headingId,
  className,
}: {
  project: ProjectPage;
  variant?: ProjectFactsVariant;
  /** Id of the "Project facts" heading, for an enclosing landmark to be named by it. */
  headingId?: string;
  className?: string;
}) {
  const look = looks[variant];
  const facts = [
    { label: 'Client', value: project.client },
    { label: 'Year', value: project.year },
    { label: 'Services', value: project.services.join(', ') },
    { label: 'Website', value: project.website },
  ];
  return (
    <div className={cn(look.root, className)}>
      <h2
        id={headingId}
        className={cn('text-xl font-bold', variant === 'sidebar' ? 'mb-6' : 'sr-only')}
      >
        Project facts
      </h2>
      <dl className={look.list}>
        {facts.map((fact) => (
          <div key={fact.label} className={look.item}>
            <dt className="text-muted text-xs font-semibold tracking-[0.15em] uppercase">
              {fact.label}
            </dt>
            <dd className="text-ink mt-1 font-medium wrap-break-word">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
