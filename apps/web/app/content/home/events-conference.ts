import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { OnePageSection } from '~/components/sections/header/header-config.ts';
import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { OverlineIconBoxItem } from '~/components/sections/overline-icon-box/overline-icon-boxes.tsx';
import type { TeamMember } from '~/components/sections/team/team-card.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { TimetableDay } from '~/components/sections/timetable/timetable.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { CounterItem, HeadingData, PricingSet } from '~/content/types.ts';
import { art, avatar } from '~/content/home-art.ts';
import type { DemoPostCard } from '~/content/home-posts.ts';
import demo from '~/content/demos/events-conference.ts';

/** Its theme: made from its recipe (content/demos/events-conference.ts). */
export const theme: DemoTheme = demo.theme;

/** Doors open on the first morning (Rotterdam, summer time). */
export const conferenceStart = '2027-05-12T09:00:00+02:00';

/** The one-page menu: each entry scrolls to the section with that id. */
export const eventsSections: readonly OnePageSection[] = [
  { id: 'hero', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'speakers', label: 'Speakers' },
  { id: 'tickets', label: 'Tickets' },
  { id: 'journal', label: 'Journal' },
];

export const eventsHero: HeroData = {
  eyebrow: '12–14 May 2027 · Maashaven Hall, Rotterdam',
  title: 'Wavelength 27: three days on sound, light and the live show',
  lead: 'Sixty talks and workshops from the people who rig, mix, light and stream the world’s stages, in a former tram depot on the river.',
  primary: { label: 'Get tickets', href: '#tickets' },
  secondary: { label: 'See the schedule', href: '#schedule' },
  image: art(
    '/artwork/events-conference-stage-301-1680x900.svg',
    'A packed hall facing a lit stage, spotlight beams falling from the rig',
  ),
};

export const countdownHeading: HeadingData = {
  eyebrow: 'Doors open in',
  title: 'The countdown to the first downbeat',
};

export const aboutHeading: HeadingData = {
  eyebrow: 'About Wavelength',
  title: 'Made by crew, for crew',
  lead: 'No sales pitches on the main stage: every speaker has run a show in the last twelve months.',
};

export const aboutItems: readonly OverlineIconBoxItem[] = [
  {
    icon: 'megaphone',
    overline: 'Three stages',
    title: 'Talks that show the desk',
    text: 'Mixing engineers, lighting designers and show callers open their session files and walk through a real night.',
  },
  {
    icon: 'wrench',
    overline: 'Hands-on',
    title: 'Workshops on real rigs',
    text: 'A full touring PA, a 40-fixture lighting rig and an LED wall are set up in the depot for you to program.',
  },
  {
    icon: 'users',
    overline: 'Evenings',
    title: 'After-shows by the water',
    text: 'Two nights of sets on the quay, with the production open for anyone curious about how it was built.',
  },
];

export const eventsNumbers: readonly CounterItem[] = [
  { value: 64, label: 'Talks and workshops' },
  { value: 48, label: 'Speakers from 19 countries' },
  { value: 2400, label: 'Crew, artists and producers' },
  { value: 3, label: 'Stages in one depot' },
];

export const scheduleHeading: HeadingData = {
  eyebrow: 'Schedule',
  title: 'Three days, three tracks',
  lead: 'Pick a day, then narrow the programme to the track you came for.',
};

