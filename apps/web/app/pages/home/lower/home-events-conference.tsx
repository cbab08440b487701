import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { OverlineIconBoxes } from '~/components/sections/overline-icon-box/overline-icon-boxes.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Timetable } from '~/components/sections/timetable/timetable.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthorAvatars, blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import { demoPosts } from '~/content/home-posts.ts';
import * as ev from '~/content/home/events-conference.ts';

const journal = demoPosts(ev.journal);

/** The events conference home page below its first screen: a chunk of its own (see home-events-conference.tsx). */
export default function HomeEventsConferenceLower() {
  return (
    <>
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
        posts={journal}
        heading={ev.journalHeading}
        authors={{ names: blogAuthors, avatars: blogAuthorAvatars }}
      />
      <CallToAction id="speak" variant="banner" data={ev.eventsCta} />
    </>
  );
}
