import { rowsOf } from './rows.ts';
import type { SiteRoute } from './types.ts';

const row = rowsOf('headers', '/headers/', 'pages/headers/header-demo.tsx');

/** The header demos: one page module; each row's props come from content/header-demos.ts. */
export const headerRoutes: readonly SiteRoute[] = [
  row(
    'transparent-header',
    'Transparent header',
    'A header over a dark hero that turns solid once the page scrolls.',
  ),
  row('white-header', 'White header', 'A light header with dark text that stays at the top.'),
  row('dark-header', 'Dark header', 'A dark header with white text.'),
  row(
    'header-with-top-bar',
    'Header with top bar',
    'Contact details and social links above the navigation.',
  ),
  row(
    'header-with-push',
    'Header with push',
    'A fixed header that pushes the page down instead of covering it.',
  ),
  row('center-navigation', 'Center navigation', 'Logo at the left, the menu centred in the bar.'),
  row('center-logo', 'Center logo', 'The logo between the two halves of the menu.'),
  row('top-logo', 'Top logo', 'A logo row above a centred menu row.'),
  row(
    'one-page-navigation',
    'One-page navigation',
    'Menu links to the sections of the page, with smooth scroll and the current section highlighted.',
  ),
  row(
    'header-always-fixed',
    'Header always fixed',
    'A header that stays at the top at every width.',
  ),
  row('header-disable-fixed', 'Header disable fixed', 'A header that scrolls away with the page.'),
  row(
    'header-reverse-scroll',
    'Header reverse scroll',
    'A header that hides while scrolling down and returns on scroll up.',
  ),
  row(
    'header-responsive-sticky',
    'Header responsive sticky',
    'A header that stays at the top below 992 px and scrolls away on wide screens.',
  ),
  row(
    'left-menu-classic',
    'Left menu classic',
    'A vertical navigation column along the left edge.',
  ),
  row(
    'left-menu-modern',
    'Left menu modern',
    'A slim left rail whose button opens the menu from the edge.',
  ),
  row(
    'mobile-menu-classic',
    'Mobile menu classic',
    'Below 1280 px the menu drops down from the top.',
  ),
  row(
    'mobile-menu-modern',
    'Mobile menu modern',
    'Below 1280 px the menu slides in from the right.',
  ),
  row(
    'mobile-menu-full-screen',
    'Mobile menu full screen',
    'Below 1280 px the menu fills the screen.',
  ),
  row('hamburger-menu', 'Hamburger menu', 'A full-screen menu behind one button at every width.'),
  row(
    'hamburger-menu-modern',
    'Hamburger menu modern',
    'A dark side panel with the menu, contacts and socials.',
  ),
  row('hamburger-menu-half', 'Hamburger menu half', 'A half-screen menu panel.'),
];
