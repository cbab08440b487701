import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { StyledBlockquote } from '~/components/sections/blockquote/styled-blockquote.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { ProgressBars } from '~/components/sections/progress-bar/progress-bar.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as me from '~/content/pages/about-me.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** About me: a personal profile (one founder of the sample studio): intro, skills, career timeline, a quote. */
export default function AboutMePage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...me.aboutMeTitle} />
      <AboutImage id="profile" variant="badge" data={me.aboutMeIntro} />
      <Section id="skills" tone="alt" width="narrow">
        <SectionHeading {...me.skillsHeading} />
        <ProgressBars items={me.skills} />
      </Section>
      <ProcessSteps id="career" variant="timeline" heading={me.careerHeading} steps={me.career} />
      <Section id="quote" tone="alt" width="narrow" label="A favourite saying">
        <StyledBlockquote variant="large" data={me.aboutMeQuote} />
      </Section>
      <CallToAction id="cta" variant="boxed" data={me.aboutMeCta} />
    </PageLayout>
  );
}
