import anton from '@fontsource/anton/files/anton-latin-400-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { ContactSplit } from '~/components/sections/contact-page/contact-split.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { ProgressBars } from '~/components/sections/progress-bar/progress-bar.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as kofi from '~/content/home/personal-portfolio.ts';
import { portfolioCategoryTitles, projectPagePath } from '~/content/portfolio.ts';
import antonFallback from '~/fonts/anton-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [{ family: 'Anton', url: anton, weight: '400' }];

/** /home-personal-portfolio: one designer's site, from hello to a message form. */
export default function HomePersonalPortfolio() {
  return (
    <PageLayout
      theme={kofi.theme}
      header={{ theme: 'dark', hamburger: 'modern' }}
      footer={{ theme: 'brand', layout: 'inline', social: true, bottom: 'simple' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={antonFallback} />
      <HeroStatement data={kofi.hero} hold={2200} />
      <AboutImage id="about" variant="badge" data={kofi.about} />
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
    </PageLayout>
  );
}
