import { BookingSection } from '~/components/sections/booking-form/booking-section.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { OpeningHours } from '~/components/sections/opening-hours/opening-hours.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import * as d from '~/content/home/dentist.ts';

/** The dentist home page below its first screen: a chunk of its own (see home-dentist.tsx). */
export default function HomeDentistLower() {
  return (
    <>
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
          venue: d.dentistBooking,
          variant: 'boxed',
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
        timeZone={d.dentistBooking.timeZone}
        heading={d.dentistHoursHeading}
        hours={d.dentistHours}
        notes={d.dentistHoursNotes}
        phone={d.dentistPhone}
        address={d.dentistAddress}
      />
    </>
  );
}
