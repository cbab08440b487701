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
];
