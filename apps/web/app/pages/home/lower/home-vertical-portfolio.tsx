import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { TextBoxes } from '~/components/sections/text-box/text-boxes.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as c from '~/content/home/vertical-portfolio.ts';

/** /home-vertical-portfolio below its first screen (the page loads it through `lazySections`). */
export default function VerticalPortfolioSections() {
  return (
    <>
      <Section id="about" tone="alt">
        <SectionHeading {...c.aboutHeading} align="left" />
        <TextBoxes variant="numbered" columns={3} items={c.principles} />
      </Section>
      <CallToAction id="contact" variant="boxed" data={c.contact} />
    </>
  );
}
