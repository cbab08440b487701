import { cn } from '~/components/ui/cn.ts';

export type ProjectOverviewSize = 'default' | 'lead';

const looks: Record<ProjectOverviewSize, { title: string; body: string }> = {
  default: {
    title: 'text-3xl font-bold',
    body: 'text-muted mt-5 grid gap-5 text-lg leading-relaxed',
  },
  lead: {
    title: 'text-brand text-sm font-semibold tracking-[0.2em] uppercase',
    body: 'font-display text-ink mt-4 grid gap-6 text-2xl leading-relaxed sm:text-3xl',
  },
};

/** The project told in a few paragraphs, under an "Overview" heading. */
export function ProjectOverview({
  paragraphs,
  size = 'default',
  className,
}: {
  paragraphs: readonly string[];
  size?: ProjectOverviewSize;
  className?: string;
}) {
  const look = looks[size];
  return (
    <div className={className}>
      <h2 className={look.title}>Overview</h2>
      <div className={cn(look.body)}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
