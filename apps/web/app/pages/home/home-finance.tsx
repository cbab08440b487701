import dmSerifDisplay from '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2?url';
import workSans from '@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { FancyTextBoxes } from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';
import { HeroForm } from '~/components/sections/hero/hero-form.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as finance from '~/content/home/finance.ts';
import dmSerifDisplayFallback from '~/fonts/dm-serif-display-fallback.css?inline';
import workSansFallback from '~/fonts/work-sans-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'DM Serif Display', url: dmSerifDisplay, weight: '400' },
  { family: 'Work Sans Variable', url: workSans, weight: '100 900' },
];

/** /home-finance: a wealth practice's home page opening on a call-back form. */
export default function HomeFinance() {
  return (
    <PageLayout
      theme={finance.theme}
      header={{ layout: 'center-logo' }}
      footer={{ layout: 'centered' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={dmSerifDisplayFallback + workSansFallback} />
      <HeroForm data={finance.financeHero} layout="card" />
      <Section id="where-we-help">
        <SectionHeading {...finance.financeHelpHeading} />
        <FancyTextBoxes items={finance.financeHelp} variant="border-grow" columns={4} />
      </Section>
      <AboutImage id="about" variant="overlay" tone="alt" data={finance.financeAbout} reverse />
      <Services
        id="industries"
        variant="image"
        columns={3}
        heading={finance.financeIndustriesHeading}
        items={finance.financeIndustries}
      />
      <Testimonials
        id="testimonials"
        variant="side"
        columns={1}
        layout="carousel"
        tone="alt"
        heading={{ eyebrow: 'Clients', title: 'Letters we keep in the drawer' }}
        testimonials={finance.financeTestimonials}
      />
      <Clients
        id="accreditations"
        variant="tinted"
        columns={4}
        spacing="md"
        heading={{ title: 'Accredited and audited by' }}
        clients={finance.financeAccreditations}
      />
      <CallToAction id="cta" variant="boxed" data={finance.financeCta} />
    </PageLayout>
  );
}
