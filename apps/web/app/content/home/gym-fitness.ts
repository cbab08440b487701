import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { TeamMember } from '~/components/sections/team/team-card.tsx';
import type { TimetableDay } from '~/components/sections/timetable/timetable.tsx';
import type { ContactDetails } from '~/components/sections/header/header-config.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { CounterItem, HeadingData, PricingSet, ProcessStep } from '~/content/types.ts';
import { art } from '~/content/home-art.ts';
import demo from '~/content/demos/gym-fitness.ts';

/** Its theme: made from its recipe (content/demos/gym-fitness.ts). */
export const theme: DemoTheme = demo.theme;

export const gymHero: HeroData = {
  eyebrow: 'Redline Strength Club · Ancoats, Manchester',
  title: 'Lift heavy. Move well. Show up tomorrow.',
  lead: 'A 1,400 m² warehouse gym with twelve lifting platforms, a 40-metre sled track and coached classes from 06:00. Open every day of the year, Christmas included.',
  primary: { label: 'Claim a 7-day pass', href: '#pass' },
  secondary: { label: 'Class timetable', href: '#timetable' },
  image: art(
    '/artwork/gym-fitness-gym-7-1600x900.svg',
    'A loaded barbell on a squat rack in an old mill, its arched windows lit red',
  ),
};

export const gymAbout: AboutData = {
  eyebrow: 'Since 2006',
  title: 'Twenty years of coaching people, not selling memberships',
  lead: 'Redline started as two racks in a railway arch. Today 38 coaches train 2,300 members, from first-time lifters to national powerlifting finalists, with the same rule: every new member gets a coach for their first month.',
  points: [
    'Free induction and a month of coaching',
    'Competition plates, bars and bumper floors',
    'Showers, lockers and towels included',
  ],
  image: art('/artwork/gym-fitness-interior-9-640x560.svg', 'Lifting platforms under high windows'),
  badge: { value: '20', label: 'Years on Blossom Street' },
  action: { label: 'How to start', href: '#start' },
};

export const gymStats: readonly CounterItem[] = [
  { value: 2300, suffix: '+', label: 'Members training this month' },
  { value: 38, label: 'Qualified coaches' },
  { value: 64, label: 'Classes every week' },
  { value: 20, label: 'Years in Ancoats' },
];

export const gymStartHeading: HeadingData = {
  eyebrow: 'How to start',
  title: 'From first visit to first personal best',
};

export const gymStart: readonly ProcessStep[] = [
  {
    title: 'Book a tour',
    content:
      'Twenty minutes on the floor with a coach. See the kit, ask anything, no sales script.',
  },
  {
    title: 'Movement screen',
    content:
      'We check how you squat, hinge, push and pull, and note old injuries before you load a bar.',
  },
  {
    title: 'Four coached weeks',
    content: 'Two sessions a week with your coach, building a programme you can run on your own.',
  },
  {
    title: 'Train your way',
    content:
      'Classes, open gym or a monthly programme review: stay on the plan that keeps you coming.',
  },
];

export const gymTimetableHeading: HeadingData = {
  eyebrow: 'Timetable',
  title: 'Classes this week',
  lead: 'Every class is capped at fourteen so the coach can watch each rep. Filter by coach to find your favourite.',
};

