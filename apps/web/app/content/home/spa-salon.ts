import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { HeroSlide } from '~/components/sections/hero/hero-slider.tsx';
import type { Offer } from '~/components/sections/offer-cards/offer-cards.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { ContactDetails } from '~/components/sections/header/header-config.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { HeadingData, IconItem } from '~/content/types.ts';
import { art, avatar, logo } from '~/content/home-art.ts';
import { hoursSummary } from '@contrail/contracts/booking-rules';
import { spaSalonVenue } from '@contrail/contracts/venues/spa-salon';
import demo from '~/content/demos/spa-salon.ts';

/** Its theme: made from its recipe (content/demos/spa-salon.ts). */
export const theme: DemoTheme = demo.theme;

/** The spa's name, as the booking desk's mail shows it. */
/** The booking rules (hours, treatments and their length, notice, closed dates, time zone, desk). */
export const spaBooking = spaSalonVenue;

export const spaSlides: readonly HeroSlide[] = [
  {
    eyebrow: 'Maison Camellia · Day spa and salon, Bath',
    title: 'An afternoon that belongs to you',
    lead: 'Facials, massage and hair in a Georgian townhouse on Gay Street: five treatment rooms, a heated relaxation lounge and tea from the garden.',
    primary: { label: 'Book a treatment', href: '#book' },
    secondary: { label: 'Treatments and prices', href: '#treatments' },
    image: art(
      '/artwork/spa-salon-abstract-3-1600x900.svg',
      'Soft rose and plum shapes, like lamplight through a linen curtain',
    ),
  },
  {
    eyebrow: 'Hair studio',
    title: 'Colour that grows out gracefully',
    lead: 'Hand-painted balayage, glosses and cuts by senior stylists, planned so the next visit can wait twelve weeks.',
    primary: { label: 'Book a consultation', href: '#book' },
    image: art(
      '/artwork/spa-salon-abstract-4-1600x900.svg',
      'Ribbons of rose and gold light drifting across the frame',
    ),
  },
  {
    eyebrow: 'Spa days for two',
    title: 'Share the quiet with someone',
    lead: 'Side-by-side massages, the lounge for the afternoon and a light lunch on the terrace.',
    primary: { label: 'See the spa days', href: '#treatments' },
    image: art(
      '/artwork/spa-salon-abstract-6-1600x900.svg',
      'Petal-like shapes in dusk pink drifting over deep plum',
    ),
  },
];

export const spaRitualsHeading: HeadingData = {
  eyebrow: 'The Camellia way',
  title: 'Every visit begins with a conversation',
};

export const spaRituals: readonly IconItem[] = [
  {
    icon: 'comment',
    title: 'Ten quiet minutes first',
    content: 'Your therapist asks how you feel today and adjusts pressure, oils and pace to suit.',
  },
  {
    icon: 'leaf',
    title: 'Plant-based products',
    content: 'Oils and creams from small makers in Somerset and Provence, never tested on animals.',
  },
  {
    icon: 'drop',
    title: 'Warmth throughout',
    content:
      'Heated beds, warm towels and a steam room to arrive in, whatever the weather outside.',
  },
];

export const spaTreatmentsHeading: HeadingData = {
  eyebrow: 'Treatments',
  title: 'Treatments and rituals',
  lead: 'Prices are per session and include time in the relaxation lounge before and after.',
};

export const spaTreatments: readonly Offer[] = [
  {
    id: 'camellia-facial',
    title: 'Camellia signature facial',
    image: art('/artwork/spa-salon-portrait-21-640x480.svg', ''),
    facts: ['75 minutes', 'Double cleanse', 'Face and scalp massage'],
    description:
      'Our best-loved facial: enzyme peel, a warm camellia-oil massage and a mask chosen for your skin that day.',
    priceCents: 9500,
    unit: 'session',
    rating: { value: 4.9, count: 312 },
    badge: 'Most booked',
    cta: { label: 'Book', href: '#book' },
  },
  {
    id: 'hot-stone',
    title: 'Hot stone massage',
    image: art('/artwork/spa-salon-product-22-640x480.svg', ''),
    facts: ['60 minutes', 'Full body', 'Basalt stones'],
    description:
      'Smooth warm stones and long strokes that ease shoulders and lower back without deep pressure.',
    priceCents: 8200,
    unit: 'session',
    rating: { value: 4.8, count: 204 },
    cta: { label: 'Book', href: '#book' },
  },
  {
    id: 'balayage',
    title: 'Balayage and gloss',
    image: art('/artwork/spa-salon-portrait-23-640x480.svg', ''),
    facts: ['3 hours', 'Senior stylist', 'Cut and finish'],
    description:
      'Hand-painted lightness, a tone-correcting gloss and a precision cut, with a strand test a week before.',
    priceCents: 18500,
    unit: 'session',
    rating: { value: 4.9, count: 148 },
    cta: { label: 'Book', href: '#book' },
  },
  {
    id: 'pregnancy',
    title: 'Mother-to-be massage',
    image: art('/artwork/spa-salon-interior-24-640x480.svg', ''),
    facts: ['60 minutes', 'From 14 weeks', 'Side-lying'],
    description:
      'Cushioned side-lying massage for the back, hips and swollen ankles, by therapists trained in pregnancy care.',
    priceCents: 7800,
    unit: 'session',
    rating: { value: 5, count: 87 },
    cta: { label: 'Book', href: '#book' },
  },
  {
    id: 'spa-day',
    title: 'Garden spa day for two',
    image: art('/artwork/spa-salon-landscape-25-640x480.svg', ''),
    facts: ['5 hours', 'Two guests', 'Lunch included'],
    description:
      'Side-by-side 50-minute massages, the lounge and steam room, and a two-course lunch on the terrace.',
    priceCents: 29000,
    unit: 'session',
    rating: { value: 4.9, count: 121 },
    badge: 'For two',
    cta: { label: 'Book', href: '#book' },
  },
  {
    id: 'manicure',
    title: 'Slow manicure',
    image: art('/artwork/spa-salon-product-26-640x480.svg', ''),
    facts: ['45 minutes', 'Hand soak', 'Gel or classic'],
    description:
      'Cuticle care, a rose-salt scrub, a hand massage and a polish that lasts, with a cup of tea on the side.',
    priceCents: 4200,
    unit: 'session',
    rating: { value: 4.7, count: 176 },
    cta: { label: 'Book', href: '#book' },
  },
];

