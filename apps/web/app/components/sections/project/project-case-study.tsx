import type { ProjectLayout, ProjectPage } from './project-data.ts';
import { isLiveHref } from '~/site-map/live.ts';
import { Section } from '~/components/ui/section.tsx';
import {
  type BlockquoteVariant,
  StyledBlockquote,
} from '~/components/sections/blockquote/styled-blockquote.tsx';
import {
  CallToAction,
  type CallToActionVariant,
} from '~/components/sections/call-to-action/call-to-action.tsx';
import { projectLayouts } from './project-layouts.tsx';
import { ProjectPager } from './project-pager.tsx';

const quotes: Record<ProjectLayout, BlockquoteVariant> = {
  showcase: 'centered',
  split: 'avatar',
  gallery: 'card',
  slider: 'avatar',
  editorial: 'large',
};
const ctas: Record<ProjectLayout, CallToActionVariant> = {
  showcase: 'boxed',
  split: 'banner',
  gallery: 'dark-art',
  slider: 'boxed',
  editorial: 'dark-art',
};

/** The call to action closing every case study. */
export interface ProjectCta {
  eyebrow: string;
  title: string;
  lead: string;
  /** The button's label. */
  label: string;
  /** Where the button leads: the first of these that is a registered page. */
  targets: readonly string[];
}

/** A case study in one of five layouts, closed by the client's words, the neighbouring projects and a call to action. */
export function ProjectCaseStudy({
  project,
  previous,
  next,
  cta,
  layout = project.layout,
}: {
  project: ProjectPage;
  previous: ProjectPage;
  next: ProjectPage;
  cta: ProjectCta;
  layout?: ProjectLayout;
}) {
  const href = cta.targets.find((target) => isLiveHref(target)) ?? '/';
  return (
    <div data-layout={layout}>
      {projectLayouts[layout](project)}
      <Section id="testimonial" spacing="md" width="narrow" label="What the client says">
        <StyledBlockquote data={project.quote} variant={quotes[layout]} />
      </Section>
      <ProjectPager previous={previous} next={next} />
      <CallToAction
        variant={ctas[layout]}
        data={{
          eyebrow: cta.eyebrow,
          title: cta.title,
          lead: cta.lead,
          action: { kind: 'link', label: cta.label, href },
          image: { ...project.hero, alt: '' },
        }}
      />
    </div>
  );
}
