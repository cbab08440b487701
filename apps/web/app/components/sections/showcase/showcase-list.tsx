import { Link } from 'react-router';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { numberOf, type ShowcaseVariantProps } from './showcase-data.ts';
import { ProjectMeta, ShowcaseAnnouncer, ShowcaseIntro } from './showcase-parts.tsx';
import { stack } from './showcase-variants.ts';
import { useArrowFocus, useShowcase } from './use-showcase.ts';

const linkSelector = 'a[data-showcase-link]';

/**
 * A full-screen list of project titles over the current project's picture: pointing at a title or focusing it
 * cross-fades the background to that project's picture. The pictures sit in the list items; under `enhanced:`
 * they fill the section behind the titles (the section is their containing block).
 */
export function ShowcaseList({ id, heading, projects }: ShowcaseVariantProps) {
  const { live, active, announcement, go } = useShowcase(projects);
  const listRef = useArrowFocus<HTMLOListElement>(linkSelector);
  // Pointing re-renders only on a change; focus always announces (the first title is current from the start).
  const show = (index: number, always = false) => {
    if (live && (always || index !== active)) go(index);
  };
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-showcase="list"
      className={cn(stack.section, 'enhanced:flex enhanced:min-h-svh enhanced:items-center')}
    >
      <div
        className={cn(
          stack.container,
          'enhanced:grid enhanced:gap-10 enhanced:pt-28 lg:enhanced:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:enhanced:items-end',
        )}
      >
        <ShowcaseIntro heading={heading} id={`${id}-title`} className="enhanced:self-start" />
        <ol className={cn(stack.list, 'enhanced:mt-0 enhanced:gap-1')} ref={listRef}>
          {projects.map((project, index) => (
            <li
              key={project.key}
              data-active={index === active || undefined}
              onPointerEnter={() => show(index)}
              className={cn(stack.item, 'group/item enhanced:block')}
            >
              <div
                aria-hidden={(live && index !== active) || undefined}
                data-motion=""
                className={cn(
                  stack.media,
                  'enhanced:absolute enhanced:inset-0 enhanced:-z-20 enhanced:rounded-none enhanced:opacity-0 enhanced:transition-opacity enhanced:duration-700 enhanced:group-data-active/item:opacity-100',
                )}
              >
                <ArtImage
                  {...project.image}
                  embed={index === 0}
                  className={cn(stack.image, 'enhanced:aspect-auto enhanced:h-full')}
                />
              </div>
              <div>
                <h2
                  className={cn(
                    stack.title,
                    'enhanced:text-4xl sm:enhanced:text-5xl xl:enhanced:text-6xl',
                  )}
                >
                  <Link
                    to={project.href}
                    data-showcase-link=""
                    onFocus={() => show(index, true)}
                    className="enhanced:text-white/70 enhanced:transition-colors enhanced:group-data-active/item:text-brand hover:text-brand"
                  >
                    <span className={cn(stack.number, 'enhanced:text-white/70 me-3 align-super')}>
                      {numberOf(index)}
                    </span>
                    {project.title}
                  </Link>
                </h2>
                <ProjectMeta
                  project={project}
                  className="enhanced:mt-0 enhanced:text-white/75 mt-2"
                />
                <p className={cn(stack.summary, 'enhanced:sr-only')}>{project.summary}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div
        aria-hidden="true"
        className="enhanced:absolute enhanced:inset-0 enhanced:-z-10 enhanced:block enhanced:bg-linear-to-r enhanced:rtl:bg-linear-to-l enhanced:from-black/90 enhanced:via-black/70 enhanced:to-black/45 hidden"
      />
      <ShowcaseAnnouncer text={announcement} />
    </section>
  );
}
