import { rowsOf } from './rows.ts';
import type { SiteRoute } from './types.ts';

const row = rowsOf('pages', '/page/', (name) => `pages/company/${name}.tsx`);

/** /page/* company pages of the sample studio; one module each under pages/company/. */
export const companyPageRoutes: readonly SiteRoute[] = [
  row(
    'about-me',
    'About me',
    'A personal profile: one founder of the studio, her skills as progress bars, a career timeline and a favourite quote.',
  ),
  row(
    'about-us',
    'About us',
    'The about page: the studio in a few lines, its numbers, values, founders, client quotes and a call to work together.',
  ),
  row(
    'our-story',
    'Our story',
    "The studio's story: how it began, a timeline of milestones from 2012 to today, numbers and its four studios in a gallery.",
  ),
  row(
    'who-we-are',
    'Who we are',
    'Who the studio is: an intro, what it believes, its numbers and founders, and the way to the team page.',
  ),
  row(
    'our-services',
    'Our services',
    'The services page: six services with pictures, how an engagement runs, clients, results and a link to pricing.',
  ),
  row(
    'what-we-offer',
    'What we offer',
    'Packages by company stage (launch, grow, scale, care) in tabs, what every package includes and a short FAQ.',
  ),
  row(
    'our-process',
    'Our process',
    'Six numbered steps from first call to launch, what each step delivers in an accordion, and a few numbers.',
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
