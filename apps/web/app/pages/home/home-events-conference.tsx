import bebasNeue from '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Countdown } from '~/components/sections/countdown/countdown.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { OverlineIconBoxes } from '~/components/sections/overline-icon-box/overline-icon-boxes.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Timetable } from '~/components/sections/timetable/timetable.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as ev from '~/content/home/events-conference.ts';
import bebasNeueFallback from '~/fonts/bebas-neue-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [{ family: 'Bebas Neue', url: bebasNeue, weight: '400' }];

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
      <DemoFonts faces={fonts} fallbacks={bebasNeueFallback} />
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
      <Section id="about">
        <SectionHeading {...ev.aboutHeading} />
        <OverlineIconBoxes items={ev.aboutItems} variant="top-line" columns={3} />
      </Section>
      <Counters
        id="numbers"
        variant="brand"
        tone="brand"
        columns={4}
        spacing="md"
        items={ev.eventsNumbers}
        label="Wavelength in numbers"
      />
      <Timetable
        id="schedule"
        variant="boxed"
        filterBy="track"
        allLabel="All tracks"
        tabsLabel="Conference days"
        columns={{ title: 'Session', person: 'Speaker', room: 'Stage' }}
        emptyText="No session of this track on this day."
        heading={ev.scheduleHeading}
        days={ev.scheduleDays}
      />
      <Team
        id="speakers"
        tone="alt"
        variant="circle"
        columns={4}
        heading={ev.speakersHeading}
        members={ev.speakers}
      />
      <Testimonials
        id="voices"
        variant="card"
        columns={3}
        heading={ev.voicesHeading}
        testimonials={ev.voices}
      />
      <Pricing
        id="tickets"
        tone="alt"
        variant="bordered"
        tabsLabel="Ticket types"
        heading={ev.ticketsHeading}
        sets={ev.tickets}
      />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="journal"
        layout="grid"
        columns={3}
        variant="bordered"
        posts={ev.journal}
        heading={ev.journalHeading}
        authors={{ names: blogAuthors, avatars: blogAuthorAvatars }}
      />
      <CallToAction id="speak" variant="banner" data={ev.eventsCta} />
    </PageLayout>
  );
}
