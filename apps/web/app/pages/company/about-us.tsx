import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { testimonials } from '~/content/elements/testimonials.ts';
import * as about from '~/content/pages/about-us.ts';
import { teamGroups } from '~/content/pages/our-team.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const leadership = teamGroups.find((group) => group.key === 'leadership')?.members ?? [];

/** About us: who we are, numbers, values, the founders, client quotes and a call to work together. */
export default function AboutUsPage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...about.aboutUsTitle} />
      <AboutImage id="about" variant="stacked" data={about.aboutUsIntro} />
      <Counters
        id="numbers"
        variant="divided"
        columns={4}
        items={about.aboutUsStats}
        tone="alt"
        label="Contrail in numbers"
      />
      <IconWithText
        id="values"
        variant="boxed"
        columns={4}
        heading={about.valuesHeading}
        items={about.values}
      />
      <Team
        id="leadership"
        variant="overlay"
        columns={3}
        tone="alt"
        heading={about.leadershipHeading}
        members={leadership}
      />
      <Testimonials
        id="testimonials"
        variant="card"
        heading={about.testimonialsHeading}
        testimonials={testimonials.slice(0, 3)}
      />
      <CallToAction id="cta" variant="split" data={about.aboutUsCta} />
    </PageLayout>
  );
}
