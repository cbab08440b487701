import { portfolioCategoryTitles, portfolioFilters } from '~/content/portfolio.ts';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as c from '~/content/home/creative-agency.ts';

/** The creative agency home page below its first screen: a chunk of its own (see home-creative-agency.tsx). */
export default function HomeCreativeAgencyLower() {
  return (
    <>
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
        authors={{ names: blogAuthors }}
      />
      <CallToAction id="cta" variant="boxed" data={c.cta} />
    </>
  );
}