export const scheduleDays: readonly TimetableDay[] = [
  {
    id: 'day-1',
    label: 'Wed 12 May',
    entries: [
      {
        id: 'd1-open',
        start: '09:30',
        end: '10:15',
        title: 'Opening: the year live came back louder',
        person: 'Noor Haddad',
        room: 'Depot Stage',
        track: 'Production',
      },
      {
        id: 'd1-immersive',
        start: '10:30',
        end: '11:15',
        title: 'Immersive audio without a million-euro budget',
        person: 'Tobias Engström',
        room: 'Depot Stage',
        track: 'Sound',
      },
      {
        id: 'd1-busking',
        start: '11:30',
        end: '12:15',
        title: 'Busking a festival headliner on two faders',
        person: 'Carmen Ruiz',
        room: 'Crane Room',
        track: 'Light',
      },
      {
        id: 'd1-stream',
        start: '14:00',
        end: '14:45',
        title: 'Streaming a concert to 200,000 people on one uplink',
        person: 'Yusuf Demir',
        room: 'Quay Room',
        track: 'Broadcast',
      },
      {
        id: 'd1-lab',
        start: '15:00',
        end: '17:00',
        title: 'Workshop: tuning a line array in a hard room',
        person: 'Tobias Engström',
        room: 'Crane Room',
        track: 'Sound',
      },
    ],
  },
  {
    id: 'day-2',
    label: 'Thu 13 May',
    entries: [
      {
        id: 'd2-led',
        start: '09:30',
        end: '10:15',
        title: 'LED walls that do not fight the camera',
        person: 'Mei Lin Tan',
        room: 'Depot Stage',
        track: 'Light',
      },
      {
        id: 'd2-advance',
        start: '10:30',
        end: '11:15',
        title: 'The advance sheet: ending the 3 a.m. surprise',
        person: 'Noor Haddad',
        room: 'Quay Room',
        track: 'Production',
      },
      {
        id: 'd2-monitors',
        start: '11:30',
        end: '12:15',
        title: 'In-ear mixes artists actually trust',
        person: 'Kwame Asante',
        room: 'Depot Stage',
        track: 'Sound',
      },
      {
        id: 'd2-multicam',
        start: '14:00',
        end: '14:45',
        title: 'Directing six cameras from a flight case',
        person: 'Yusuf Demir',
        room: 'Crane Room',
        track: 'Broadcast',
      },
      {
        id: 'd2-timecode',
        start: '15:00',
        end: '17:00',
        title: 'Workshop: timecode a show from one laptop',
        person: 'Carmen Ruiz',
        room: 'Crane Room',
        track: 'Light',
      },
    ],
  },
  {
    id: 'day-3',
    label: 'Fri 14 May',
    entries: [
      {
        id: 'd3-green',
        start: '09:30',
        end: '10:15',
        title: 'A tour on half the trucks: greener touring in practice',
        person: 'Ingeborg Aas',
        room: 'Depot Stage',
        track: 'Production',
      },
      {
        id: 'd3-rf',
        start: '10:30',
        end: '11:15',
        title: 'Radio mics in a crowded spectrum',
        person: 'Kwame Asante',
        room: 'Quay Room',
        track: 'Sound',
      },
      {
        id: 'd3-captions',
        start: '11:30',
        end: '12:15',
        title: 'Live captions and sign language on the big screen',
        person: 'Mei Lin Tan',
        room: 'Depot Stage',
        track: 'Broadcast',
      },
      {
        id: 'd3-close',
        start: '14:00',
        end: '15:00',
        title: 'Closing panel: who will crew the shows of 2030?',
        person: 'Ingeborg Aas',
        room: 'Depot Stage',
        track: 'Production',
      },
    ],
  },
];

export const speakersHeading: HeadingData = {
  eyebrow: 'Speakers',
  title: 'On stage this year',
};

const speaker = (
  id: number,
  name: string,
  designation: string,
  description: string,
  src: string,
): TeamMember => ({ id, name, designation, description, img: art(src, `Portrait of ${name}`) });

export const speakers: readonly TeamMember[] = [
  speaker(
    1,
    'Noor Haddad',
    'Production director, Northbound Tours',
    'Has moved arena tours across four continents.',
    '/artwork/events-conference-portrait-311-480x480.svg',
  ),
  speaker(
    2,
    'Tobias Engström',
    'System engineer, Fjell Audio',
    'Tunes festival main stages for a living.',
    '/artwork/events-conference-portrait-312-480x480.svg',
  ),
  speaker(
    3,
    'Carmen Ruiz',
    'Lighting designer',
    'Lit three world tours and a royal wedding.',
    '/artwork/events-conference-portrait-313-480x480.svg',
  ),
  speaker(
    4,
    'Yusuf Demir',
    'Live director, Kanal Stream',
    'Directs concert streams watched in 90 countries.',
    '/artwork/events-conference-portrait-314-480x480.svg',
  ),
  speaker(
    5,
    'Mei Lin Tan',
    'Video designer, Pixelfold',
    'Builds LED stages that look right on camera.',
    '/artwork/events-conference-portrait-315-480x480.svg',
  ),
  speaker(
    6,
    'Kwame Asante',
    'Monitor engineer',
    'Mixes in-ears for touring jazz and stadium pop.',
    '/artwork/events-conference-portrait-316-480x480.svg',
  ),
  speaker(
    7,
    'Ingeborg Aas',
    'Founder, Green Stage Alliance',
    'Measures the carbon of every truck on a tour.',
    '/artwork/events-conference-portrait-317-480x480.svg',
  ),
  speaker(
    8,
    'Ravi Menon',
    'Show caller, Harbourside Opera',
    'Calls 400 cues a night without raising his voice.',
    '/artwork/events-conference-portrait-318-480x480.svg',
  ),
];

