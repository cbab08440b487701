import type { SiteRoute } from './types.ts';

/** The home demos. Each has a category (its column in the Home menu and the gallery) and a thumbnail in its palette. */
export const homeRoutes: readonly SiteRoute[] = [
  {
    path: '/home-startup',
    title: 'Startup',
    group: 'home',
    module: 'pages/home/home-startup.tsx',
    description:
      'A marketing home page for a young company: services, process, pricing, blog and a newsletter.',
    thumbnail: '/artwork/startup-demo-1-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-consulting',
    title: 'Consulting',
    group: 'home',
    module: 'pages/home/home-consulting.tsx',
    description:
      'A management consultancy: advisory practice, partners, results in numbers and the firm’s insights.',
    thumbnail: '/artwork/consulting-demo-2-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-web-agency',
    title: 'Web agency',
    group: 'home',
    module: 'pages/home/home-web-agency.tsx',
    description:
      'A web development studio: builds, delivery process, shipped sites, the engineers and their notes.',
    thumbnail: '/artwork/web-agency-demo-3-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-creative-agency',
    title: 'Creative agency',
    group: 'home',
    module: 'pages/home/home-creative-agency.tsx',
    description:
      'A creative studio in warm tones: campaigns in a masonry wall, capabilities as banners and a journal.',
    thumbnail: '/artwork/creative-agency-demo-4-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-branding-agency',
    title: 'Branding agency',
    group: 'home',
    module: 'pages/home/home-branding-agency.tsx',
    description:
      'An identity studio in red and black: principles, scattered brand work, method and a letter to subscribe to.',
    thumbnail: '/artwork/branding-agency-demo-5-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-marketing-agency',
    title: 'Marketing agency',
    group: 'home',
    module: 'pages/home/home-marketing-agency.tsx',
    description:
      'A growth marketing agency in sunflower yellow: channel skills, results, a campaign timeline and clients.',
    thumbnail: '/artwork/marketing-agency-demo-6-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-business',
    title: 'Business',
    group: 'home',
    module: 'pages/home/home-business.tsx',
    description:
      'A consultancy for growing firms: a full-screen slider, why us, services, expertise, client quotes and logos.',
    thumbnail: '/artwork/business-demo-7-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-corporate',
    title: 'Corporate',
    group: 'home',
    module: 'pages/home/home-corporate.tsx',
    description:
      'An energy infrastructure group: a video hero, principles, numbers, how it works, leadership and partners.',
    thumbnail: '/artwork/corporate-demo-8-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-finance',
    title: 'Finance',
    group: 'home',
    module: 'pages/home/home-finance.tsx',
    description:
      'An independent wealth practice: a call-back form hero, client questions, industries, letters from clients.',
    thumbnail: '/artwork/finance-demo-9-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-digital-agency',
    title: 'Digital agency',
    group: 'home',
    module: 'pages/home/home-digital-agency.tsx',
    description:
      'A product studio in the dark: a statement with a word cycle, numbers, selected work, capabilities, clients.',
    thumbnail: '/artwork/digital-agency-demo-10-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-seo-agency',
    title: 'SEO agency',
    group: 'home',
    module: 'pages/home/home-seo-agency.tsx',
    description:
      'A search agency: a free SEO report form, services, process, plans, results from owners and client logos.',
    thumbnail: '/artwork/seo-agency-demo-11-640x400.svg',
    category: 'Corporate',
  },
  {
    path: '/home-events-conference',
    title: 'Events & conference',
    group: 'home',
    module: 'pages/home/home-events-conference.tsx',
    description:
      'A three-day live-production conference on one page: countdown, schedule by day and track, speakers, tickets.',
    thumbnail: '/artwork/events-conference-demo-12-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-architecture',
    title: 'Architecture',
    group: 'home',
    module: 'pages/home/home-architecture.tsx',
    description:
      'An architecture practice for reused buildings: project slides, the studio since 1997, selected work, notes.',
    thumbnail: '/artwork/architecture-demo-13-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-interior-design',
    title: 'Interior design',
    group: 'home',
    module: 'pages/home/home-interior-design.tsx',
    description:
      'An interiors studio in brass and warm paper: a dark statement hero, services, rooms with a filter, letters.',
    thumbnail: '/artwork/interior-design-demo-14-640x400.svg',
    category: 'Specialized',
  },
  {
    path: '/home-photography',
    title: 'Photography',
    group: 'home',
    module: 'pages/home/home-photography.tsx',
    description:
      'A landscape and editorial photographer: full-bleed slides, a gallery with a lightbox, commissions, field notes.',
    thumbnail: '/artwork/photography-demo-15-640x400.svg',
    category: 'Portfolio',
  },
];
