import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { teamGroups } from '~/content/pages/our-team.ts';
import * as who from '~/content/pages/who-we-are.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const founders = teamGroups.find((group) => group.key === 'leadership')?.members ?? [];

/** Who we are: the studio in one sentence, what it believes, its numbers and founders, then the team page. */
export default function WhoWeArePage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...who.whoWeAreTitle} />
      <AboutImage id="intro" variant="overlay" reverse data={who.whoWeAreIntro} />
      <IconWithText
        id="beliefs"
        variant="circle"
        tone="alt"
        heading={who.beliefsHeading}
        items={who.beliefs}
      />
      <Counters
        id="numbers"
        variant="icon"
        columns={4}
        items={who.whoStats}
        label="Who we are in numbers"
      />
      <Team
        id="founders"
        variant="circle"
        columns={3}
        tone="alt"
        heading={who.whoLeadersHeading}
        members={founders}
      />
      <CallToAction id="cta" variant="split" data={who.whoWeAreCta} />
    </PageLayout>
  );
}
