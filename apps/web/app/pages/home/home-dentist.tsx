import dmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import quicksand from '@fontsource-variable/quicksand/files/quicksand-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { BookingSection } from '~/components/sections/booking-form/booking-section.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { OpeningHours } from '~/components/sections/opening-hours/opening-hours.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import * as d from '~/content/home/dentist.ts';
import dmSansFallback from '~/fonts/dm-sans-fallback.css?inline';
import quicksandFallback from '~/fonts/quicksand-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Quicksand Variable', url: quicksand, weight: '300 700' },
  { family: 'DM Sans Variable', url: dmSans, weight: '100 1000' },
];

/** /home-dentist: a family dental practice: treatments, dentists, online appointments and opening hours. */
export default function HomeDentist() {
  return (
    <PageLayout
      theme={d.theme}
      header={{
        topBar: true,
        layout: 'center-navigation',
        position: 'always-fixed',
        contactDetails: d.dentistContact,
      }}
      footer={{
        theme: 'light',
        layout: 'split',
        contact: true,
        social: true,
        bottom: 'links',
        contactDetails: d.dentistContact,
        tagline: d.dentistTagline,
      }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={quicksandFallback + dmSansFallback} />
      <Hero id="hero" variant="split" data={d.dentistHero} />
      <AboutImage id="about" variant="overlay" tone="alt" data={d.dentistAbout} />
      <Services
        id="treatments"
        variant="cards"
        columns={3}
        heading={d.dentistTreatmentsHeading}
        items={d.dentistTreatments}
      />
      <Team
        id="dentists"
        variant="card"
        columns={4}
        tone="alt"
        heading={d.dentistTeamHeading}
        members={d.dentistTeam}
      />
      <IconWithText
        id="why-us"
        variant="circle"
        columns={4}
        heading={d.dentistWhyUsHeading}
        items={d.dentistWhyUs}
      />
      <BookingSection
        id="book"
        tone="brand"
        heading={d.dentistBookingHeading}
        form={{
          kind: 'appointment',
          venue: d.dentistVenue,
          variant: 'boxed',
          choices: d.dentistServices,
          timeSlots: d.dentistTimeSlots,
          labels: { service: 'Treatment', time: 'Time slot' },
          buttonLabel: 'Request this appointment',
          label: 'Book an appointment at Clearbrook Dental',
        }}
      />
      <Testimonials
        id="reviews"
        variant="centered"
        layout="carousel"
        columns={2}
        heading={{ eyebrow: 'Patient reviews', title: 'In our patients’ words' }}
        testimonials={d.dentistTestimonials}
      />
      <OpeningHours
        id="hours"
        variant="card"
        tone="alt"
        timeZone="Europe/London"
        heading={d.dentistHoursHeading}
        hours={d.dentistHours}
        phone={d.dentistPhone}
        address={d.dentistAddress}
      />
    </PageLayout>
  );
}
