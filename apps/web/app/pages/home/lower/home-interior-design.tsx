import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { FancyTextBoxes } from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import { demoPosts } from '~/content/home-posts.ts';
import * as interior from '~/content/home/interior-design.ts';
import { projectPagePath } from '~/content/portfolio.ts';

const journal = demoPosts(interior.journal);

/** The interior design home page below its first screen: a chunk of its own (see home-interior-design.tsx). */
export default function HomeInteriorDesignLower() {
  return (
    <>
      <Section id="services" tone="alt">
        <SectionHeading {...interior.servicesHeading} />
        <FancyTextBoxes items={interior.services} variant="big-number" columns={4} />
      </Section>
      <Counters
        id="numbers"
        variant="plain"
        columns={4}
        spacing="md"
        items={interior.interiorNumbers}
        label="Hollis & Rye in numbers"
      />
      <Portfolio
        id="rooms"
        style="colorful"
        layout="three-column"
        tone="alt"
        categoryTitles={interior.interiorCategoryTitles}
        filters={interior.interiorFilters}
        projectHref={(project) => (project.caseStudy ? projectPagePath(project) : '')}
        heading={{ eyebrow: 'Recent rooms', title: 'Finished, lived in, photographed' }}
        title="Recent rooms"
        projects={interior.interiorRooms}
      />
      <Testimonials
        id="letters"
        variant="centered"
        layout="carousel"
        columns={1}
        heading={interior.testimonialsHeading}
        testimonials={interior.interiorQuotes}
      />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="journal"
        layout="simple"
        tone="alt"
        posts={journal}
        heading={interior.journalHeading}
        authors={{ names: blogAuthors, avatars: blogAuthorAvatars }}
      />
      <CallToAction id="consult" variant="banner" data={interior.consultCta} />
    </>
  );
}