export const voicesHeading: HeadingData = {
  eyebrow: 'Last year',
  title: 'What the crowd took home',
};

export const voices: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'I changed how I tune our main hang the week after Wavelength. Three venues later, the promoters noticed before I told them.',
    name: 'Sanne de Wit',
    role: 'FOH engineer, Rotterdam',
    avatar: avatar('/artwork/events-conference-avatar-321-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'The lighting workshop put a real console in my hands for two hours. That is worth more than a year of video tutorials.',
    name: 'Luca Bianchi',
    role: 'Lighting programmer, Milan',
    avatar: avatar('/artwork/events-conference-avatar-322-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'Finally a conference where the person on stage has actually loaded a truck. We booked the whole crew again for 2027.',
    name: 'Aïcha Traoré',
    role: 'Production manager, Lyon',
    avatar: avatar('/artwork/events-conference-avatar-323-160x160.svg'),
    rating: 5,
  },
];

export const ticketsHeading: HeadingData = {
  eyebrow: 'Tickets',
  title: 'Pick your pass',
  lead: 'Prices include VAT, lunch on every day you attend and both after-shows.',
};

export const tickets: readonly PricingSet[] = [
  {
    key: 'in-person',
    label: 'In person',
    plans: [
      {
        title: 'Day pass',
        subtitle: 'One day, every stage',
        price: '€240',
        term: 'per ticket',
        plans: ['Talks on all three stages', 'Lunch and coffee', 'The evening after-show'],
        buttonTitle: 'Buy a day pass',
        buttonLink: '/page/contact-classic',
        icon: 'calendar',
      },
      {
        title: 'Full pass',
        subtitle: 'All three days',
        price: '€590',
        term: 'per ticket',
        plans: [
          'Every talk and panel',
          'Two hands-on workshops',
          'Both after-shows',
          'Session recordings',
        ],
        buttonTitle: 'Buy a full pass',
        buttonLink: '/page/contact-classic',
        popular: true,
        icon: 'star',
      },
      {
        title: 'Crew of five',
        subtitle: 'Full passes for a team',
        price: '€2,450',
        term: 'per ticket',
        plans: ['Five full passes', 'A reserved workshop slot', 'One invoice for the company'],
        buttonTitle: 'Book a crew',
        buttonLink: '/page/contact-classic',
        icon: 'users',
      },
    ],
  },
  {
    key: 'online',
    label: 'Online',
    plans: [
      {
        title: 'Live stream',
        subtitle: 'The Depot Stage, live',
        price: '€60',
        term: 'per ticket',
        plans: ['All Depot Stage talks live', 'Live captions', 'Chat questions to speakers'],
        buttonTitle: 'Watch live',
        buttonLink: '/page/contact-classic',
        icon: 'play',
      },
      {
        title: 'Stream + archive',
        subtitle: 'Every stage, for a year',
        price: '€120',
        term: 'per ticket',
        plans: ['All three stages live', 'Recordings for twelve months', 'Speaker slides'],
        buttonTitle: 'Get the archive',
        buttonLink: '/page/contact-classic',
        popular: true,
        icon: 'layers',
      },
      {
        title: 'Student',
        subtitle: 'With a valid student card',
        price: '€25',
        term: 'per ticket',
        plans: ['All three stages live', 'Recordings for three months'],
        buttonTitle: 'Apply as a student',
        buttonLink: '/page/contact-classic',
        icon: 'bulb',
      },
    ],
  },
];

export const journalHeading: HeadingData = {
  eyebrow: 'Journal',
  title: 'Reading for the road',
};

/** Sample posts as this demo's cards (resolved by the part that shows them: `demoPosts`). */
export const journal: readonly DemoPostCard[] = [
  {
    id: 8,
    img: art('/artwork/events-conference-stage-331-640x420.svg', 'A stage lit for a launch'),
    blogType: 'grid',
  },
  {
    id: 14,
    img: art('/artwork/events-conference-abstract-332-640x420.svg', 'Coral and violet shapes'),
    blogType: 'grid',
  },
  {
    id: 23,
    img: art(
      '/artwork/events-conference-workspace-333-640x420.svg',
      'A streaming desk with a camera',
    ),
    blogType: 'grid',
  },
];

export const eventsCta: CallToActionData = {
  eyebrow: 'Call for speakers',
  title: 'Ran a show worth talking about?',
  lead: 'Proposals for Wavelength 27 are open until 31 January. Tell us about the night that taught you the most.',
  action: { kind: 'link', label: 'Send a proposal', href: '/page/contact-classic' },
};
