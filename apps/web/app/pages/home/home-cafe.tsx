import dmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import gloock from '@fontsource/gloock/files/gloock-latin-400-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { BookingSection } from '~/components/sections/booking-form/booking-section.tsx';
import { CustomIconFeatures } from '~/components/sections/custom-icon-with-text/custom-icon-features.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { MenuList } from '~/components/sections/menu-list/menu-list.tsx';
import { OpeningHours } from '~/components/sections/opening-hours/opening-hours.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as kornblum from '~/content/home/cafe.ts';
import dmSansFallback from '~/fonts/dm-sans-fallback.css?inline';
import gloockFallback from '~/fonts/gloock-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Gloock', url: gloock, weight: '400' },
  { family: 'DM Sans Variable', url: dmSans, weight: '100 1000' },
];

/** /home-cafe: a Viennese coffee house: a slider, its menu in tabs, the bakers, hours and a table. */
export default function HomeCafe() {
  return (
    <PageLayout
      theme={kornblum.theme}
      header={{ theme: 'light', position: 'reverse-scroll', mobileMenu: 'full-screen' }}
      footer={{ theme: 'light', layout: 'split', subscribe: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={gloockFallback + dmSansFallback} />
      <HeroSlider slides={kornblum.slides} label="Café Kornblum highlights" align="center" />
      <AboutImage id="welcome" variant="overlay" data={kornblum.welcome} />
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
          kind: 'table',
          venue: kornblum.venue,
          variant: 'stacked',
          timeSlots: kornblum.slots,
          label: 'Reserve a table at Café Kornblum',
          buttonLabel: 'Reserve my table',
        }}
      />
    </PageLayout>
  );
}
