import { PageLayout } from '~/components/layout/page-layout.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { TextColumns } from '~/components/sections/columns/text-columns.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { ImageGallery } from '~/components/sections/image-gallery/image-gallery.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as story from '~/content/pages/our-story.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** Our story: how the studio began, a timeline of milestones, numbers, the studios in a gallery. */
export default function OurStoryPage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...story.ourStoryTitle} />
      <Section id="beginning">
        <SectionHeading {...story.beginningHeading} />
        <TextColumns variant="lead" items={story.beginning} />
      </Section>
      <ProcessSteps
        id="timeline"
        variant="timeline"
        tone="alt"
        heading={story.timelineHeading}
        steps={story.timeline}
      />
      <Counters
        id="numbers"
        variant="brand"
        columns={4}
        items={story.storyStats}
        label="Our story in numbers"
      />
      <Section id="studios">
        <SectionHeading {...story.studiosHeading} />
        <ImageGallery images={story.studios} columns={4} label="Our studios" />
      </Section>
      <CallToAction id="cta" variant="banner" data={story.ourStoryCta} />
    </PageLayout>
  );
}
