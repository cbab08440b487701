import type { ProjectPage } from './project-data.ts';
import { Section } from '~/components/ui/section.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { ProjectChapter } from './project-chapter.tsx';
import { ProjectFacts } from './project-facts.tsx';
import { ProjectIntro } from './project-intro.tsx';
import { ProjectSlider } from './project-slider.tsx';

/** The `slider` layout of `projectLayouts` (04). */
export const sliderLayout = (project: ProjectPage) => (
  <>
    <Section id="pictures" spacing="sm" width="wide" label="Project pictures">
      <ProjectSlider images={project.images} label={`${project.title} pictures`} />
    </Section>
    <Section id="project" spacing="md">
      <div className="grid gap-12 lg:grid-cols-[1fr_22rem] lg:gap-16">
        <div>
          <ProjectIntro project={project} />
          <div className="text-muted mt-8 grid gap-5 text-lg leading-relaxed">
            {project.overview.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-14 grid gap-12">
            {project.chapters.map((chapter) => (
              <ProjectChapter key={chapter.key} chapter={chapter} variant="stacked" />
            ))}
          </div>
        </div>
        <div>
          <ProjectFacts project={project} variant="sidebar" className="lg:sticky lg:top-28" />
        </div>
      </div>
    </Section>
    <Counters id="figures" variant="cards" tone="alt" items={project.figures} label="Figures" />
  </>
);