export const gymTimetable: readonly TimetableDay[] = [
  {
    id: 'mon',
    label: 'Mon',
    entries: [
      {
        id: 'mon-1',
        start: '06:00',
        end: '06:45',
        title: 'Engine',
        person: 'Kofi Mensah',
        room: 'Turf',
      },
      {
        id: 'mon-2',
        start: '12:15',
        end: '13:00',
        title: 'Barbell basics',
        person: 'Dani Kowalczyk',
        room: 'Platforms',
      },
      {
        id: 'mon-3',
        start: '18:00',
        end: '19:00',
        title: 'Strength club',
        person: 'Rhys Barton',
        room: 'Platforms',
      },
      {
        id: 'mon-4',
        start: '19:15',
        end: '20:00',
        title: 'Mobility',
        person: 'Imogen Shaw',
        room: 'Studio',
      },
    ],
  },
  {
    id: 'tue',
    label: 'Tue',
    entries: [
      {
        id: 'tue-1',
        start: '06:00',
        end: '06:45',
        title: 'Kettlebell',
        person: 'Imogen Shaw',
        room: 'Studio',
      },
      {
        id: 'tue-2',
        start: '17:30',
        end: '18:15',
        title: 'Sled and carry',
        person: 'Kofi Mensah',
        room: 'Turf',
      },
      {
        id: 'tue-3',
        start: '18:30',
        end: '19:30',
        title: 'Olympic lifting',
        person: 'Dani Kowalczyk',
        room: 'Platforms',
      },
    ],
  },
  {
    id: 'wed',
    label: 'Wed',
    entries: [
      {
        id: 'wed-1',
        start: '06:00',
        end: '06:45',
        title: 'Engine',
        person: 'Kofi Mensah',
        room: 'Turf',
      },
      {
        id: 'wed-2',
        start: '12:15',
        end: '13:00',
        title: 'Lunch lift',
        person: 'Rhys Barton',
        room: 'Platforms',
      },
      {
        id: 'wed-3',
        start: '18:00',
        end: '19:00',
        title: 'Strength club',
        person: 'Rhys Barton',
        room: 'Platforms',
      },
      {
        id: 'wed-4',
        start: '19:15',
        end: '20:00',
        title: 'Boxing conditioning',
        person: 'Imogen Shaw',
        room: 'Studio',
      },
    ],
  },
  {
    id: 'thu',
    label: 'Thu',
    entries: [
      {
        id: 'thu-1',
        start: '06:00',
        end: '06:45',
        title: 'Kettlebell',
        person: 'Imogen Shaw',
        room: 'Studio',
      },
      {
        id: 'thu-2',
        start: '18:00',
        end: '19:00',
        title: 'Olympic lifting',
        person: 'Dani Kowalczyk',
        room: 'Platforms',
      },
      {
        id: 'thu-3',
        start: '19:15',
        end: '20:00',
        title: 'Sled and carry',
        person: 'Kofi Mensah',
        room: 'Turf',
      },
    ],
  },
  {
    id: 'fri',
    label: 'Fri',
    entries: [
      {
        id: 'fri-1',
        start: '06:00',
        end: '06:45',
        title: 'Engine',
        person: 'Kofi Mensah',
        room: 'Turf',
      },
      {
        id: 'fri-2',
        start: '17:30',
        end: '18:30',
        title: 'Friday max',
        person: 'Rhys Barton',
        room: 'Platforms',
      },
    ],
  },
  {
    id: 'sat',
    label: 'Sat',
    entries: [
      {
        id: 'sat-1',
        start: '09:00',
        end: '10:00',
        title: 'Team workout',
        person: 'Kofi Mensah',
        room: 'Turf',
      },
      {
        id: 'sat-2',
        start: '10:30',
        end: '11:30',
        title: 'Barbell basics',
        person: 'Dani Kowalczyk',
        room: 'Platforms',
      },
    ],
  },
  {
    id: 'sun',
    label: 'Sun',
    entries: [
      {
        id: 'sun-1',
        start: '10:00',
        end: '10:45',
        title: 'Mobility',
        person: 'Imogen Shaw',
        room: 'Studio',
      },
    ],
  },
];

export const gymCoachesHeading: HeadingData = {
  eyebrow: 'Coaches',
  title: 'The people counting your reps',
};

