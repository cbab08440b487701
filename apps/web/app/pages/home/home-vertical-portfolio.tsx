import { PageLayout } from '~/components/layout/page-layout.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Showcase } from '~/components/sections/showcase/showcase.tsx';
import { TextBoxes } from '~/components/sections/text-box/text-boxes.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as c from '~/content/home/vertical-portfolio.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** /home-vertical-portfolio: a wayfinding studio's projects as full-height slides. */
export default function HomeVerticalPortfolio() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ theme: 'transparent', hamburger: 'full', sidePanel: false }}
      footer={{ theme: 'dark', layout: 'split', bottom: 'simple' }}
    >
      <Showcase variant="vertical" heading={c.heading} projects={c.projects} />
      <Section id="about" tone="alt">
        <SectionHeading {...c.aboutHeading} align="left" />
        <TextBoxes variant="numbered" columns={3} items={c.principles} />
      </Section>
      <CallToAction id="contact" variant="boxed" data={c.contact} />
    </PageLayout>
  );
}
