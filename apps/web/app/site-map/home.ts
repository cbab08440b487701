import type { SiteRoute } from './types.ts';

export const homeRoutes: readonly SiteRoute[] = [
  {
    path: '/home-startup',
    title: 'Startup',
    group: 'home',
    module: 'pages/home/home-startup.tsx',
    description:
      'A marketing home page for a young company: services, process, pricing, blog and a newsletter.',
    thumbnail: '/artwork/demo-1-640x400.svg',
  },
  {
    path: '/home-business',
    title: 'Business',
    group: 'home',
    module: 'pages/home/home-business.tsx',
    description:
      'A consultancy for growing firms: a full-screen slider, why us, services, expertise, client quotes and logos.',
    thumbnail: '/artwork/demo-2-640x400.svg',
  },
  {
    path: '/home-corporate',
    title: 'Corporate',
    group: 'home',
    module: 'pages/home/home-corporate.tsx',
    description:
      'An energy infrastructure group: a video hero, principles, numbers, how it works, leadership and partners.',
    thumbnail: '/artwork/demo-3-640x400.svg',
  },
  {
    path: '/home-finance',
    title: 'Finance',
    group: 'home',
    module: 'pages/home/home-finance.tsx',
    description:
      'An independent wealth practice: a call-back form hero, client questions, industries, letters from clients.',
    thumbnail: '/artwork/demo-4-640x400.svg',
  },
  {
    path: '/home-digital-agency',
    title: 'Digital agency',
    group: 'home',
    module: 'pages/home/home-digital-agency.tsx',
    description:
      'A product studio in the dark: a statement with a word cycle, numbers, selected work, capabilities, clients.',
    thumbnail: '/artwork/demo-5-640x400.svg',
  },
  {
    path: '/home-seo-agency',
    title: 'SEO agency',
    group: 'home',
    module: 'pages/home/home-seo-agency.tsx',
    description:
      'A search agency: a free SEO report form, services, process, plans, results from owners and client logos.',
    thumbnail: '/artwork/demo-6-640x400.svg',
  },
];
