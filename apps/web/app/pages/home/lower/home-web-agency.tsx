import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import { portfolioCategoryTitles } from '~/content/portfolio.ts';
import * as c from '~/content/home/web-agency.ts';

/** The web-agency home page below its first screen: a chunk of its own (see home-web-agency.tsx). */
export default function HomeWebAgencyLower() {
  return (
    <>
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
        authors={{ names: blogAuthors }}
      />
      <CallToAction id="cta" variant="dark-art" data={{ ...c.cta, image: c.hero.image }} />
    </>
  );
}
