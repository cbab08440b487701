import bricolage from '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { ProgressBars } from '~/components/sections/progress-bar/progress-bar.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as c from '~/content/home/marketing-agency.ts';
import bricolageFallback from '~/fonts/bricolage-grotesque-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Bricolage Grotesque Variable', url: bricolage, weight: '200 800' },
];

/** A growth marketing agency on a dark page: channels, results, a campaign timeline, clients and its playbook. */
export default function HomeMarketingAgency() {
  return (
    <PageLayout
      theme={c.theme}
      header={{ theme: 'dark', hamburger: 'full' }}
      footer={{ theme: 'dark', layout: 'mega', band: 'statement', social: true, bottom: 'simple' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={bricolageFallback} />
      <Hero id="hero" variant="dark-art" data={c.hero} />
      <AboutImage id="about" variant="overlay" reverse data={c.about} />
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
        authors={blogAuthors}
      />
      <CallToAction id="cta" variant="banner" data={c.cta} />
    </PageLayout>
  );
}