export const gymCoaches: readonly TeamMember[] = [
  {
    id: 1,
    img: art('/artwork/gym-fitness-portrait-61-480x600.svg', 'Rhys Barton'),
    name: 'Rhys Barton',
    designation: 'Head of strength',
    description: 'British powerlifting finalist; writes the club’s strength programmes.',
  },
  {
    id: 2,
    img: art('/artwork/gym-fitness-portrait-62-480x600.svg', 'Dani Kowalczyk'),
    name: 'Dani Kowalczyk',
    designation: 'Olympic lifting coach',
    description: 'Former junior international; patient with first snatches and early mornings.',
  },
  {
    id: 3,
    img: art('/artwork/gym-fitness-portrait-63-480x600.svg', 'Kofi Mensah'),
    name: 'Kofi Mensah',
    designation: 'Conditioning coach',
    description:
      'Runs the engine and sled classes; ex-rugby league, still the fastest on the track.',
  },
  {
    id: 4,
    img: art('/artwork/gym-fitness-portrait-64-480x600.svg', 'Imogen Shaw'),
    name: 'Imogen Shaw',
    designation: 'Mobility and kettlebells',
    description: 'Sports therapist; keeps backs, shoulders and knees in the game.',
  },
];

export const gymPassCta: CallToActionData = {
  eyebrow: 'Seven days, no charge',
  title: 'Train free for a week, classes included',
  lead: 'Bring a friend and photo ID. No card details, no call afterwards unless you ask for one.',
  action: { kind: 'link', label: 'Claim your pass', href: '/page/contact-classic' },
};

export const gymPricingHeading: HeadingData = {
  eyebrow: 'Membership',
  title: 'Pick a plan, change it any month',
};

export const gymPricing: readonly PricingSet[] = [
  {
    key: 'monthly',
    label: 'Monthly',
    plans: [
      {
        title: 'Open gym',
        subtitle: 'Train on your own',
        price: '£39',
        term: 'monthly',
        plans: ['06:00–23:00 every day', 'Induction session', 'Lockers and towels', 'App workouts'],
        buttonTitle: 'Join Open gym',
        buttonLink: '/page/contact-classic',
        icon: 'dumbbell',
      },
      {
        title: 'Club',
        subtitle: 'Gym and every class',
        price: '£65',
        term: 'monthly',
        plans: [
          'Everything in Open gym',
          'All 64 weekly classes',
          'Quarterly programme review',
          'Guest pass monthly',
        ],
        buttonTitle: 'Join the Club',
        buttonLink: '/page/contact-classic',
        popular: true,
        icon: 'flame',
      },
      {
        title: 'Coached',
        subtitle: 'Your own coach',
        price: '£189',
        term: 'monthly',
        plans: [
          'Everything in Club',
          'Four one-to-one sessions',
          'Written programme',
          'Nutrition check-ins',
        ],
        buttonTitle: 'Start coaching',
        buttonLink: '/page/contact-classic',
        icon: 'target',
      },
    ],
  },
  {
    key: 'yearly',
    label: 'Yearly',
    plans: [
      {
        title: 'Open gym',
        subtitle: 'Train on your own',
        price: '£390',
        term: 'yearly',
        plans: [
          'Two months free',
          '06:00–23:00 every day',
          'Induction session',
          'Lockers and towels',
        ],
        buttonTitle: 'Join Open gym yearly',
        buttonLink: '/page/contact-classic',
        icon: 'dumbbell',
      },
      {
        title: 'Club',
        subtitle: 'Gym and every class',
        price: '£650',
        term: 'yearly',
        plans: [
          'Two months free',
          'All 64 weekly classes',
          'Quarterly programme review',
          'Club T-shirt',
        ],
        buttonTitle: 'Join the Club yearly',
        buttonLink: '/page/contact-classic',
        popular: true,
        icon: 'flame',
      },
      {
        title: 'Coached',
        subtitle: 'Your own coach',
        price: '£1,890',
        term: 'yearly',
        plans: [
          'Two months free',
          'Four one-to-ones a month',
          'Written programme',
          'Competition prep',
        ],
        buttonTitle: 'Start coaching yearly',
        buttonLink: '/page/contact-classic',
        icon: 'target',
      },
    ],
  },
];

/** Redline Strength Club's own details for the top bar and the footer. */
export const gymContact: ContactDetails = {
  address: 'Unit 3, Blossom Street, Ancoats, Manchester M4 6AJ',
  phone: '0161 496 0719',
  phoneHref: 'tel:+441614960719',
  email: 'coach@redline-strength.example',
  hours: 'Open 06:00–23:00, every day',
};

export const gymTagline = 'Strength and conditioning in Ancoats since 2006.';
