import { Link } from 'react-router';
import type { ProjectPage } from './project-data.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import { Icon } from '~/components/ui/icon.tsx';

/** Path of a case-study page. */
export const projectHref = (project: ProjectPage) => `/portfolio/${project.name}`;

/** Previous / next case study: two large links with the neighbours' pictures and titles. */
export function ProjectPager({ previous, next }: { previous: ProjectPage; next: ProjectPage }) {
  return (
    <nav aria-label="More projects" className="border-line border-t py-12 md:py-16">
      <Container>
        <ul className="grid gap-6 sm:grid-cols-2">
          <PagerLink project={previous} direction="previous" />
          <PagerLink project={next} direction="next" />
        </ul>
      </Container>
    </nav>
  );
}

function PagerLink({
  project,
  direction,
}: {
  project: ProjectPage;
  direction: 'previous' | 'next';
}) {
  const isNext = direction === 'next';
  return (
    <li>
      <Link
        to={projectHref(project)}
        prefetch="intent"
        rel={isNext ? 'next' : 'prev'}
        className={cn(
          'group rounded-card hover:bg-surface-alt focus-visible:ring-brand flex items-center gap-5 p-3 transition-colors focus-visible:ring-2 focus-visible:outline-none',
          isNext && 'flex-row-reverse text-end',
        )}
      >
        <ArtImage
          src={project.hero.src}
          alt=""
          width={project.hero.width}
          height={project.hero.height}
          className="rounded-card aspect-square size-20 shrink-0 object-cover sm:size-24"
        />
        <span className="min-w-0 flex-1">
          <span
            className={cn(
              'text-muted flex items-center gap-2 text-xs font-semibold tracking-[0.15em] uppercase',
              isNext && 'justify-end',
            )}
          >
            {!isNext && <Icon name="arrow-left" size={16} />}
            {isNext ? 'Next project' : 'Previous project'}
            {isNext && <Icon name="arrow-right" size={16} />}
          </span>
          <span className="text-ink group-hover:text-brand mt-1 block text-xl font-bold transition-colors sm:text-2xl">
            {project.title}
          </span>
        </span>
      </Link>
    </li>
  );
}
