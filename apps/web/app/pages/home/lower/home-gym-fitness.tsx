import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Timetable } from '~/components/sections/timetable/timetable.tsx';
import * as g from '~/content/home/gym-fitness.ts';

/** The gym fitness home page below its first screen: a chunk of its own (see home-gym-fitness.tsx). */
export default function HomeGymFitnessLower() {
  return (
    <>
      <Counters
        id="numbers"
        variant="brand"
        columns={4}
        spacing="md"
        items={g.gymStats}
        label="Redline in numbers"
      />
      <ProcessSteps id="start" variant="cards" heading={g.gymStartHeading} steps={g.gymStart} />
      <Timetable
        id="timetable"
        variant="boxed"
        tone="alt"
        heading={g.gymTimetableHeading}
        days={g.gymTimetable}
        filterLabel="Coach"
        allLabel="All coaches"
        columns={{ person: 'Coach', room: 'Zone' }}
        tabsLabel="Days"
        emptyText="No class with this coach today."
      />
      <Team
        id="coaches"
        variant="overlay"
        columns={4}
        heading={g.gymCoachesHeading}
        members={g.gymCoaches}
      />
      <CallToAction id="pass" variant="banner" data={g.gymPassCta} />
      <Pricing
        id="membership"
        variant="bordered"
        heading={g.gymPricingHeading}
        sets={g.gymPricing}
      />
    </>
  );
}
