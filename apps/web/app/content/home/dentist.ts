import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { TeamMember } from '~/components/sections/team/team-card.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { ContactDetails } from '~/components/sections/header/header-config.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { FeatureItem, HeadingData, IconItem } from '~/content/types.ts';
import { art, avatar } from '~/content/home-art.ts';
import { bookingNotes, hoursSummary } from '@contrail/contracts/booking-rules';
import { dentistVenue } from '@contrail/contracts/venues/dentist';
import demo from '~/content/demos/dentist.ts';

/** Its theme: made from its recipe (content/demos/dentist.ts). */
export const theme: DemoTheme = demo.theme;

/** The practice's name, as the booking desk's mail shows it. */
/**
 * The booking rules (hours, treatments and their length, notice, closed dates, time zone, desk): the form,
 * the opening-hours section, the top bar and POST /api/booking all read this one object.
 */
export const dentistBooking = dentistVenue;

export const dentistHero: HeroData = {
  eyebrow: 'Clearbrook Dental · Leith, Edinburgh',
  title: 'Unhurried dentistry for nervous patients and busy families',
  lead: 'Check-ups, hygiene, fillings and implants in a bright practice by the Water of Leith. Forty-minute appointments, prices agreed before we start, and a dentist who explains each step.',
  primary: { label: 'Book an appointment', href: '#book' },
  secondary: { label: 'Our treatments', href: '#treatments' },
  image: art(
    '/artwork/dentist-clinic-12-1280x960.svg',
    'A light treatment room with a dental chair facing a window',
  ),
};

export const dentistAbout: AboutData = {
  eyebrow: 'About the practice',
  title: 'A small practice that still knows your name',
  lead: 'Dr Morag Lindsay opened Clearbrook in 2009 in a former chandler’s shop on Commercial Street. Four dentists and three hygienists now look after 6,200 patients, many of them three generations of one family.',
  points: [
    'NHS and private patients welcome',
    'Step-free access and a ground-floor surgery',
    'Emergency slots held back every weekday morning',
  ],
  image: art('/artwork/dentist-portrait-14-640x560.svg', 'Dr Morag Lindsay at the front desk'),
  badge: { value: '17', label: 'Years in Leith' },
  action: { label: 'Meet the dentists', href: '#dentists' },
};

export const dentistTreatmentsHeading: HeadingData = {
  eyebrow: 'Treatments',
  title: 'Everything a family needs, under one roof',
  lead: 'Each plan starts with a check-up and a written estimate. Nothing is added without asking.',
};

export const dentistTreatments: readonly FeatureItem[] = [
  {
    icon: 'shield',
    title: 'Check-ups and hygiene',
    content:
      'A thorough exam, gum health check and a gentle clean with our hygienists, every six or twelve months.',
  },
  {
    icon: 'tooth',
    title: 'Fillings and crowns',
    content:
      'Tooth-coloured fillings and same-week porcelain crowns, matched in the chair to the teeth beside them.',
  },
  {
    icon: 'sparkle',
    title: 'Whitening',
    content:
      'Custom trays and a take-home gel, supervised over two weeks for an even, natural shade.',
  },
  {
    icon: 'layers',
    title: 'Implants and bridges',
    content:
      'A missing tooth replaced with a titanium implant or a bridge, planned on a 3D scan taken here.',
  },
  {
    icon: 'heart',
    title: 'Children’s dentistry',
    content:
      'First visits from the first tooth, fissure sealants and a sticker drawer with no bottom.',
  },
  {
    icon: 'alert',
    title: 'Emergency care',
    content:
      'Toothache, a broken crown or a knocked tooth: call before 10:00 and we see you the same day.',
  },
];

export const dentistTeamHeading: HeadingData = {
  eyebrow: 'Our dentists',
  title: 'The people you will see in the chair',
};

