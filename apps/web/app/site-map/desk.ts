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
    indexed: false,
  },
  {
    path: '/desk/catalogue',
    title: 'Catalogue upkeep',
    group: 'parts',
    module: 'pages/desk/desk-catalogue-page.tsx',
    description:
      'Admins import a catalogue CSV after a dry run and edit a part’s price, availability and supersession.',
    inMenu: false,
    indexed: false,
  },
  {
    path: '/desk/inquiry',
    title: 'Inquiry',
    group: 'parts',
    module: 'pages/desk/desk-inquiry-page.tsx',
    description:
      'An inquiry in the parts desk (?id=Q-…): its lines against the live catalogue, the quote editor, status, assignment and notes.',
    inMenu: false,
    indexed: false,
  },
  {
    path: '/desk/booking',
    title: 'Booking',
    group: 'parts',
    module: 'pages/desk/desk-booking-page.tsx',
    description:
      'A booking in the parts desk (?id=B-…): confirm or decline it, which mails the guest; status, assignment and notes.',
    inMenu: false,
    indexed: false,
  },
  {
    path: '/desk/sign-in',
    title: 'Sign in to the parts desk',
    group: 'parts',
    module: 'pages/desk/desk-sign-in-page.tsx',
    description: 'Staff sign in to the parts desk with a passkey or a password.',
    inMenu: false,
    indexed: false,
  },
  {
    path: '/desk/setup',
    title: 'Set up your desk account',
    group: 'parts',
    module: 'pages/desk/desk-setup-page.tsx',
    description: 'Where an invitation to the parts desk leads: set up a passkey or a password.',
    inMenu: false,
    indexed: false,
  },
];
