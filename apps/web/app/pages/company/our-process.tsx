import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Accordion } from '~/components/sections/accordion/accordion.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as ourProcess from '~/content/pages/our-process.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** Our process: six numbered steps, what each step delivers (accordion), a few numbers and a first call. */
export default function OurProcessPage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...ourProcess.ourProcessTitle} />
      <ProcessSteps
        id="steps"
        variant="cards"
        heading={ourProcess.stepsHeading}
        steps={ourProcess.processSteps}
      />
      <Section id="deliverables" tone="alt" width="narrow">
        <SectionHeading {...ourProcess.deliverablesHeading} />
        <Accordion items={ourProcess.deliverables} defaultOpen={['discover']} />
      </Section>
      <Counters
        id="numbers"
        variant="cards"
        columns={4}
        items={ourProcess.processStats}
        label="Our process in numbers"
      />
      <CallToAction id="cta" variant="boxed" data={ourProcess.ourProcessCta} />
    </PageLayout>
  );
}
