import instrumentSans from '@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import { portfolioCategoryTitles } from '~/content/portfolio.ts';
import * as c from '~/content/home/web-agency.ts';
import instrumentSansFallback from '~/fonts/instrument-sans-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Instrument Sans Variable', url: instrumentSans, weight: '400 700' },
];

/** A web studio: split hero, what it builds, its six-week process, builds, engineers, numbers, notes. */
export default function HomeWebAgency() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ topBar: true, search: true }}
      footer={{ theme: 'dark', layout: 'columns', band: 'contact', bottom: 'simple' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={instrumentSansFallback} />
      <Hero id="hero" variant="split" data={c.hero} />
      <Services
        id="services"
        variant="cards"
        tone="alt"
        items={c.services}
        columns={4}
        heading={c.servicesHeading}
      />
      <ProcessSteps id="process" variant="connected" steps={c.process} heading={c.processHeading} />
      <Portfolio
        categoryTitles={portfolioCategoryTitles}
        id="work"
        tone="alt"
        style="classic"
        layout="three-column"
        projects={c.work}
        heading={c.workHeading}
      />
      <Team id="team" layout="carousel" variant="card" members={c.team} heading={c.teamHeading} />
      <Counters id="numbers" variant="brand" items={c.stats} label="Studio numbers" />
      <Testimonials
        id="testimonials"
        variant="outline"
        testimonials={c.testimonials}
        heading={c.testimonialsHeading}
      />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="notes"
        tone="alt"
        layout="grid"
        posts={c.notes}
        heading={c.notesHeading}
        authors={blogAuthors}
      />
      <CallToAction id="cta" variant="dark-art" data={{ ...c.cta, image: c.hero.image }} />
    </PageLayout>
  );
}