export const spaAbout: AboutData = {
  eyebrow: 'The house',
  title: 'Four floors of calm in the middle of the city',
  lead: 'Hélène Marsh opened Maison Camellia in 2014 in the townhouse her grandmother lived in. The salon fills the first floor, the spa the two above, and the garden is open to guests from April to October.',
  points: [
    'Eleven therapists and five stylists',
    'Relaxation lounge and steam room',
    'A two-minute walk from the Circus',
  ],
  image: art(
    '/artwork/spa-salon-interior-31-640x560.svg',
    'The relaxation lounge with a window seat and cushions',
  ),
  secondImage: art('/artwork/spa-salon-pattern-32-360x300.svg', ''),
  badge: { value: '4.9', label: 'Average of 2,100 reviews' },
  action: { label: 'Book a visit', href: '#book' },
};

export const spaBookingHeading: HeadingData = {
  eyebrow: 'Appointments',
  title: 'Reserve your treatment',
  lead: 'Choose a treatment and a time; we reply by e-mail within the day to confirm your therapist or stylist.',
};

export const spaTestimonials: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'The signature facial was the first hour in months when I did not think about work. My skin looked rested for a week.',
    name: 'Eleanor Voss',
    role: 'Guest since 2021',
    avatar: avatar('/artwork/spa-salon-avatar-41-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'Bea has coloured my hair for six years. It grows out so softly that I book when I feel like it, not because I must.',
    name: 'Marguerite Okafor',
    role: 'Salon guest',
    avatar: avatar('/artwork/spa-salon-avatar-42-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'We gave my parents the garden spa day for their fortieth anniversary. Dad, who has never had a massage, has booked again.',
    name: 'Tom Ashdown',
    role: 'Gift voucher buyer',
    avatar: avatar('/artwork/spa-salon-avatar-43-160x160.svg'),
    rating: 5,
  },
];

export const spaVoucherCta: CallToActionData = {
  eyebrow: 'Gift vouchers',
  title: 'Give an afternoon of quiet',
  lead: 'Vouchers for any amount or treatment, valid for two years, sent by post in a linen envelope or by e-mail the same day.',
  action: { kind: 'link', label: 'Ask about vouchers', href: '/page/contact-classic' },
  image: art('/artwork/spa-salon-abstract-51-720x480.svg', ''),
};

export const spaMakers: readonly Client[] = [
  {
    id: 1,
    name: 'Orchard Apothecary',
    logo: logo('/artwork/spa-salon-logo-61-240x96.svg', 'Orchard Apothecary'),
  },
  {
    id: 2,
    name: 'Mendip Botanics',
    logo: logo('/artwork/spa-salon-logo-62-240x96.svg', 'Mendip Botanics'),
  },
  {
    id: 3,
    name: 'Savonnerie Lune',
    logo: logo('/artwork/spa-salon-logo-63-240x96.svg', 'Savonnerie Lune'),
  },
  {
    id: 4,
    name: 'Wildmoor Oils',
    logo: logo('/artwork/spa-salon-logo-64-240x96.svg', 'Wildmoor Oils'),
  },
  {
    id: 5,
    name: 'Atelier Verre',
    logo: logo('/artwork/spa-salon-logo-65-240x96.svg', 'Atelier Verre'),
  },
];

/** Maison Camellia's own details for the top bar and the footer. */
export const spaContact: ContactDetails = {
  address: '14 Gay Street, Bath BA1 2PH',
  phone: '01225 496 031',
  phoneHref: 'tel:+441225496031',
  email: 'welcome@maison-camellia.example',
  hours: hoursSummary(spaBooking.hours),
};

export const spaTagline = 'Day spa and hair salon in a Georgian townhouse.';
