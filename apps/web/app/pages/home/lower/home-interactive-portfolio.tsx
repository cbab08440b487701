import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as c from '~/content/home/interactive-portfolio.ts';

/** The interactive portfolio home page below its first screen: a chunk of its own (see home-interactive-portfolio.tsx). */
export default function HomeInteractivePortfolioLower() {
  return (
    <>
      <InfoBanner id="about" variant="dark-split" tone="alt" data={c.about} />
      <Section id="contact" width="narrow">
        <SectionHeading {...c.contactHeading} />
        <ContactForm variant="grid" label="Project enquiry" buttonLabel="Send enquiry" />
      </Section>
    </>
  );
}
