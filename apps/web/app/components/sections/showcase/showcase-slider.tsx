import type { CSSProperties } from 'react';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { numberOf, type ShowcaseVariantProps } from './showcase-data.ts';
import { CaseStudyLink, ProjectMeta, ShowcaseAnnouncer, ShowcaseIntro } from './showcase-parts.tsx';
import { ShowcaseSliderNav } from './showcase-slider-nav.tsx';
import { sliderLooks, stack, type SliderMode } from './showcase-variants.ts';
import { useShowcase } from './use-showcase.ts';
import { useSliderControls } from './use-slider-controls.ts';

/**
 * A full-screen slider: one project per screen, moved by the wheel, the arrow and Page keys, Home/End, the
 * buttons and a swipe. `vertical` moves the whole slide; `split` moves its picture half and its text half in
 * opposite directions. Each slide's `--offset` (its distance from the current one) drives the CSS.
 */
export function ShowcaseSlider({
  mode,
  id,
  heading,
  projects,
  labels,
}: ShowcaseVariantProps & { mode: SliderMode }) {
  const { live, active, announcement, go, count } = useShowcase(projects);
  const rootRef = useSliderControls({ live, active, count, go });
  const look = sliderLooks[mode];
  return (
    <section
      ref={rootRef}
      id={id}
      aria-labelledby={`${id}-title`}
      data-showcase={mode}
      className={cn(stack.section, look.section, live && active < count - 1 && look.touch)}
    >
      <div className={cn(stack.container, 'enhanced:contents')}>
        <ShowcaseIntro heading={heading} id={`${id}-title`} className={look.intro} />
        <ol className={cn(stack.list, 'enhanced:mt-0')}>
          {projects.map((project, index) => (
            <li
              key={project.key}
              data-slide={index}
              data-active={index === active || undefined}
              inert={live && index !== active}
              style={{ '--offset': index - active } as CSSProperties}
              className={cn(stack.item, look.slide)}
            >
              <div className={cn(stack.media, look.media)} data-motion="">
                <ArtImage
                  {...project.image}
                  embed={index === 0}
                  className={cn(stack.image, 'enhanced:aspect-auto enhanced:h-full')}
                />
              </div>
              <div className={look.text} data-motion="">
                <p className={stack.number}>
                  {numberOf(index)} <span className="sr-only">of {count}</span>
                </p>
                <h2 className={cn(stack.title, 'mt-2', look.title)}>{project.title}</h2>
                <ProjectMeta project={project} className="mt-3" />
                <p className={stack.summary}>{project.summary}</p>
                <CaseStudyLink project={project} label={labels.open} className="mt-5" />
              </div>
            </li>
          ))}
        </ol>
      </div>
      <ShowcaseSliderNav
        active={active}
        count={count}
        go={go}
        labels={labels}
        axis={mode === 'vertical' ? 'y' : 'x'}
        className={look.nav}
      />
      <ShowcaseAnnouncer text={announcement} />
    </section>
  );
}
