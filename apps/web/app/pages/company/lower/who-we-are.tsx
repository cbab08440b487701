import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { teamGroups } from '~/content/pages/our-team.ts';
import * as who from '~/content/pages/who-we-are.ts';

const founders = teamGroups.find((group) => group.key === 'leadership')?.members ?? [];

/** Who we are below its first screen (beliefs, numbers, founders, call to action): a chunk of its own. */
export default function WhoWeAreLower() {
  return (
    <>
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
    </>
  );
}
