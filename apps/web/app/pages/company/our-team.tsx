import { PageLayout } from '~/components/layout/page-layout.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import * as team from '~/content/pages/our-team.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** Our team: the people by discipline (leadership, design, engineering), a few numbers and a "join us" call. */
export default function OurTeamPage() {
  return (
    <PageLayout deferOffscreen>
      <PageTitle {...team.ourTeamTitle} />
      {team.teamGroups.map((group, index) => (
        <Team
          key={group.key}
          id={group.key}
          tone={index % 2 === 1 ? 'alt' : 'default'}
          heading={group.heading}
          members={group.members}
          variant={group.variant}
          columns={group.columns}
        />
      ))}
      <Counters
        id="team-numbers"
        variant="icon"
        tone="alt"
        items={team.teamStats}
        columns={4}
        label="Team in numbers"
      />
      <CallToAction id="join-us" variant="boxed" data={team.joinUsCta} />
    </PageLayout>
  );
}
