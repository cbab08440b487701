import crimson from '@fontsource-variable/crimson-pro/files/crimson-pro-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { StyledBlockquote } from '~/components/sections/blockquote/styled-blockquote.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { Showcase } from '~/components/sections/showcase/showcase.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as c from '~/content/home/split-portfolio.ts';
import crimsonFallback from '~/fonts/crimson-pro-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Crimson Pro Variable', url: crimson, weight: '200 900' },
];

/** /home-split-portfolio: an art director's projects, picture and text halves sliding apart. */
export default function HomeSplitPortfolio() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ theme: 'transparent', hamburger: 'full', position: 'disable-fixed', search: false }}
      footer={{ theme: 'dark', layout: 'columns', social: true, bottom: 'links' }}
    >
      <DemoFonts faces={fonts} fallbacks={crimsonFallback} />
      <Showcase
        variant="split"
        heading={c.heading}
        projects={c.projects}
        labels={{ open: 'Read the case study' }}
      />
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
    </PageLayout>
  );
}