export const dentistTeam: readonly TeamMember[] = [
  {
    id: 1,
    img: art('/artwork/dentist-portrait-21-480x560.svg', 'Dr Morag Lindsay'),
    name: 'Dr Morag Lindsay',
    designation: 'Principal dentist',
    description: 'Restorative dentistry and implants; twenty-four years in practice.',
  },
  {
    id: 2,
    img: art('/artwork/dentist-portrait-22-480x560.svg', 'Dr Tomasz Wrona'),
    name: 'Dr Tomasz Wrona',
    designation: 'Dentist, sedation lead',
    description: 'Looks after anxious patients and offers calm, sedation-supported visits.',
  },
  {
    id: 3,
    img: art('/artwork/dentist-portrait-23-480x560.svg', 'Dr Priya Raman'),
    name: 'Dr Priya Raman',
    designation: 'Children’s dentist',
    description: 'Sees our youngest patients and runs the school visits each spring.',
  },
  {
    id: 4,
    img: art('/artwork/dentist-portrait-24-480x560.svg', 'Eilidh Fraser'),
    name: 'Eilidh Fraser',
    designation: 'Senior hygienist',
    description: 'Gum care, airflow cleaning and the best brushing advice in Leith.',
  },
];

export const dentistWhyUsHeading: HeadingData = {
  eyebrow: 'Why patients stay',
  title: 'Calm, clear and on time',
};

export const dentistWhyUs: readonly IconItem[] = [
  {
    icon: 'clock',
    title: 'Appointments that run on time',
    content: 'We book forty minutes, not fifteen, so you are seen when we said and never rushed.',
  },
  {
    icon: 'comment',
    title: 'Every step explained',
    content: 'You see your X-rays and scans on the screen and decide together with your dentist.',
  },
  {
    icon: 'check',
    title: 'Prices in writing',
    content: 'A written estimate before any treatment, and spread payments at no extra cost.',
  },
  {
    icon: 'heart',
    title: 'Gentle with nerves',
    content: 'Signals to pause, headphones, numbing gel first, and sedation when you need it.',
  },
];

export const dentistBookingHeading: HeadingData = {
  eyebrow: 'Book online',
  title: 'Choose a treatment and a time that suits you',
  lead: 'We confirm by e-mail within one working day. New patients start with a check-up.',
};

export const dentistTestimonials: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'I had not seen a dentist in nine years. Dr Wrona showed me everything on the screen first and let me stop whenever I raised a hand. I now book my own check-ups.',
    name: 'Callum Reid',
    role: 'Patient since 2023',
    avatar: avatar('/artwork/dentist-avatar-31-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'All three of our children go to Dr Raman. Our youngest asks when the next visit is, which I never expected to say about a dentist.',
    name: 'Sofia Marchetti',
    role: 'Family of five',
    avatar: avatar('/artwork/dentist-avatar-32-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'The implant took four months from scan to crown and cost exactly the estimate. It feels like my own tooth.',
    name: 'Graham Dunsmore',
    role: 'Implant patient',
    avatar: avatar('/artwork/dentist-avatar-33-160x160.svg'),
    rating: 5,
  },
  {
    id: 4,
    quote:
      'Cracked a crown on a Saturday night and was seen at 08:30 on Monday. Calm, quick and no drama.',
    name: 'Aisha Bello',
    role: 'Emergency patient',
    avatar: avatar('/artwork/dentist-avatar-34-160x160.svg'),
    rating: 5,
  },
];

export const dentistHoursHeading: HeadingData = {
  eyebrow: 'Visit us',
  title: 'Opening hours',
  lead: 'Late evenings on Tuesdays and Thursdays, and Saturday mornings for check-ups.',
};

export const dentistHours = dentistBooking.hours;
export const dentistHoursNotes = bookingNotes(dentistBooking);

export const dentistPhone = { display: '0131 496 0274', number: '+441314960274' };

export const dentistAddress = {
  lines: ['Clearbrook Dental', '41 Commercial Street', 'Leith, Edinburgh EH6 6JD'],
};

/** Clearbrook Dental's own details for the top bar and the footer. */
export const dentistContact: ContactDetails = {
  address: '41 Commercial Street, Leith, Edinburgh EH6 6JD',
  phone: '0131 496 0274',
  phoneHref: 'tel:+441314960274',
  email: 'hello@clearbrook-dental.example',
  hours: hoursSummary(dentistBooking.hours),
};

export const dentistTagline = 'Family and nervous-patient dentistry by the Water of Leith.';
