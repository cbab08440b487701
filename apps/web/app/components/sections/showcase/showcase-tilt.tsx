import type { PointerEvent } from 'react';
import { Link } from 'react-router';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { numberOf, type ShowcaseVariantProps } from './showcase-data.ts';
import { ProjectMeta, ShowcaseAnnouncer, ShowcaseIntro } from './showcase-parts.tsx';
import { stack } from './showcase-variants.ts';
import { useArrowFocus, useShowcase } from './use-showcase.ts';

/** Largest tilt, in degrees, at a card's edge. */
export const maxTilt = 10;
const linkSelector = 'a[data-showcase-link]';

/** The card's tilt toward the pointer as custom properties (set on the element: no re-render per move). */
export function tiltAt(box: DOMRect, x: number, y: number): Record<string, string> {
  const px = Math.min(Math.max((x - box.left) / box.width, 0), 1);
  const py = Math.min(Math.max((y - box.top) / box.height, 0), 1);
  return {
    '--ry': `${((px - 0.5) * 2 * maxTilt).toFixed(2)}deg`,
    '--rx': `${((0.5 - py) * 2 * maxTilt).toFixed(2)}deg`,
    '--px': `${(px * 100).toFixed(1)}%`,
    '--py': `${(py * 100).toFixed(1)}%`,
  };
}

const tiltVars = ['--rx', '--ry', '--px', '--py'];

/**
 * A full-screen grid of project cards that tilt toward a mouse or pen (never for touch, never under reduced
 * motion: the `enhanced:` transform is not there and the handler does nothing). Focus lifts a card and
 * announces it; the arrow keys, Home and End move between cards.
 */
export function ShowcaseTilt({ id, heading, projects }: ShowcaseVariantProps) {
  const { live, active, announcement, go } = useShowcase(projects);
  const listRef = useArrowFocus<HTMLOListElement>(linkSelector);
  const tilt = (event: PointerEvent<HTMLElement>) => {
    if (!live || event.pointerType === 'touch') return;
    const card = event.currentTarget;
    for (const [name, value] of Object.entries(
      tiltAt(card.getBoundingClientRect(), event.clientX, event.clientY),
    ))
      card.style.setProperty(name, value);
  };
  const rest = (event: PointerEvent<HTMLElement>) => {
    for (const name of tiltVars) event.currentTarget.style.removeProperty(name);
  };
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-showcase="tilt"
      className={cn(stack.section, 'enhanced:min-h-svh')}
    >
      <div
        className={cn(
          stack.container,
          'enhanced:grid enhanced:gap-10 enhanced:pt-28 enhanced:pb-16 xl:enhanced:grid-cols-[minmax(0,1fr)_minmax(0,3fr)] xl:enhanced:items-center',
        )}
      >
        <ShowcaseIntro heading={heading} id={`${id}-title`} />
        <ol
          className={cn(
            stack.list,
            'enhanced:mt-0 enhanced:gap-6 md:enhanced:grid-cols-2 lg:enhanced:grid-cols-3 enhanced:[&>li]:perspective-[60rem]',
          )}
          ref={listRef}
        >
          {projects.map((project, index) => (
            <li
              key={project.key}
              data-card=""
              data-active={index === active || undefined}
              onPointerMove={tilt}
              onPointerLeave={rest}
            >
              {/* The item takes the pointer and holds the tilt; the card inside turns, so its moving edge
                  never leaves the pointer's hit area. */}
              <div
                data-motion=""
                className={cn(
                  stack.item,
                  'group/card enhanced:block rounded-card enhanced:rotate-x-[var(--rx,0deg)] enhanced:rotate-y-[var(--ry,0deg)] enhanced:transition-[translate,transform] enhanced:duration-300 enhanced:ease-out enhanced:focus-within:-translate-y-2 relative',
                )}
              >
                <div className={cn(stack.media, 'relative')}>
                  <ArtImage
                    {...project.image}
                    embed={index < 3}
                    className={cn(stack.image, 'enhanced:aspect-[3/2]')}
                  />
                  <div
                    aria-hidden="true"
                    className="enhanced:block pointer-events-none absolute inset-0 hidden bg-[radial-gradient(circle_at_var(--px,50%)_var(--py,50%),rgb(255_255_255/0.22),transparent_60%)] opacity-0 transition-opacity group-hover/card:opacity-100"
                  />
                </div>
                <div className="enhanced:mt-4">
                  <h2 className={cn(stack.title, 'enhanced:text-2xl')}>
                    <Link
                      to={project.href}
                      data-showcase-link=""
                      onFocus={() => live && go(index)}
                      className="hover:text-brand group-focus-within/card:text-brand after:absolute after:inset-0 after:content-['']"
                    >
                      <span className={cn(stack.number, 'me-2')}>{numberOf(index)}</span>
                      {project.title}
                    </Link>
                  </h2>
                  <ProjectMeta project={project} className="mt-1" />
                  <p className={cn(stack.summary, 'enhanced:sr-only')}>{project.summary}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <ShowcaseAnnouncer text={announcement} />
    </section>
  );
}
