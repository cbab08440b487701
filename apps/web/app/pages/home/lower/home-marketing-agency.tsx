import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { ProgressBars } from '~/components/sections/progress-bar/progress-bar.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as c from '~/content/home/marketing-agency.ts';

/** The marketing agency home page below its first screen: a chunk of its own (see home-marketing-agency.tsx). */
export default function HomeMarketingAgencyLower() {
  return (
    <>
      <Section id="skills" tone="alt">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <SectionHeading {...c.skillsHeading} align="left" className="mb-0" />
          <ProgressBars items={c.skills} variant="gradient" />
        </div>
      </Section>
      <Counters id="results" variant="divided" items={c.results} label="Results" />
      <ProcessSteps
        id="timeline"
        variant="timeline"
        steps={c.timeline}
        heading={c.timelineHeading}
      />
      <Clients
        id="clients"
        tone="alt"
        layout="carousel"
        variant="bordered"
        columns={5}
        clients={c.clients}
        heading={c.clientsHeading}
      />
      <Testimonials
        id="reviews"
        layout="carousel"
        variant="card"
        columns={2}
        testimonials={c.reviews}
        heading={c.reviewsHeading}
      />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="playbook"
        tone="alt"
        layout="overlay-image"
        posts={c.playbook}
        heading={c.playbookHeading}
        authors={{ names: blogAuthors }}
      />
      <CallToAction id="cta" variant="banner" data={c.cta} />
    </>
  );
}
