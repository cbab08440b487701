import { Accordion } from '~/components/sections/accordion/accordion.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { ParallaxBanner } from '~/components/sections/parallax/parallax-banner.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as c from '~/content/home/consulting.ts';

/** The consulting home page below its first screen: a chunk of its own (see home-consulting.tsx). */
export default function HomeConsultingLower() {
  return (
    <>
      <Section id="approach" tone="alt">
        <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <SectionHeading {...c.approachHeading} align="left" />
            <Accordion items={c.approach} variant="numbered" defaultOpen={['diagnosis']} />
          </div>
          <ArtImage {...c.approachImage} className="rounded-card w-full shadow-xl" />
        </div>
      </Section>
      <Counters id="results" variant="divided" columns={4} items={c.results} label="Results" />
      <Team
        id="partners"
        tone="alt"
        variant="classic"
        members={c.partners}
        heading={c.partnersHeading}
      />
      <ParallaxBanner id="retreats" data={c.banner} look="left" />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="insights"
        layout="clean"
        posts={c.insights}
        heading={c.insightsHeading}
        authors={{ names: blogAuthors }}
      />
      <CallToAction id="cta" variant="banner" data={c.cta} />
    </>
  );
}
