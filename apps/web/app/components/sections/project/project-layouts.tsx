import type { ReactNode } from 'react';
import type { ProjectLayout, ProjectPage } from './project-data.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { ImageGallery } from '~/components/sections/image-gallery/image-gallery.tsx';
import { ProjectChapter } from './project-chapter.tsx';
import { ProjectFacts } from './project-facts.tsx';
import { ProjectFigures } from './project-figures.tsx';
import { ProjectIntro } from './project-intro.tsx';
import { ProjectOverview } from './project-overview.tsx';
import { sliderLayout } from './project-slider-layout.tsx';

/** The wide picture under a title: embedded in the prerendered HTML, as it is the page's largest paint. */
function HeroImage({ project }: { project: ProjectPage }) {
  return (
    <div className="bg-surface">
      <ArtImage {...project.hero} embed className="h-auto max-h-[80vh] w-full object-cover" />
    </div>
  );
}

const chapterColumns = (project: ProjectPage, level: 'h2' | 'h3') => (
  <div className="grid gap-10 md:grid-cols-3">
    {project.chapters.map((chapter) => (
      <ProjectChapter key={chapter.key} chapter={chapter} variant="column" level={level} />
    ))}
  </div>
);

/** What each layout puts between the page's top and its closing pager and call to action. */
export const projectLayouts: Record<ProjectLayout, (project: ProjectPage) => ReactNode> = {
  // 01: title, full-width picture, then the overview beside a facts sidebar.
  showcase: (project) => (
    <>
      <Section id="project" spacing="md">
        <ProjectIntro project={project} />
      </Section>
      <HeroImage project={project} />
      <Section id="overview">
        <div className="grid gap-12 lg:grid-cols-[1fr_22rem] lg:gap-16">
          <div>
            <ProjectOverview paragraphs={project.overview} />
            <div className="mt-14">{chapterColumns(project, 'h3')}</div>
          </div>
          <div>
            <ProjectFacts project={project} variant="sidebar" className="lg:sticky lg:top-28" />
          </div>
        </div>
      </Section>
      <Section id="pictures" tone="alt" spacing="md" label="Project pictures">
        <ProjectFigures images={project.images} variant="pair" />
      </Section>
    </>
  ),
  // 02: a sticky text column beside a column of stacked pictures.
  split: (project) => (
    <>
      <Section id="project" spacing="md">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <ProjectIntro project={project} />
            <ProjectOverview paragraphs={project.overview} size="default" className="mt-10" />
            <ProjectFacts project={project} variant="compact" className="mt-10" />
          </div>
          <ProjectFigures images={project.images} variant="stack" priorityFirst />
        </div>
      </Section>
      <Section id="story" tone="alt" spacing="md" label="The story">
        {chapterColumns(project, 'h2')}
      </Section>
    </>
  ),
  // 03: an introduction, then a grid of pictures that open a lightbox.
  gallery: (project) => (
    <>
      <Section id="project" tone="alt" spacing="md">
        <ProjectIntro project={project} align="center" />
        <ProjectFacts project={project} variant="inline" className="mt-12" />
      </Section>
      <Section id="overview" width="narrow" spacing="md">
        <ProjectOverview paragraphs={project.overview} />
      </Section>
      <Section id="gallery" spacing="sm">
        <SectionHeading
          title="Gallery"
          lead="Select a picture to see it larger; the arrow keys move between pictures and Escape closes the view."
        />
        <ImageGallery
          images={project.images.map((image) => ({
            id: image.id,
            caption: image.caption,
            thumb: image.img,
            full: image.img,
          }))}
          label={`${project.title} gallery`}
        />
      </Section>
      <Section id="story" spacing="md">
        <SectionHeading title="The story" align="left" />
        {chapterColumns(project, 'h3')}
      </Section>
    </>
  ),
  // 04: a large slider first, then the story beside the facts.
  slider: sliderLayout,
  // 05: big type; challenge, approach and result, with figures that count up.
  editorial: (project) => {
    const [first, second, ...rest] = project.chapters;
    return (
      <>
        <Section id="project" spacing="lg">
          <ProjectIntro project={project} size="display" />
          <ProjectFacts project={project} variant="inline" className="mt-14" />
        </Section>
        <HeroImage project={project} />
        <Section id="overview" width="narrow">
          <ProjectOverview paragraphs={project.overview} size="lead" />
        </Section>
        <Section id="story" spacing="none" className="pb-20 md:pb-28">
          <div className="grid gap-16">
            {[first, second].map(
              (chapter) =>
                chapter && (
                  <ProjectChapter key={chapter.key} chapter={chapter} variant="editorial" />
                ),
            )}
          </div>
        </Section>
        <Section id="pictures" tone="alt" spacing="md" label="Project pictures">
          <ProjectFigures images={project.images} variant="pair" />
        </Section>
        <Section id="result" spacing="md">
          {rest.map((chapter) => (
            <ProjectChapter key={chapter.key} chapter={chapter} variant="editorial" />
          ))}
        </Section>
        <Counters
          id="figures"
          variant="divided"
          items={project.figures}
          heading={{ eyebrow: 'Impact', title: 'By the numbers' }}
        />
      </>
    );
  },
};
