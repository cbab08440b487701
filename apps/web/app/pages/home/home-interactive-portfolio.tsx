import funnel from '@fontsource-variable/funnel-display/files/funnel-display-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { Showcase } from '~/components/sections/showcase/showcase.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as c from '~/content/home/interactive-portfolio.ts';
import funnelFallback from '~/fonts/funnel-display-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Funnel Display Variable', url: funnel, weight: '300 800' },
];

/** /home-interactive-portfolio: a studio's work as a list of titles over a cross-fading picture. */
export default function HomeInteractivePortfolio() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ theme: 'transparent', hamburger: 'half', search: false }}
      footer={{ theme: 'dark', layout: 'centered', social: true, bottom: 'centered' }}
    >
      <DemoFonts faces={fonts} fallbacks={funnelFallback} />
      <Showcase variant="list" heading={c.heading} projects={c.projects} />
      <InfoBanner id="about" variant="dark-split" tone="alt" data={c.about} />
      <Section id="contact" width="narrow">
        <SectionHeading {...c.contactHeading} />
        <ContactForm variant="grid" label="Project enquiry" buttonLabel="Send enquiry" />
      </Section>
    </PageLayout>
  );
}
