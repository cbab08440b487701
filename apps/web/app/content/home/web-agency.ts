import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { TeamMember } from '~/components/sections/team/team-card.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import { artImage as art } from '~/lib/artwork.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { PortfolioProject } from '../portfolio.ts';
import type { BlogPost, CounterItem, FeatureItem, HeadingData, ProcessStep } from '../types.ts';
import { linkedToSamplePosts } from '~/content/sample-post-links.ts';
import demo from '~/content/demos/web-agency.ts';

/** Its theme: made from its recipe (content/demos/web-agency.ts). */
export const theme: DemoTheme = demo.theme;

export const hero: HeroData = {
  eyebrow: 'Web design & engineering',
  title: 'Fast websites, built to be changed by the people who own them',
  lead: 'Northgrid designs and builds marketing sites, shops and web apps that load in a blink, pass an accessibility audit and come with an editor your team will enjoy.',
  primary: { label: 'Start a project', href: '#cta' },
  secondary: { label: 'See our builds', href: '#work' },
  image: art(
    '/artwork/web-agency-code-61-720x560.svg',
    'A browser window of code beside the phone-sized page it builds',
  ),
};

export const servicesHeading: HeadingData = {
  eyebrow: 'What we build',
  title: 'One team from wireframe to production',
};

export const services: readonly FeatureItem[] = [
  {
    icon: 'layers',
    title: 'Marketing sites',
    content:
      'Component libraries your marketers can assemble pages from, without waiting on a sprint.',
  },
  {
    icon: 'cart',
    title: 'Online shops',
    content: 'Headless storefronts with checkout flows tested on real phones and slow networks.',
  },
  {
    icon: 'code',
    title: 'Web applications',
    content:
      'Dashboards and portals in TypeScript, with typed APIs and end-to-end tests from day one.',
  },
  {
    icon: 'shield',
    title: 'Care plans',
    content: 'Monthly updates, uptime monitoring and a named engineer who answers within the hour.',
  },
];

export const processHeading: HeadingData = {
  eyebrow: 'How a build runs',
  title: 'Six weeks from kickoff to launch, in three stretches',
};

export const process: readonly ProcessStep[] = [
  {
    title: 'Discovery & system',
    content:
      'Analytics, interviews, a sitemap and twenty components agreed in the first fortnight.',
  },
  {
    title: 'Build in the open',
    content: 'A preview link per change, reviewed together every Friday until the pages are done.',
  },
  {
    title: 'Launch & measure',
    content: 'Redirects, Core Web Vitals and a handover your own team can run from week seven.',
  },
];

export const workHeading: HeadingData = {
  eyebrow: 'Recent builds',
  title: 'Sites we shipped this year',
};

export const work: readonly PortfolioProject[] = [
  {
    id: 1,
    slug: 'tidewater-outfitters',
    title: 'Tidewater Outfitters',
    client: 'Tidewater',
    categories: ['web'],
    year: 2026,
    summary: 'A headless shop for a sailing brand.',
    img: art('/artwork/web-agency-product-62-600x450.svg', 'Tidewater Outfitters storefront'),
    hoverImg: art('/artwork/web-agency-abstract-63-600x450.svg', 'Tidewater product detail'),
  },
  {
    id: 2,
    slug: 'ledgerly',
    title: 'Ledgerly dashboard',
    client: 'Ledgerly',
    categories: ['web'],
    year: 2026,
    summary: 'An invoicing app for freelancers.',
    img: art('/artwork/web-agency-abstract-64-600x450.svg', 'Ledgerly invoicing dashboard'),
    hoverImg: art('/artwork/web-agency-pattern-65-600x450.svg', 'Ledgerly reports'),
  },
  {
    id: 3,
    slug: 'civic-transit',
    title: 'Civic Transit',
    client: 'City of Harlow',
    categories: ['web', 'branding'],
    year: 2025,
    summary: 'Timetables for a city bus network.',
    img: art('/artwork/web-agency-city-66-600x450.svg', 'Civic Transit timetable site'),
    hoverImg: art('/artwork/web-agency-landscape-67-600x450.svg', 'Civic Transit route map'),
  },
];

export const teamHeading: HeadingData = {
  eyebrow: 'Engineers & designers',
  title: 'The people in your pull requests',
};

