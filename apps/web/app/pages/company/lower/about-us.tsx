import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { testimonials } from '~/content/elements/testimonials.ts';
import * as about from '~/content/pages/about-us.ts';
import { teamGroups } from '~/content/pages/our-team.ts';

const leadership = teamGroups.find((group) => group.key === 'leadership')?.members ?? [];

/**
 * About us below the first screens: the founders, client quotes and the call to work together. Loaded
 * apart from the page (`../about-us.tsx`), so the team and quote cards, their carousel code, the whole team's
 * data and the subscribe form the call to action can hold are not in the page's first-load JS.
 */
export default function AboutUsLower() {
  return (
    <>
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
    </>
  );
}
