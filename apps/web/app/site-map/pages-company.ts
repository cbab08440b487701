import type { SiteRoute } from './types.ts';

const row = (name: string, title: string, description: string): SiteRoute => ({
  path: `/page/${name}`,
  title,
  group: 'pages',
  module: `pages/company/${name}.tsx`,
  description,
});

/** /page/* company pages of the sample studio; one module each under pages/company/. */
export const companyPageRoutes: readonly SiteRoute[] = [
  row(
    'about-us',
    'About us',
    'The about page: the studio in a few lines, its numbers, values, founders, client quotes and a call to work together.',
  ),
  row(
    'our-services',
    'Our services',
    'The services page: six services with pictures, how an engagement runs, clients, results and a link to pricing.',
  ),
  row(
    'our-team',
    'Our team',
    'The team page: leadership, design and engineering groups, team numbers and a join-us call to action.',
  ),
  row(
    'latest-news',
    'Latest news',
    'The news page: a featured story, every post under category filters, topics, press and a newsletter form.',
  ),
  row(
    'pricing-packages',
    'Pricing packages',
    'Monthly and yearly plans in tabs, a plan comparison table, what every plan includes and a pricing FAQ.',
  ),
];