export const team: readonly TeamMember[] = [
  {
    id: 1,
    img: art('/artwork/web-agency-portrait-68-400x480.svg', 'Portrait of Ravi Menon'),
    name: 'Ravi Menon',
    designation: 'Technical director',
    description: 'Has shipped front ends since tables were layout.',
  },
  {
    id: 2,
    img: art('/artwork/web-agency-portrait-69-400x480.svg', 'Portrait of Hanna Kowalczyk'),
    name: 'Hanna Kowalczyk',
    designation: 'Design lead',
    description: 'Turns brand guidelines into working components.',
  },
  {
    id: 3,
    img: art('/artwork/web-agency-portrait-70-400x480.svg', 'Portrait of Theo Brandt'),
    name: 'Theo Brandt',
    designation: 'Accessibility engineer',
    description: 'Tests every release with a screen reader and a keyboard.',
  },
  {
    id: 4,
    img: art('/artwork/web-agency-portrait-71-400x480.svg', 'Portrait of Lucía Ferrer'),
    name: 'Lucía Ferrer',
    designation: 'Performance engineer',
    description: 'Counts kilobytes so your visitors do not have to.',
  },
  {
    id: 5,
    img: art('/artwork/web-agency-portrait-72-400x480.svg', 'Portrait of Sam Adeyemi'),
    name: 'Sam Adeyemi',
    designation: 'Project lead',
    description: 'Keeps the Friday demos honest and on time.',
  },
];

export const stats: readonly CounterItem[] = [
  { value: 212, label: 'Sites launched', icon: 'globe' },
  { value: 98, suffix: '%', label: 'Lighthouse median', icon: 'rocket' },
  { value: 42, suffix: 'ms', label: 'Median server response', icon: 'clock' },
  { value: 11, label: 'Engineers on staff', icon: 'users' },
];

export const testimonialsHeading: HeadingData = {
  eyebrow: 'Client notes',
  title: 'What launch week felt like',
};

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'Our old shop took eight seconds to load on a phone. Northgrid’s rebuild takes one, and mobile sales doubled in a quarter.',
    name: 'Grace Whitfield',
    role: 'Founder, Tidewater Outfitters',
    avatar: art('/artwork/web-agency-avatar-73-96x96.svg', 'Grace Whitfield'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'They documented everything. When they handed over, our two developers were shipping features the same week.',
    name: 'Oskar Lindahl',
    role: 'CTO, Ledgerly',
    avatar: art('/artwork/web-agency-avatar-74-96x96.svg', 'Oskar Lindahl'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'The first agency that asked how our riders with screen readers use the timetable, and then fixed it.',
    name: 'Moira Quinn',
    role: 'Digital lead, City of Harlow',
    avatar: art('/artwork/web-agency-avatar-75-96x96.svg', 'Moira Quinn'),
    rating: 5,
  },
];

export const notesHeading: HeadingData = {
  eyebrow: 'Engineering notes',
  title: 'What we learned shipping this month',
};

export const notes: readonly BlogPost[] = linkedToSamplePosts([
  {
    id: 9201,
    category: ['Performance'],
    blogType: 'grid',
    tags: ['performance'],
    img: art('/artwork/web-agency-abstract-76-640x420.svg', 'Bars of a waterfall chart'),
    title: 'We cut a homepage from 2.1 MB to 190 KB. Here is the list',
    content:
      'Fonts, hero images and a tag manager nobody used: the twelve changes, in the order they paid off.',
    author: 6,
    likes: 64,
    comments: 11,
    date: '2026-10-02',
  },
  {
    id: 9202,
    category: ['Accessibility'],
    blogType: 'grid',
    tags: ['accessibility'],
    img: art('/artwork/web-agency-pattern-77-640x420.svg', 'A grid of focus rings'),
    title: 'Focus order is a design decision, not a bug ticket',
    content:
      'How we sketch keyboard paths in the wireframe stage, and why it saves a week before launch.',
    author: 4,
    likes: 41,
    comments: 5,
    date: '2026-09-18',
  },
  {
    id: 9203,
    category: ['Content'],
    blogType: 'grid',
    tags: ['cms'],
    img: art('/artwork/web-agency-workspace-78-640x420.svg', 'An editor screen with page blocks'),
    title: 'Give marketers blocks, not a blank page',
    content:
      'Eighteen well-named components beat a page builder with two hundred options. Our rules for choosing them.',
    author: 5,
    likes: 37,
    comments: 3,
    date: '2026-08-27',
  },
]);

export const cta: CallToActionData = {
  eyebrow: 'Next build slot: January',
  title: 'Send us the site you are embarrassed by',
  lead: 'We reply with a free speed and accessibility report within three working days.',
  action: { kind: 'link', label: 'Get the report', href: '/page/contact-modern' },
};
