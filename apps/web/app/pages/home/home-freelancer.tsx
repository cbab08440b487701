import leagueSpartan from '@fontsource-variable/league-spartan/files/league-spartan-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { ContactForm } from '~/components/sections/contact-form/contact-form.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { FancyTextBoxes } from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as lena from '~/content/home/freelancer.ts';
import { portfolioCategoryTitles } from '~/content/portfolio.ts';
import leagueSpartanFallback from '~/fonts/league-spartan-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { themeStyle } from '~/lib/demo-theme.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'League Spartan Variable', url: leagueSpartan, weight: '100 900' },
];

/** /home-freelancer: a freelance engineer's one-page site with a dark opening half and a light working half. */
export default function HomeFreelancer() {
  return (
    <PageLayout
      theme={lena.theme}
      header={{ theme: 'light', layout: 'one-page', sections: lena.sections, sidePanel: false }}
      footer={{ theme: 'light', layout: 'centered', social: true, bottom: 'centered' }}
    >
      <DemoFonts faces={fonts} fallbacks={leagueSpartanFallback} />
      <div style={themeStyle(lena.darkHalf)} className="bg-inverse">
        <HeroStatement data={lena.hero} look="outline" />
        <Counters
          id="numbers"
          variant="plain"
          columns={4}
          spacing="sm"
          tone="dark"
          items={lena.numbers}
          label="Lena in numbers"
        />
      </div>
      <Section id="services">
        <SectionHeading {...lena.servicesHeading} />
        <FancyTextBoxes variant="big-number" columns={4} items={lena.services} />
      </Section>
      <Portfolio
        id="work"
        tone="alt"
        style="switch-image"
        layout="three-column"
        categoryTitles={portfolioCategoryTitles}
        heading={lena.workHeading}
        projects={lena.work}
      />
      <Clients
        id="clients"
        variant="tinted"
        columns={5}
        spacing="md"
        heading={lena.clientsHeading}
        clients={lena.clients}
      />
      <Section id="contact" tone="alt">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-20">
          <div>
            <SectionHeading {...lena.contactHeading} align="left" />
            <ul className="grid gap-3">
              {lena.availability.map((line) => (
                <li key={line} className="flex items-center gap-3">
                  <Icon name="check" size={18} className="text-brand" />
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <ContactForm variant="grid" buttonLabel="Send to Lena" label="Write to Lena" />
        </div>
      </Section>
    </PageLayout>
  );
}
