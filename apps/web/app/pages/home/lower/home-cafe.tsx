import { BookingSection } from '~/components/sections/booking-form/booking-section.tsx';
import { CustomIconFeatures } from '~/components/sections/custom-icon-with-text/custom-icon-features.tsx';
import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { MenuList } from '~/components/sections/menu-list/menu-list.tsx';
import { OpeningHours } from '~/components/sections/opening-hours/opening-hours.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as kornblum from '~/content/home/cafe.ts';

/** The cafe home page below its first screen: a chunk of its own (see home-cafe.tsx). */
export default function HomeCafeLower() {
  return (
    <>
      <Section id="amenities" tone="alt">
        <SectionHeading {...kornblum.amenitiesHeading} />
        <CustomIconFeatures items={kornblum.amenities} variant="blob" columns={3} />
      </Section>
      <MenuList
        id="menu"
        variant="cards"
        tabs="pills"
        heading={kornblum.menuHeading}
        courses={kornblum.menu}
        currency={kornblum.currency}
        locale={kornblum.locale}
        tabsLabel="Menu sections"
      />
      <InfoBanner id="voucher" variant="card" tone="alt" data={kornblum.voucher} />
      <Team
        id="team"
        variant="circle"
        columns={4}
        heading={kornblum.teamHeading}
        members={kornblum.team}
      />
      <Testimonials
        id="reviews"
        variant="bubble"
        columns={3}
        heading={{ eyebrow: 'Kind words', title: 'What the regulars say' }}
        testimonials={kornblum.reviews}
      />
      <OpeningHours id="hours" variant="card" {...kornblum.hours} />
      <BookingSection
        id="book"
        tone="brand"
        heading={kornblum.bookingHeading}
        form={{
          venue: kornblum.booking,
          variant: 'stacked',
          label: 'Reserve a table at Café Kornblum',
          buttonLabel: 'Reserve my table',
        }}
      />
    </>
  );
}
