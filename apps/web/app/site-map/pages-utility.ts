import type { SiteRoute } from './types.ts';

/** /page/* contact, status and FAQ pages, /privacy and the newsletter's /subscribe/confirm. */
export const utilityPageRoutes: readonly SiteRoute[] = [
  {
    path: '/page/contact-simple',
    title: 'Contact simple',
    group: 'pages',
    module: 'pages/utility/contact-simple.tsx',
    description:
      'A short contact page: phone, e-mail and hours beside the message form, then the map.',
  },
  {
    path: '/page/contact-classic',
    title: 'Contact classic',
    group: 'pages',
    module: 'pages/utility/contact-classic.tsx',
    description:
      'Address, phone, e-mail and opening hours as cards, a boxed message form and a map.',
  },
  {
    path: '/page/contact-modern',
    title: 'Contact modern',
    group: 'pages',
    module: 'pages/utility/contact-modern.tsx',
    description:
      'A split screen with big type and the form, a list of offices and a dark map card.',
  },
  {
    path: '/page/error-404',
    title: 'Error 404',
    group: 'pages',
    module: 'pages/utility/error-404.tsx',
    description: 'The page-not-found screen with the site search and a list of popular pages.',
  },
  {
    path: '/page/maintenance',
    title: 'Maintenance',
    group: 'pages',
    module: 'pages/utility/maintenance.tsx',
    description:
      'A planned-maintenance notice: when the site is back and what still works meanwhile.',
  },
  {
    path: '/page/coming-soon',
    title: 'Coming soon',
    group: 'pages',
    module: 'pages/utility/coming-soon.tsx',
    description:
      'A launch page beside artwork: a live countdown and a sign-up form for launch news.',
  },
  {
    path: '/page/coming-soon-V2',
    title: 'Coming soon V2',
    group: 'pages',
    module: 'pages/utility/coming-soon-v2.tsx',
    description:
      'A full-screen launch page over dark artwork: a countdown and a pill sign-up form.',
  },
  {
    path: '/page/faq-s',
    title: 'FAQs',
    group: 'pages',
    module: 'pages/utility/faq.tsx',
    description:
      'Questions grouped by topic in accordions, with a search box that filters as you type.',
  },
  {
    path: '/theme-studio',
    title: 'Theme studio',
    group: 'pages',
    module: 'pages/theme-studio/theme-studio-page.tsx',
    description:
      'Restyle any home demo live on its real page: colours for light and dark, corners, fonts, a contrast check, and the theme to export.',
  },
  {
    path: '/privacy',
    title: 'Privacy policy',
    group: 'legal',
    module: 'pages/utility/privacy.tsx',
    description: 'What the site and the parts desk collect, why, for how long, and your rights.',
  },
  {
    path: '/subscribe/confirm',
    title: 'Confirm your subscription',
    group: 'legal',
    module: 'pages/utility/subscribe-confirm.tsx',
    description:
      'Where the newsletter confirmation e-mail leads: confirms the subscription, or offers a new link.',
    inMenu: false,
  },
];
