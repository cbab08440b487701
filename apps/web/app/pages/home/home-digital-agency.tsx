import syne from '@fontsource-variable/syne/files/syne-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import * as agency from '~/content/home/digital-agency.ts';
import { portfolioCategoryTitles, portfolioFilters } from '~/content/portfolio.ts';
import syneFallback from '~/fonts/syne-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [{ family: 'Syne Variable', url: syne, weight: '400 800' }];

/** /home-digital-agency: a product studio's home page opening on a statement in very large type. */
export default function HomeDigitalAgency() {
  return (
    <PageLayout
      theme={agency.theme}
      header={{ theme: 'dark' }}
      footer={{ theme: 'dark', layout: 'inline' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={syneFallback} />
      <HeroStatement data={agency.digitalAgencyHero} />
      <Counters
        id="statistics"
        variant="plain"
        columns={4}
        spacing="md"
        items={agency.digitalAgencyStats}
        label="Kiln in numbers"
      />
      <Portfolio
        categoryTitles={portfolioCategoryTitles}
        id="work"
        style="colorful"
        layout="metro"
        filters={portfolioFilters}
        heading={{ eyebrow: 'Selected work', title: 'Things we made this year' }}
        projects={agency.digitalAgencyWork}
      />
      <Services
        id="services"
        variant="dark"
        tone="dark"
        columns={4}
        heading={agency.digitalAgencyServicesHeading}
        items={agency.digitalAgencyServices}
      />
      <Testimonials
        id="testimonials"
        variant="minimal"
        columns={3}
        tone="alt"
        heading={{ eyebrow: 'Clients', title: 'In their words' }}
        testimonials={agency.digitalAgencyQuotes}
      />
      <Clients
        id="clients"
        variant="inverse"
        tone="dark"
        columns={6}
        spacing="md"
        label="Clients"
        clients={agency.digitalAgencyClients}
      />
      <CallToAction id="cta" variant="dark-art" data={agency.digitalAgencyCta} />
    </PageLayout>
  );
}
