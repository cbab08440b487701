import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as c from '~/content/home/interactive-portfolio.ts';

/** /home-interactive-portfolio below its first screen (the page loads it through `lazySections`). */
export default function InteractivePortfolioSections() {
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
