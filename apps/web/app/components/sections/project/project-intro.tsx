import type { ProjectPage } from './project-data.ts';
import { cn } from '~/components/ui/cn.ts';

export type ProjectIntroSize = 'default' | 'display';
export type ProjectIntroAlign = 'left' | 'center';

const titles: Record<ProjectIntroSize, string> = {
  default: 'text-4xl font-extrabold sm:text-5xl lg:text-6xl',
  display:
    'font-display text-5xl leading-[0.95] font-extrabold tracking-tight sm:text-7xl lg:text-8xl',
};
const leads: Record<ProjectIntroSize, string> = {
  default: 'mt-5 text-lg sm:text-xl',
  display: 'mt-8 max-w-3xl text-xl leading-relaxed sm:text-2xl',
};
const aligns: Record<ProjectIntroAlign, string> = {
  left: 'text-start',
  center: 'mx-auto text-center',
};

/** The page's h1: the project's categories as an eyebrow, its title and one-line summary. */
export function ProjectIntro({
  project,
  size = 'default',
  align = 'left',
  className,
}: {
  project: ProjectPage;
  size?: ProjectIntroSize;
  align?: ProjectIntroAlign;
  className?: string;
}) {
  return (
    <header className={cn('max-w-4xl', aligns[align], className)}>
      <p className="text-brand mb-4 text-sm font-semibold tracking-[0.2em] uppercase">
        {project.categories.join(' · ')}
      </p>
      <h1 className={titles[size]}>{project.title}</h1>
      <p className={cn('text-muted', leads[size])}>{project.summary}</p>
    </header>
  );
}
