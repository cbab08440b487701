import type { SiteHeaderProps } from '~/components/sections/header/site-header.tsx';
import { demoHero, demoSections } from './layout-demo.ts';

export interface HeaderDemo {
  /** The page's h1. */
  title: string;
  lead: string;
  /** What to try on the page. */
  notes: readonly string[];
  header: SiteHeaderProps;
}

const onePageSections = [demoHero, ...demoSections].map(({ id, label }) => ({ id, label }));

/** Every `/headers/*` demo: the header props it chooses and the copy that explains them. */
export const headerDemos: Record<string, HeaderDemo> = {
  '/headers/transparent-header': {
    title: 'Transparent header',
    lead: 'The header sits over a dark hero without a background of its own, then turns solid as soon as the page scrolls.',
    notes: [
      'Scroll a little: the bar gains a solid background',
      'White text stays readable in both states',
    ],
    header: { theme: 'transparent', position: 'always-fixed' },
  },
  '/headers/white-header': {
    title: 'White header',
    lead: 'A light bar with dark text that stays at the top of the page.',
    notes: ['Light surface, dark text', 'A shadow appears once the page scrolls'],
    header: { theme: 'light' },
  },
  '/headers/dark-header': {
    title: 'Dark header',
    lead: 'A dark bar with white text, for brands that want contrast from the first pixel.',
    notes: ['Dark surface, white text', 'The current menu item is underlined'],
    header: { theme: 'dark' },
  },
  '/headers/header-with-top-bar': {
    title: 'Header with top bar',
    lead: 'Contact details and social links in a slim strip above the navigation.',
    notes: ['Phone, e-mail and opening hours from 768 px up', 'Five social links at the right'],
    header: { theme: 'light', topBar: true },
  },
  '/headers/header-with-push': {
    title: 'Header with push',
    lead: 'The fixed header takes its own space, so the page starts below it instead of under it.',
    notes: [
      'Compare with the transparent header, which lies over the hero',
      'Nothing is hidden under the bar',
    ],
    header: { theme: 'dark', push: true, topBar: true },
  },
  '/headers/center-navigation': {
    title: 'Center navigation',
    lead: 'Logo at the left, the menu centred in the bar, actions at the right.',
    notes: ['The menu is centred from 992 px up', 'Below 992 px the menu button opens the drawer'],
    header: { theme: 'light', layout: 'center-navigation' },
  },
  '/headers/center-logo': {
    title: 'Center logo',
    lead: 'The logo sits in the middle, between the two halves of the menu.',
    notes: [
      'Menu split in two halves around the logo',
      'Mega-menus still open under their own item',
    ],
    header: { theme: 'light', layout: 'center-logo' },
  },
  '/headers/top-logo': {
    title: 'Top logo',
    lead: 'A logo row above a centred menu row, like a magazine masthead.',
    notes: ['Two rows from 992 px up', 'One compact bar on smaller screens'],
    header: { theme: 'light', layout: 'top-logo' },
  },
  '/headers/one-page-navigation': {
    title: 'One-page navigation',
    lead: 'The menu links to the sections of this page, scrolls to them smoothly and highlights the one in view.',
    notes: [
      'Click a menu item to glide to its section',
      'The section in view is marked as current',
    ],
    header: { theme: 'dark', layout: 'one-page', sections: onePageSections, sidePanel: false },
  },
  '/headers/header-always-fixed': {
    title: 'Header always fixed',
    lead: 'The header stays at the top of the window however far the page scrolls, at every width.',
    notes: [
      'Scroll to the end: the header never leaves',
      'The page reserves its height, so nothing jumps',
    ],
    header: { theme: 'light', position: 'always-fixed' },
  },
  '/headers/header-disable-fixed': {
    title: 'Header disable fixed',
    lead: 'The header belongs to the top of the page and scrolls away with it.',
    notes: [
      'Scroll down: the header leaves with the hero',
      'More room for content on small screens',
    ],
    header: { theme: 'light', position: 'disable-fixed' },
  },
  '/headers/header-reverse-scroll': {
    title: 'Header reverse scroll',
    lead: 'The header slides away while you read down the page and comes back the moment you scroll up.',
    notes: [
      'Scroll down: the header hides',
      'Scroll up a little: it returns',
      'Tabbing into it always shows it',
    ],
    header: { theme: 'light', position: 'reverse-scroll' },
  },
  '/headers/header-responsive-sticky': {
    title: 'Header responsive sticky',
    lead: 'On phones and tablets (below 992 px) the header stays at the top; on wide screens it scrolls away with the page.',
    notes: ['Narrow the window to see it stick', 'Wide screens keep the whole height for content'],
    header: { theme: 'light', position: 'responsive-sticky' },
  },
  '/headers/left-menu-classic': {
    title: 'Left menu classic',
    lead: 'A vertical navigation bar along the left edge, with the whole menu as an expandable tree.',
    notes: [
      'From 992 px the menu is a fixed column',
      'Below 992 px it becomes a top bar with a drawer',
    ],
    header: { theme: 'light', layout: 'left-menu-classic' },
  },
  '/headers/left-menu-modern': {
    title: 'Left menu modern',
    lead: 'A slim rail on the left: the menu button opens the full menu from the edge.',
    notes: [
      'A narrow rail with logo, search and socials',
      'The menu opens from the left and traps focus',
    ],
    header: { theme: 'dark', layout: 'left-menu-modern' },
  },
  '/headers/mobile-menu-classic': {
    title: 'Mobile menu classic',
    lead: 'Below 992 px the menu drops down as a sheet under the top of the window.',
    notes: ['Narrow the window below 992 px', 'Open the menu: it unfolds from the top'],
    header: { theme: 'light', mobileMenu: 'classic' },
  },
  '/headers/mobile-menu-modern': {
    title: 'Mobile menu modern',
    lead: 'Below 992 px the menu slides in as a drawer from the right.',
    notes: ['Narrow the window below 992 px', 'The drawer traps focus and locks the page'],
    header: { theme: 'light', mobileMenu: 'modern' },
  },
  '/headers/mobile-menu-full-screen': {
    title: 'Mobile menu full screen',
    lead: 'Below 992 px the menu fills the whole screen with large, easy-to-hit links.',
    notes: ['Narrow the window below 992 px', 'Esc or the close button returns you to the page'],
    header: { theme: 'dark', mobileMenu: 'full-screen' },
  },
  '/headers/hamburger-menu': {
    title: 'Hamburger menu',
    lead: 'The whole menu lives behind one button at every width and opens full screen.',
    notes: ['One menu button instead of a menu bar', 'Full-screen menu with contact details'],
    header: { theme: 'light', hamburger: 'full' },
  },
  '/headers/hamburger-menu-modern': {
    title: 'Hamburger menu modern',
    lead: 'A dark side panel with the menu, contact details and social links.',
    notes: ['The panel slides in from the right', 'Esc closes it and returns focus to the button'],
    header: { theme: 'dark', hamburger: 'modern' },
  },
  '/headers/hamburger-menu-half': {
    title: 'Hamburger menu half',
    lead: 'The menu takes half of the screen on tablets and desktops, the whole screen on phones.',
    notes: ['Half-screen panel from 768 px up', 'The page behind is dimmed and locked'],
    header: { theme: 'light', hamburger: 'half' },
  },
};
