import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { SlideItem } from '~/components/sections/interactive-banners/banner-card.tsx';
import type { Offer } from '~/components/sections/offer-cards/offer-cards.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { CounterItem, HeadingData, IconItem } from '~/content/types.ts';
import { art, avatar, logo } from '~/content/home-art.ts';
import { travelAgencyVenue } from '@contrail/contracts/venues/travel-agency';
import demo from '~/content/demos/travel-agency.ts';

/** Its theme: made from its recipe (content/demos/travel-agency.ts). */
export const theme: DemoTheme = demo.theme;

/** The booking rules (destinations, group size, notice, longest trip, desk). */
export const booking = travelAgencyVenue;
export const venue = booking.name;
export const currency = 'USD';
export const locale = 'en-US';

export const hero: HeroData = {
  eyebrow: 'Bluewake Journeys · small groups since 2011',
  title: 'Twelve travellers, one local guide, the coast nobody rushes',
  lead: 'Walking, sailing and eating our way along the world’s slower shorelines. Tell us where and when; a trip designer answers within one working day.',
  primary: { label: 'Plan my trip', href: '#plan' },
  secondary: { label: 'Browse packages', href: '#packages' },
  image: art('/artwork/travel-agency-coast-3-1600x900.svg', 'A sailing boat off a sunny headland'),
};

export const destinationsHeading: HeadingData = {
  eyebrow: 'Top destinations',
  title: 'Where our travellers went this year',
};

export const topDestinations: readonly SlideItem[] = [
  {
    subtitle: 'Portugal · 9 days',
    title: 'The Azores',
    img: art('/artwork/travel-agency-coast-11-640x800.svg', 'Green cliffs above the Atlantic'),
    btnTitle: 'See the package',
    btnLink: '#packages',
  },
  {
    subtitle: 'Croatia · 8 days',
    title: 'Dalmatian islands',
    img: art('/artwork/travel-agency-coast-26-640x800.svg', 'A sail between two islands'),
    btnTitle: 'See the package',
    btnLink: '#packages',
  },
  {
    subtitle: 'Norway · 7 days',
    title: 'Lofoten',
    img: art('/artwork/travel-agency-landscape-13-640x800.svg', 'Peaks above a fjord'),
    btnTitle: 'See the package',
    btnLink: '#packages',
  },
  {
    subtitle: 'Mexico · 10 days',
    title: 'Oaxaca coast',
    img: art('/artwork/travel-agency-coast-48-640x800.svg', 'A palm-fringed bay at sunset'),
    btnTitle: 'See the package',
    btnLink: '#packages',
  },
  {
    subtitle: 'Japan · 12 days',
    title: 'Kyushu',
    img: art('/artwork/travel-agency-landscape-15-640x800.svg', 'Volcanic hills over a bay'),
    btnTitle: 'Plan it with us',
    btnLink: '#plan',
  },
];

export const packagesHeading: HeadingData = {
  eyebrow: 'Packages',
  title: 'Small-group journeys, everything arranged',
  lead: 'Prices per person sharing, with guides, stays, most meals and transfers. Flights on request.',
};

export const packages: readonly Offer[] = [
  {
    id: 'azores',
    title: 'Azores: crater lakes and whale routes',
    image: art('/artwork/travel-agency-coast-21-640x480.svg', 'A crater lake under clouds'),
    facts: ['9 days', 'Max. 12 travellers', 'Moderate walking'],
    description:
      'São Miguel and Pico, a day at sea with marine biologists, tea estates and hot springs.',
    priceCents: 289_000,
    unit: 'person',
    rating: { value: 4.9, count: 184 },
    badge: 'Best seller',
    cta: { label: 'Request dates', href: '#plan' },
  },
  {
    id: 'dalmatia',
    title: 'Dalmatia by sail and on foot',
    image: art('/artwork/travel-agency-coast-39-640x480.svg', 'A sailing boat in a quiet bay'),
    facts: ['8 days', 'Max. 10 travellers', 'Easy'],
    description: 'A skippered gulet from Split to Dubrovnik, swimming stops and island konobas.',
    priceCents: 249_500,
    unit: 'person',
    rating: { value: 4.8, count: 131 },
    cta: { label: 'Request dates', href: '#plan' },
  },
  {
    id: 'lofoten',
    title: 'Lofoten in the midnight sun',
    image: art('/artwork/travel-agency-landscape-23-640x480.svg', 'Red cabins under mountains'),
    facts: ['7 days', 'Max. 12 travellers', 'Active'],
    description: 'Fishermen’s cabins, ridge hikes at midnight and a kayak day among the skerries.',
    priceCents: 335_000,
    unit: 'person',
    rating: { value: 4.9, count: 76 },
    cta: { label: 'Request dates', href: '#plan' },
  },
];

