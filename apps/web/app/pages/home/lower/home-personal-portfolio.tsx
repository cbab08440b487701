import { ContactSplit } from '~/components/sections/contact-page/contact-split.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { ProgressBars } from '~/components/sections/progress-bar/progress-bar.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as kofi from '~/content/home/personal-portfolio.ts';
import { portfolioCategoryTitles, projectPagePath } from '~/content/portfolio.ts';

/** The personal-portfolio home page below its first screen: a chunk of its own (see home-personal-portfolio.tsx). */
export default function HomePersonalPortfolioLower() {
  return (
    <>
      <Section id="skills" tone="alt">
        <div className="grid items-start gap-12 lg:grid-cols-2 lg:gap-20">
          <SectionHeading {...kofi.skillsHeading} align="left" className="mb-0" />
          <ProgressBars items={kofi.skills} variant="striped" />
        </div>
      </Section>
      <Portfolio
        id="work"
        style="overlay"
        layout="masonry"
        categoryTitles={portfolioCategoryTitles}
        heading={kofi.workHeading}
        projects={kofi.work}
        projectHref={projectPagePath}
      />
      <Counters
        id="numbers"
        variant="divided"
        columns={4}
        spacing="md"
        tone="alt"
        items={kofi.numbers}
        label="Kofi in numbers"
      />
      <ContactSplit data={kofi.contact} as="h2">
        <ContactForm variant="boxed" buttonLabel="Send to Kofi" label="Message Kofi" />
      </ContactSplit>
    </>
  );
}
