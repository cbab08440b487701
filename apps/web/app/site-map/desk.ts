import type { SiteRoute } from './types.ts';

/** The parts desk: the staff's signed-in side (issue 42). Not in menus; pages say noindex. */
export const deskRoutes: readonly SiteRoute[] = [
  {
    path: '/desk',
    title: 'Parts desk',
    group: 'parts',
    module: 'pages/desk/desk-page.tsx',
    description: "The parts desk's inbox of inquiries and bookings, for signed-in staff.",
    inMenu: false,
  },
  {
    path: '/desk/sign-in',
    title: 'Sign in to the parts desk',
    group: 'parts',
    module: 'pages/desk/desk-sign-in-page.tsx',
    description: 'Staff sign in to the parts desk with a passkey or a password.',
    inMenu: false,
  },
  {
    path: '/desk/setup',
    title: 'Set up your desk account',
    group: 'parts',
    module: 'pages/desk/desk-setup-page.tsx',
    description: 'Where an invitation to the parts desk leads: set up a passkey or a password.',
    inMenu: false,
  },
];