export const whyHeading: HeadingData = {
  eyebrow: 'Travel with Bluewake',
  title: 'What changes when the group is small',
};

export const why: readonly IconItem[] = [
  {
    icon: 'users',
    title: 'Twelve at most',
    content: 'Small enough for a family-run guesthouse and a table in the village tavern.',
  },
  {
    icon: 'map-pin',
    title: 'Guides who live there',
    content: 'Every trip is led by someone from the coast you are walking.',
  },
  {
    icon: 'shield',
    title: 'Protected bookings',
    content: 'Your payments are held in trust until you travel, and refunded if we cancel.',
  },
  {
    icon: 'globe',
    title: 'Lighter footprint',
    content: 'Trains and boats over short flights, and a share of every fare to coastal projects.',
  },
];

export const stats: readonly CounterItem[] = [
  { value: 14, suffix: '', label: 'Years of journeys' },
  { value: 38, suffix: '', label: 'Coasts we know' },
  { value: 9600, suffix: '+', label: 'Travellers' },
  { value: 98, suffix: '%', label: 'Would travel again' },
];

export const travellersHeading: HeadingData = {
  eyebrow: 'Travellers',
  title: 'Back home, they wrote to us',
};

export const travellers: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'Our guide on Pico knew every whale by its tail. Ten of us, one boat, and a pod of sperm whales for an hour. I am still telling everyone.',
    name: 'Priya Raman',
    role: 'Azores, July',
    avatar: avatar('/artwork/travel-agency-avatar-31-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'I travelled alone and never once felt it. Bluewake matched my pace and room-share, and the islands did the rest.',
    name: 'Walter Brennan',
    role: 'Dalmatia, September',
    avatar: avatar('/artwork/travel-agency-avatar-32-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'A ridge hike at midnight in full daylight, then fish soup in a cabin. The planning was invisible, which is the best compliment I know.',
    name: 'Hanna Berg',
    role: 'Lofoten, June',
    avatar: avatar('/artwork/travel-agency-avatar-33-160x160.svg'),
    rating: 5,
  },
  {
    id: 4,
    quote:
      'When a ferry strike hit, our guide had a fishing boat waiting within the hour. We lost nothing but a little sleep.',
    name: 'Carlos Mendes',
    role: 'Azores, October',
    avatar: avatar('/artwork/travel-agency-avatar-34-160x160.svg'),
    rating: 5,
  },
];

export const newsletter: CallToActionData = {
  eyebrow: 'The Bluewake dispatch',
  title: 'New departures and last seats, once a month',
  lead: 'Early dates for next season go to subscribers a week before they open to everyone.',
  action: { kind: 'subscribe', buttonLabel: 'Subscribe' },
};

export const partners: readonly Client[] = [
  {
    id: 1,
    name: 'Coastal Trust',
    logo: logo('/artwork/travel-agency-logo-41-240x96.svg', 'Coastal Trust'),
  },
  {
    id: 2,
    name: 'Atlantic Ferries',
    logo: logo('/artwork/travel-agency-logo-42-240x96.svg', 'Atlantic Ferries'),
  },
  {
    id: 3,
    name: 'Guesthouse Alliance',
    logo: logo('/artwork/travel-agency-logo-43-240x96.svg', 'Guesthouse Alliance'),
  },
  {
    id: 4,
    name: 'Responsible Routes',
    logo: logo('/artwork/travel-agency-logo-44-240x96.svg', 'Responsible Routes'),
  },
  {
    id: 5,
    name: 'Travel Protection Board',
    logo: logo('/artwork/travel-agency-logo-45-240x96.svg', 'Travel Protection Board'),
  },
  {
    id: 6,
    name: 'Sea Kayak Guild',
    logo: logo('/artwork/travel-agency-logo-46-240x96.svg', 'Sea Kayak Guild'),
  },
];
