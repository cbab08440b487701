import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { HeroVideoData } from '~/components/sections/hero/hero-video.tsx';
import type { TeamMember } from '~/components/sections/team/team-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { CounterItem, HeadingData, IconItem } from '~/content/types.ts';
import { art, logo } from '~/content/home-art.ts';
import demo from '~/content/demos/corporate.ts';

/** Its theme: made from its recipe (content/demos/corporate.ts). */
export const theme: DemoTheme = demo.theme;

export const corporateHero: HeroVideoData = {
  eyebrow: 'Halden Group · Energy infrastructure',
  title: 'Power networks built to run for the next fifty years',
  lead: 'We finance, build and operate wind, solar and grid storage across nine countries, and we publish what every site produces, every month.',
  primary: { label: 'Our portfolio', href: '#how-it-works' },
  secondary: { label: 'Investor relations', href: '#cta' },
  poster: art('/artwork/landscape-17-1600x900.svg', 'Rolling green hills under a pale sky'),
  sources: [
    { src: '/media/video/corporate-loop.webm', type: 'video/webm' },
    { src: '/media/video/corporate-loop.mp4', type: 'video/mp4' },
  ],
};

export const corporatePrinciples: readonly IconItem[] = [
  {
    icon: 'globe',
    title: 'Long-term ownership',
    content:
      'We hold what we build. Every asset is designed for a forty-year life, not a quick resale.',
  },
  {
    icon: 'shield',
    title: 'Safety before schedule',
    content:
      'Four million hours worked last year with a lost-time injury rate of 0.08, audited externally.',
  },
  {
    icon: 'chart',
    title: 'Reporting anyone can read',
    content: 'Output, downtime and community payments per site, published monthly in open data.',
  },
  {
    icon: 'users',
    title: 'Local first',
    content: 'Six in ten contracts go to firms within eighty kilometres of the site they serve.',
  },
];

export const corporateStats: readonly CounterItem[] = [
  { value: 4200, suffix: ' MW', label: 'Capacity in operation' },
  { value: 9, label: 'Countries' },
  { value: 61, suffix: '%', label: 'Local contractors' },
  { value: 2100, suffix: '+', label: 'Employees' },
];

export const corporateHowHeading: HeadingData = {
  eyebrow: 'How it works',
  title: 'From a field survey to a site that powers a town',
  lead: 'Three minutes on how a Halden project is chosen, financed, built and handed to the operations team that will run it for decades.',
};

export const corporateHowVideo = {
  title: 'How a Halden project comes to life',
  poster: art('/artwork/landscape-25-1280x720.svg', 'A wind farm on a ridge at sunrise'),
  source: { kind: 'html5', src: '/media/video/corporate-loop.webm', type: 'video/webm' },
} as const;

export const corporateHowSteps: readonly { title: string; content: string }[] = [
  {
    title: 'Survey',
    content: 'Two years of wind and sun data before a single turbine is ordered.',
  },
  { title: 'Finance', content: 'Green bonds and pension partners, matched to the asset’s life.' },
  {
    title: 'Operate',
    content: 'Our own technicians, on call around the clock from regional hubs.',
  },
];

const portrait = (src: string, name: string) => art(src, `Portrait of ${name}`);

export const corporateTeam: readonly TeamMember[] = [
  {
    id: 1,
    img: portrait('/artwork/portrait-33-600x720.svg', 'Ingrid Halvorsen'),
    name: 'Ingrid Halvorsen',
    designation: 'Chief Executive',
    description: 'Led offshore wind construction in the North Sea for twelve years.',
  },
  {
    id: 2,
    img: portrait('/artwork/portrait-41-600x720.svg', 'Samuel Adeyemi'),
    name: 'Samuel Adeyemi',
    designation: 'Chief Financial Officer',
    description: 'Structured the group’s first green bond and every one since.',
  },
  {
    id: 3,
    img: portrait('/artwork/portrait-49-600x720.svg', 'Lucía Ferrer'),
    name: 'Lucía Ferrer',
    designation: 'Chief Operating Officer',
    description: 'Runs 140 sites and the technicians who keep them turning.',
  },
  {
    id: 4,
    img: portrait('/artwork/portrait-57-600x720.svg', 'Kenji Morita'),
    name: 'Kenji Morita',
    designation: 'Head of Grid Storage',
    description: 'Brought battery storage from pilot to 600 MWh in four years.',
  },
];

export const corporatePartners: readonly Client[] = [
  {
    id: 1,
    name: 'Nordvik Pension Fund',
    logo: logo('/artwork/logo-105-240x96.svg', 'Nordvik Pension Fund'),
  },
  { id: 2, name: 'Aurel Turbines', logo: logo('/artwork/logo-113-240x96.svg', 'Aurel Turbines') },
  { id: 3, name: 'Baltic Grid', logo: logo('/artwork/logo-121-240x96.svg', 'Baltic Grid') },
  { id: 4, name: 'Solenne Cells', logo: logo('/artwork/logo-129-240x96.svg', 'Solenne Cells') },
  { id: 5, name: 'Keel Offshore', logo: logo('/artwork/logo-137-240x96.svg', 'Keel Offshore') },
  {
    id: 6,
    name: 'Vela Cable Works',
    logo: logo('/artwork/logo-145-240x96.svg', 'Vela Cable Works'),
  },
];

export const corporateCta: CallToActionData = {
  eyebrow: 'Investors and partners',
  title: 'Read the annual report, or talk to the team that wrote it',
  lead: 'Our 2026 report covers output, returns and community payments site by site. The investor desk answers within two working days.',
  action: { kind: 'link', label: 'Contact investor relations', href: '/page/contact-classic' },
  image: art('/artwork/city-41-720x560.svg', 'The Halden head office seen from the river'),
};
