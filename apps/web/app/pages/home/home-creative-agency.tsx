import unbounded from '@fontsource-variable/unbounded/files/unbounded-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as c from '~/content/home/creative-agency.ts';
import { portfolioCategoryTitles, portfolioFilters } from '~/content/portfolio.ts';
import unboundedFallback from '~/fonts/unbounded-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Unbounded Variable', url: unbounded, weight: '200 900' },
];

/** A creative studio: a wall of work first, then clients, capabilities, numbers, praise and the journal. */
export default function HomeCreativeAgency() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ layout: 'left-menu-modern' }}
      footer={{ theme: 'brand', layout: 'centered', social: true, bottom: 'centered' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={unboundedFallback} />
      <Hero id="hero" variant="centered" data={c.hero} />
      <Portfolio
        categoryTitles={portfolioCategoryTitles}
        id="work"
        style="colorful"
        layout="masonry"
        projects={c.work}
        filters={portfolioFilters}
        heading={c.workHeading}
      />
      <Clients
        id="clients"
        variant="tinted"
        columns={6}
        clients={c.clients}
        heading={c.clientsHeading}
      />
      <InteractiveBanners
        id="capabilities"
        layout="grid"
        variant="zoom"
        columns={4}
        heading={c.capabilitiesHeading}
        slides={c.capabilities}
      />
      <Counters id="numbers" tone="alt" variant="plain" items={c.numbers} label="Studio numbers" />
      <Testimonials
        id="praise"
        variant="headline"
        columns={2}
        testimonials={c.praise}
        heading={c.praiseHeading}
      />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="journal"
        tone="alt"
        layout="metro"
        posts={c.journal}
        heading={c.journalHeading}
        authors={blogAuthors}
      />
      <CallToAction id="cta" variant="boxed" data={c.cta} />
    </PageLayout>
  );
}
