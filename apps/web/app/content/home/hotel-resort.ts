import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { ContactDetails } from '~/components/sections/header/header-config.ts';
import type { HeroSlide } from '~/components/sections/hero/hero-slider.tsx';
import type { InstagramPost } from '~/components/sections/instagram/instagram-feed.tsx';
import type { Offer } from '~/components/sections/offer-cards/offer-cards.tsx';
import type { ParallaxData } from '~/components/sections/parallax/parallax-banner.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { HeadingData, IconItem } from '~/content/types.ts';
import { art, avatar, logo } from '~/content/home-art.ts';
import { seasonText } from '@contrail/contracts/booking-rules';
import { hotelResortVenue } from '@contrail/contracts/venues/hotel-resort';
import demo from '~/content/demos/hotel-resort.ts';

/** Its theme: made from its recipe (content/demos/hotel-resort.ts). */
export const theme: DemoTheme = demo.theme;

/** The booking rules (rooms and their beds, minimum stays, time zone, desk): the form, the room cards and the API read them. */
export const booking = hotelResortVenue;
export const venue = booking.name;
export const currency = 'EUR';
export const locale = 'en-IE';

/** The hotel's own details for the top bar and the footer. */
export const contact: ContactDetails = {
  address: 'Camí de Castelló 12, 07100 Sóller, Mallorca',
  phone: '+34 971 555 284',
  phoneHref: 'tel:+34971555284',
  email: 'stay@casa-almendra.example',
  hours: 'Reception open day and night',
};

export const slides: readonly HeroSlide[] = [
  {
    eyebrow: 'Casa Almendra · Sóller, Mallorca',
    title: 'Twenty-four rooms among almond trees, ten minutes from the sea',
    lead: 'A restored finca in the Tramuntana hills with two pools, a terrace kitchen and the quiet of the valley after dark.',
    primary: { label: 'Check availability', href: '#stay' },
    secondary: { label: 'See the rooms', href: '#rooms' },
    image: art('/artwork/hotel-resort-pool-4-1600x900.svg', 'A pool with loungers under a parasol'),
  },
  {
    eyebrow: 'Rooms & suites',
    title: 'Stone walls, linen sheets, shutters open to the orchard',
    lead: 'Every room keeps the finca’s old beams and floors; every bed faces a window.',
    primary: { label: 'Choose a room', href: '#rooms' },
    image: art('/artwork/hotel-resort-room-5-1600x900.svg', 'A bright room with a wide bed'),
  },
  {
    eyebrow: 'Out and about',
    title: 'The Port de Sóller tram stops at the bottom of the lane',
    lead: 'Borrow a bicycle, walk the dry-stone paths to Fornalutx, or let us pack a picnic for the cove.',
    primary: { label: 'Plan your stay', href: '#stay' },
    image: art('/artwork/hotel-resort-coast-6-1600x900.svg', 'A bay with a sailing boat'),
  },
];

export const reasonsHeading: HeadingData = {
  eyebrow: 'Why Casa Almendra',
  title: 'Reasons guests come back every spring',
};

export const reasons: readonly IconItem[] = [
  {
    icon: 'heart',
    title: 'Adults-only pool',
    content: 'A saltwater pool above the orchard, with a second one by the garden for families.',
  },
  {
    icon: 'star',
    title: 'Breakfast on the terrace',
    content: 'Ensaïmadas from the village, eggs from our hens, oranges from the valley.',
  },
  {
    icon: 'map-pin',
    title: 'Walks from the door',
    content: 'The GR 221 passes the gate; we lend maps, poles and a flask.',
  },
  {
    icon: 'clock',
    title: 'Late check-out',
    content: 'Rooms are yours until two on the day you leave, at no charge.',
  },
];

export const roomsHeading: HeadingData = {
  eyebrow: 'Rooms & suites',
  title: 'Choose where you wake up',
  lead: `Prices per room per night, breakfast included.${(booking.minimumStays ?? [])
    .map((stay) => ` ${seasonText(stay)}, ${stay.nights} nights at least.`)
    .join('')}`,
};

/** "2 guests": a room's beds as its booking rules give them. */
const sleeps = (room: string) =>
  `${booking.rooms.find((r) => r.value === room)?.sleeps ?? 0} guests`;

