import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Countdown } from '~/components/sections/countdown/countdown.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as ev from '~/content/home/events-conference.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-events-conference.tsx').then((m) => m.default));

/** /home-events-conference: a three-day conference on one page, with a countdown, schedule and tickets. */
export default function HomeEventsConference() {
  return (
    <PageLayout
      theme={ev.theme}
      header={{
        theme: 'transparent',
        layout: 'one-page',
        sections: ev.eventsSections,
        sidePanel: false,
      }}
      footer={{
        theme: 'dark',
        layout: 'centered',
        band: 'subscribe',
        social: true,
        bottom: 'centered',
      }}
      deferOffscreen
    >
      <Hero id="hero" variant="dark-art" data={ev.eventsHero} />
      <Section id="countdown" tone="alt" spacing="md">
        <SectionHeading {...ev.countdownHeading} />
        <Countdown
          target={ev.conferenceStart}
          variant="boxes"
          label="Time left until Wavelength 27 opens"
          finishedText="Wavelength 27 is on: find us at Maashaven Hall."
        />
      </Section>
      <Lower />
    </PageLayout>
  );
}
