import oswald from '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Timetable } from '~/components/sections/timetable/timetable.tsx';
import * as g from '~/content/home/gym-fitness.ts';
import oswaldFallback from '~/fonts/oswald-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Oswald Variable', url: oswald, weight: '200 700' },
];

/** /home-gym-fitness: a strength club: dark hero, the club in numbers, how to start, classes, coaches, plans. */
export default function HomeGymFitness() {
  return (
    <PageLayout
      theme={g.theme}
      header={{
        theme: 'transparent',
        position: 'reverse-scroll',
        mobileMenu: 'full-screen',
        contactDetails: g.gymContact,
      }}
      footer={{
        theme: 'dark',
        layout: 'mega',
        band: 'contact',
        social: true,
        bottom: 'links',
        contactDetails: g.gymContact,
        tagline: g.gymTagline,
      }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={oswaldFallback} />
      <Hero id="hero" variant="dark-art" data={g.gymHero} />
      <AboutImage id="about" variant="stacked" data={g.gymAbout} />
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
    </PageLayout>
  );
}