export const rooms: readonly Offer[] = [
  {
    id: 'orchard-double',
    title: 'Orchard double',
    image: art('/artwork/hotel-resort-room-11-640x480.svg', 'A double room with an orchard view'),
    facts: [sleeps('Orchard double'), '24 m²', 'Orchard view'],
    description: 'Stone walls, a king-size bed and shutters that open onto the almond trees.',
    priceCents: 19_500,
    unit: 'night',
    rating: { value: 4.8, count: 212 },
    cta: { label: 'Book now', href: '#stay' },
  },
  {
    id: 'terrace-suite',
    title: 'Terrace junior suite',
    image: art('/artwork/hotel-resort-room-12-640x480.svg', 'A suite with a sitting area'),
    facts: [sleeps('Terrace junior suite'), '38 m²', 'Private terrace'],
    description: 'A sitting room and a terrace with two loungers facing the Puig Major.',
    priceCents: 28_500,
    unit: 'night',
    rating: { value: 4.9, count: 146 },
    badge: 'Guest favourite',
    cta: { label: 'Book now', href: '#stay' },
  },
  {
    id: 'tower-suite',
    title: 'Tower suite',
    image: art('/artwork/hotel-resort-room-13-640x480.svg', 'A suite in the old tower'),
    facts: [sleeps('Tower suite'), '52 m²', 'Sea glimpse'],
    description: 'The finca’s old watchtower over two floors, with a bath under the window.',
    priceCents: 41_000,
    unit: 'night',
    rating: { value: 5, count: 58 },
    cta: { label: 'Book now', href: '#stay' },
  },
];

export const spa: ParallaxData = {
  eyebrow: 'The pools',
  title: 'Long afternoons by the water',
  text: 'Sun loungers, shade under the carob tree, lemonade from the bar and nothing on the schedule until dinner.',
  image: art('/artwork/hotel-resort-pool-14-1600x900.svg', ''),
  cta: { label: 'Book your stay', to: '#stay' },
};

export const guestsHeading: HeadingData = {
  eyebrow: 'Guest reviews',
  title: 'Letters left at reception',
};

export const guests: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'We asked for a quiet room and got the tower. Breakfast lasted until eleven every day, and nobody minded.',
    name: 'Sophie and Mark Lindqvist',
    role: 'Tower suite, May',
    avatar: avatar('/artwork/hotel-resort-avatar-21-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'Our children still talk about collecting eggs with Joana. The family room opens straight onto the garden pool.',
    name: 'Rafael Domènech',
    role: 'Garden family room, August',
    avatar: avatar('/artwork/hotel-resort-avatar-22-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'The staff planned three walks for us, drove us to the start of the hardest one and had dinner ready when we limped back.',
    name: 'Greta Holm',
    role: 'Orchard double, October',
    avatar: avatar('/artwork/hotel-resort-avatar-23-160x160.svg'),
    rating: 5,
  },
];

export const offersCta: CallToActionData = {
  eyebrow: 'Almond blossom letters',
  title: 'Quiet-season rates before anyone else',
  lead: 'Four letters a year: February blossom, spring walking weeks, the harvest and winter stays. Leave whenever you like.',
  action: { kind: 'subscribe', buttonLabel: 'Send me the offers' },
};

export const feed: readonly InstagramPost[] = [
  {
    id: 'almendra-31',
    image: art('/artwork/hotel-resort-pool-31-480x480.svg', 'The saltwater pool at noon'),
    likes: 842,
    comments: 31,
    href: 'https://www.instagram.com/',
  },
  {
    id: 'almendra-32',
    image: art('/artwork/hotel-resort-room-32-480x480.svg', 'Morning light in the orchard double'),
    likes: 615,
    comments: 18,
    href: 'https://www.instagram.com/',
  },
  {
    id: 'almendra-33',
    image: art('/artwork/hotel-resort-coast-33-480x480.svg', 'A boat leaving Port de Sóller'),
    likes: 1204,
    comments: 47,
    href: 'https://www.instagram.com/',
  },
  {
    id: 'almendra-34',
    image: art('/artwork/hotel-resort-table-34-480x480.svg', 'Breakfast on the terrace'),
    likes: 733,
    comments: 22,
    href: 'https://www.instagram.com/',
  },
  {
    id: 'almendra-35',
    image: art('/artwork/hotel-resort-pool-35-480x480.svg', 'Loungers by the garden pool'),
    likes: 521,
    comments: 12,
    href: 'https://www.instagram.com/',
  },
  {
    id: 'almendra-36',
    image: art('/artwork/hotel-resort-room-36-480x480.svg', 'The tower suite’s bath'),
    likes: 968,
    comments: 40,
    href: 'https://www.instagram.com/',
  },
];

export const press: readonly Client[] = [
  {
    id: 1,
    name: 'Island Stays Guide',
    logo: logo('/artwork/hotel-resort-logo-61-240x96.svg', 'Island Stays Guide'),
  },
  {
    id: 2,
    name: 'Slow Travel Review',
    logo: logo('/artwork/hotel-resort-logo-62-240x96.svg', 'Slow Travel Review'),
  },
  {
    id: 3,
    name: 'Small Luxury Fincas',
    logo: logo('/artwork/hotel-resort-logo-63-240x96.svg', 'Small Luxury Fincas'),
  },
  {
    id: 4,
    name: 'Tramuntana Walkers',
    logo: logo('/artwork/hotel-resort-logo-64-240x96.svg', 'Tramuntana Walkers'),
  },
  { id: 5, name: 'Green Key', logo: logo('/artwork/hotel-resort-logo-65-240x96.svg', 'Green Key') },
];
