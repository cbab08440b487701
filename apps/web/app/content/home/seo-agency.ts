import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { HeroFormData } from '~/components/sections/hero/hero-form.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { HeadingData, IconItem, PricingSet, ProcessStep } from '~/content/types.ts';
import { art, avatar, logo } from '~/content/home-art.ts';
import demo from '~/content/demos/seo-agency.ts';

/** Its theme: made from its recipe (content/demos/seo-agency.ts). */
export const theme: DemoTheme = demo.theme;

export const seoHero: HeroFormData = {
  eyebrow: 'Rankwell · Search for real businesses',
  title: 'Find out why customers can’t find you on Google',
  lead: 'Enter your website and we send a free, hand-checked report within two working days: what blocks you, what competitors do better, and the first five fixes.',
  points: [
    'Checked by a person, not only a crawler',
    'No sales call unless you ask',
    '2,600 reports sent this year',
  ],
  image: art('/artwork/workspace-33-1280x560.svg', 'A search report dashboard with rising charts'),
  form: {
    title: 'Free SEO report',
    subject: 'Free SEO report request (Rankwell)',
    button: 'Get my free report',
    note: 'We look at up to 500 pages. Your address is used only to send the report.',
    fields: [
      {
        name: 'website',
        label: 'Your website',
        placeholder: 'www.your-business.com',
        required: true,
      },
      { name: 'email', label: 'Email address', placeholder: 'you@your-business.com' },
    ],
  },
};

export const seoServicesHeading: HeadingData = {
  eyebrow: 'What we fix',
  title: 'Search work that shows up in the till, not just the rankings',
};

export const seoServices: readonly IconItem[] = [
  {
    icon: 'gear',
    title: 'Technical health',
    content:
      'Speed, crawl errors, duplicate pages and structured data, fixed with your developer or by us.',
  },
  {
    icon: 'map-pin',
    title: 'Local search',
    content: 'Business profiles, reviews and location pages so nearby customers see you first.',
  },
  {
    icon: 'pen',
    title: 'Content that answers',
    content: 'Pages written around the questions buyers type, by writers who know your trade.',
  },
  {
    icon: 'chart',
    title: 'Honest reporting',
    content: 'Calls, bookings and sales from search, not a wall of vanity keywords.',
  },
];

export const seoAbout: AboutData = {
  eyebrow: 'About Rankwell',
  title: 'Former in-house marketers who got tired of black-box agencies',
  lead: 'We started Rankwell in 2015 after years of paying for reports nobody could explain. Today fourteen specialists look after 210 businesses, from dental groups to builders’ merchants.',
  points: [
    'Month-to-month contracts',
    'You own every page we write',
    'A named strategist, not a ticket queue',
  ],
  image: art('/artwork/workspace-41-640x560.svg', 'Two strategists reviewing a search report'),
  badge: { value: '3.1×', label: 'Average organic traffic after 12 months' },
  action: { label: 'How we work', href: '#process' },
};

export const seoProcessHeading: HeadingData = {
  eyebrow: 'How it works',
  title: 'From free report to steady growth in three steps',
};

export const seoProcess: readonly ProcessStep[] = [
  {
    title: 'Free report',
    content: 'We audit your site and three competitors and send the findings in plain words.',
  },
  {
    title: 'First fixes',
    content: 'The technical problems go first; most sites see movement within six weeks.',
  },
  {
    title: 'Monthly growth',
    content: 'New pages, links and local work each month, reported against your goals.',
  },
];

export const seoQuoteCta: CallToActionData = {
  eyebrow: 'Bigger site or several locations?',
  title: 'Get a fixed quote for a full search programme',
  lead: 'Multi-site retailers and franchises get a custom plan, priced per location.',
  action: { kind: 'link', label: 'Request a quote', href: '/page/contact-classic' },
};

export const seoPricingHeading: HeadingData = {
  eyebrow: 'Plans',
  title: 'Monthly plans, cancel with thirty days’ notice',
};

export const seoPricing: readonly PricingSet[] = [
  {
    key: 'monthly',
    label: 'Monthly',
    plans: [
      {
        title: 'Local',
        subtitle: 'One location, one town',
        price: '£450',
        term: 'PER MONTH',
        plans: [
          'Business profile care',
          'Two local pages a month',
          'Review replies',
          'Monthly call report',
        ],
        buttonTitle: 'Start with Local',
        buttonLink: '/page/contact-classic',
        icon: 'map-pin',
      },
      {
        title: 'Growth',
        subtitle: 'Regional or online sales',
        price: '£1,200',
        term: 'PER MONTH',
        plans: [
          'Technical fixes included',
          'Four articles a month',
          'Link outreach',
          'Sales tracking setup',
        ],
        buttonTitle: 'Choose Growth',
        buttonLink: '/page/contact-classic',
        popular: true,
        icon: 'rocket',
      },
      {
        title: 'National',
        subtitle: 'Large sites, many locations',
        price: '£2,900',
        term: 'PER MONTH',
        plans: ['Dedicated strategist', 'Content team of three', 'Digital PR', 'Weekly dashboards'],
        buttonTitle: 'Talk to us',
        buttonLink: '/page/contact-classic',
        icon: 'globe',
      },
    ],
  },
];

export const seoTestimonials: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'Online bookings went from nine a week to forty. The free report alone found a redirect that had hidden our whole booking page for a year.',
    name: 'Fiona Gallagher',
    role: 'Practice manager, Riverside Physio',
    avatar: avatar('/artwork/avatar-105-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'We now rank first for kitchen fitters in four towns. Rankwell tell us which jobs came from search, so we know the money is well spent.',
    name: 'Dev Sharma',
    role: 'Director, Hearth & Home Kitchens',
    avatar: avatar('/artwork/avatar-113-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'No jargon, no lock-in, and the monthly report fits on one page. Organic sales are up 180 % in eighteen months.',
    name: 'Lena Vogt',
    role: 'Founder, Alder & Ash candles',
    avatar: avatar('/artwork/avatar-121-160x160.svg'),
    rating: 5,
  },
];

export const seoClients: readonly Client[] = [
  {
    id: 1,
    name: 'Riverside Physio',
    logo: logo('/artwork/logo-209-240x96.svg', 'Riverside Physio'),
  },
  {
    id: 2,
    name: 'Hearth & Home Kitchens',
    logo: logo('/artwork/logo-217-240x96.svg', 'Hearth & Home Kitchens'),
  },
  { id: 3, name: 'Alder & Ash', logo: logo('/artwork/logo-225-240x96.svg', 'Alder & Ash') },
  {
    id: 4,
    name: 'Cobble Lane Dental',
    logo: logo('/artwork/logo-233-240x96.svg', 'Cobble Lane Dental'),
  },
  {
    id: 5,
    name: 'Marlow Builders Merchants',
    logo: logo('/artwork/logo-241-240x96.svg', 'Marlow Builders Merchants'),
  },
];
