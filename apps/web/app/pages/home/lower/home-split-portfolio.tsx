import { StyledBlockquote } from '~/components/sections/blockquote/styled-blockquote.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as c from '~/content/home/split-portfolio.ts';

/** The split-portfolio home page below its first screen: a chunk of its own (see home-split-portfolio.tsx). */
export default function HomeSplitPortfolioLower() {
  return (
    <>
      <Section id="about" tone="alt">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <SectionHeading {...c.aboutHeading} align="left" className="mb-0" />
          <StyledBlockquote variant="large" data={c.aboutQuote} />
        </div>
      </Section>
      <Section id="contact" width="narrow">
        <SectionHeading {...c.contactHeading} />
        <ContactForm variant="pill" label="Project enquiry" buttonLabel="Send to Maren" />
      </Section>
    </>
  );
}
