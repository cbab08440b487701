import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { ContactChannel } from '~/components/sections/contact-page/contact-details.tsx';
import type { ContactSplitData } from '~/components/sections/contact-page/contact-split.tsx';
import type { FaqGroup } from '~/components/sections/faq-search/faq-filter.ts';
import type { MapPlace } from '~/components/sections/google-map/google-map.tsx';
import type { LaunchData } from '~/components/sections/launch/launch-hero.tsx';
import type { MaintenanceData } from '~/components/sections/maintenance/maintenance-notice.tsx';
import type { Breadcrumb } from '~/components/sections/page-title/page-title.tsx';
import type { HeadingData } from './types.ts';
import { contactDetails } from './contact.ts';

/** Sample copy of the /page/* contact, FAQ, 404, maintenance and launch pages. */

const home: Breadcrumb = { label: 'Home', href: '/' };
export const crumbs = (label: string, href: string): readonly Breadcrumb[] => [
  home,
  { label, href },
];

/* ---------- Contact ---------- */

const salesEmail = 'parts@contrail.example';

/** Address, phone, e-mail and hours: the four cards of the classic contact page. */
export const contactChannels: readonly ContactChannel[] = [
  {
    icon: 'map-pin',
    title: 'Visit the hangar',
    lines: ['27 Hangar Road', 'Post Falls, ID 83854', 'United States'],
    link: { label: 'See it on the map', href: '#map' },
  },
  {
    icon: 'phone',
    title: 'Call the parts desk',
    lines: [contactDetails.phone, 'A technician answers, not a menu.'],
    link: { label: 'Call now', href: contactDetails.phoneHref },
  },
  {
    icon: 'mail',
    title: 'Write to us',
    lines: [contactDetails.email, `Quotes: ${salesEmail}`],
    link: { label: 'Send an e-mail', href: `mailto:${contactDetails.email}` },
  },
  {
    icon: 'clock',
    title: 'Opening hours',
    lines: ['Mon–Fri, 8:00–17:00', 'Sat, 9:00–12:00 (pick-up only)', 'Pacific Time'],
  },
];

/** The simple contact page: a short list beside the form. */
export const simpleContact = {
  title: 'Contact us',
  lead: 'A question about a part, an order or the template itself? Write a few lines and we answer within one working day.',
  formHeading: {
    title: 'Send us a message',
    lead: 'Fields marked with * are required.',
  } satisfies HeadingData,
  detailsHeading: 'Or reach us directly',
  channels: contactChannels.filter((channel) => channel.icon !== 'map-pin'),
};

/** The classic contact page: cards, the form, the map. */
export const classicContact = {
  eyebrow: 'We are here to help',
  title: 'Get in touch',
  lead: 'Parts questions, order updates, workshop visits: pick the channel that suits you. Every message reaches a real person at the hangar.',
  cardsHeading: { title: 'How to reach us', eyebrow: 'Contact details' } satisfies HeadingData,
  formHeading: {
    eyebrow: 'Write to us',
    title: 'Tell us what you need',
    lead: 'Include the aircraft model and, if you have it, the part number: it lets us answer with a price and stock on the first reply.',
  } satisfies HeadingData,
  mapHeading: {
    eyebrow: 'Find us',
    title: 'On the field at Post Falls',
    lead: 'Park by the blue hangar door; the parts counter is just inside on the left.',
  } satisfies HeadingData,
};

export const hangarPlace: MapPlace = {
  name: 'Contrail parts desk',
  address: ['27 Hangar Road', 'Post Falls, ID 83854', 'United States'],
  query: 'Post Falls, ID 83854',
  phone: contactDetails.phone,
  hours: contactDetails.hours,
};

/** The modern contact page: big type on one half, the form on the other, then the offices. */
export const modernContact: {
  split: ContactSplitData;
  formTitle: string;
  officesHeading: HeadingData;
  offices: readonly ContactChannel[];
} = {
  split: {
    eyebrow: 'Contact',
    title: 'Let’s talk about your next flight.',
    lead: 'Restoring a classic, keeping a trainer on the line or building a site with this template: tell us where you are and we will take it from there.',
    lines: [
      { label: contactDetails.email, href: `mailto:${contactDetails.email}` },
      { label: contactDetails.phone, href: contactDetails.phoneHref },
    ],
  },
  formTitle: 'Start the conversation',
  officesHeading: {
    eyebrow: 'Offices',
    title: 'Three desks, one team',
    lead: 'Every office can quote any part; pick the one in your time zone for the quickest reply.',
  },
  offices: [
    {
      icon: 'map-pin',
      title: 'Post Falls',
      lines: ['27 Hangar Road, Post Falls, ID 83854', 'Headquarters, warehouse and parts counter'],
      link: { label: contactDetails.phone, href: contactDetails.phoneHref },
    },
    {
      icon: 'map-pin',
      title: 'Oshkosh',
      lines: ['Wittman Regional Airport, Oshkosh, WI 54902', 'Restoration support and engine shop'],
      link: { label: '+1 920 555 0188', href: 'tel:+19205550188' },
    },
    {
      icon: 'map-pin',
      title: 'Bristol',
      lines: ['Hangar 4, Filton Airfield, Bristol BS34 7QS', 'Europe, Middle East and Africa'],
      link: { label: '+44 117 496 0740', href: 'tel:+441174960740' },
    },
  ],
};

/* ---------- FAQ ---------- */

export const faqPage = {
  eyebrow: 'Help centre',
  title: 'Frequently asked questions',
  lead: 'Answers about ordering, parts, shipping, returns and your account. Type a word to narrow them down.',
  cta: {
    eyebrow: 'Still wondering?',
    title: 'Ask the people who pack the parts',
    lead: 'If your question is not here, send it to the parts desk. We reply within one working day.',
    action: { kind: 'link', label: 'Contact the parts desk', href: '/page/contact-classic' },
  } satisfies CallToActionData,
};

export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'ordering',
    title: 'Ordering',
    items: [
      {
        id: 'how-to-order',
        title: 'How do I order a part?',
        content:
          'Add the parts to your list from any aircraft page and send the list as an inquiry. We confirm price, stock and delivery by e-mail before anything is charged.',
      },
      {
        id: 'quote-time',
        title: 'How quickly will I get a quote?',
        content:
          'Inquiries that reach us before 15:00 Pacific Time on a working day are quoted the same day. Rare or overhauled items can take up to two working days while we check the paperwork.',
      },
      {
        id: 'payment',
        title: 'Which payment methods do you accept?',
        content:
          'Bank transfer, the major credit cards and, for approved workshops, invoice on 30-day terms. The quote e-mail contains a secure payment link.',
      },
      {
        id: 'change-order',
        title: 'Can I change an order after I confirmed it?',
        content:
          'Yes, until it is packed. Reply to the confirmation e-mail or call the parts desk with your order number and we adjust it.',
      },
    ],
  },
  {
    id: 'parts',
    title: 'Parts and paperwork',
    items: [
      {
        id: 'new-or-used',
        title: 'Do you sell new or used parts?',
        content:
          'Both. New parts come from the manufacturers; serviceable and overhauled parts come with their release certificate and history, which we send with the quote.',
      },
      {
        id: 'right-part',
        title: 'How do I know a part fits my aircraft?',
        content:
          'Give us the model and serial number or registration in your inquiry. A technician checks the part number against the illustrated parts catalogue for your airframe before quoting.',
      },
      {
        id: 'certificates',
        title: 'Are parts shipped with certificates?',
        content:
          'Every airworthy part ships with its certificate of conformity or authorised release certificate. Copies are also attached to your invoice e-mail.',
      },
      {
        id: 'not-listed',
        title: 'The part I need is not listed. Can you find it?',
        content:
          'Often, yes. Send the part number or a photo with the aircraft model; our sourcing team searches partner stock and salvage yards and tells you what they find.',
      },
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping',
    items: [
      {
        id: 'where',
        title: 'Where do you ship?',
        content:
          'Worldwide. Orders to the United States and Canada leave from Post Falls; orders to Europe, Africa and the Middle East leave from our Bristol desk.',
      },
      {
        id: 'shipping-cost',
        title: 'How much does shipping cost?',
        content:
          'Shipping is quoted with the parts, at carrier rates with no mark-up. Long items such as propellers and control surfaces travel in custom crates, quoted separately.',
      },
      {
        id: 'aog',
        title: 'My aircraft is grounded. Can you ship today?',
        content:
          'Yes. Mark the inquiry as AOG (aircraft on ground) or call us: AOG orders confirmed before 14:00 Pacific Time leave the same day by the fastest carrier.',
      },
      {
        id: 'tracking',
        title: 'How do I track my parcel?',
        content:
          'The tracking number is in the dispatch e-mail. Customs paperwork for international orders is prepared by us and travels with the parcel.',
      },
    ],
  },
  {
    id: 'returns',
    title: 'Returns and warranty',
    items: [
      {
        id: 'return-window',
        title: 'Can I return a part?',
        content:
          'Unused parts in their original packaging and with their paperwork can be returned within 30 days. Write to us first so we can send a return label.',
      },
      {
        id: 'refund-time',
        title: 'When will I get my refund?',
        content:
          'Refunds are made to the original payment method within five working days of the part arriving back at our counter and passing inspection.',
      },
      {
        id: 'warranty',
        title: 'What warranty do parts carry?',
        content:
          'New parts carry the manufacturer’s warranty. Overhauled parts carry our own 12-month warranty, which starts on the day they are installed.',
      },
      {
        id: 'wrong-part',
        title: 'I received the wrong part. What now?',
        content:
          'We are sorry. Call or write to us with the order number; we ship the right part at once and collect the wrong one at our cost.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Account and privacy',
    items: [
      {
        id: 'need-account',
        title: 'Do I need an account to order?',
        content:
          'No. Your parts list is kept in this browser until you send it, and the inquiry only needs a name and an e-mail address.',
      },
      {
        id: 'workshop-account',
        title: 'Can my workshop get trade prices?',
        content:
          'Yes. Approved maintenance organisations get trade prices and invoice terms. Ask for a trade account through the contact form and attach your approval number.',
      },
      {
        id: 'data-use',
        title: 'What do you do with my details?',
        content:
          'We use them only to answer your inquiry and fulfil your order. The privacy policy lists what we keep, for how long, and how to have it deleted.',
      },
    ],
  },
];

/* ---------- 404 ---------- */

/** Suggested pages under the search form of the 404 demo (unregistered ones are left out by the page). */
export const popularPages = [
  { label: 'Startup home', href: '/home-startup', description: 'The full demo home page.' },
  { label: 'Aircraft parts', href: '/parts', description: 'Browse parts by aircraft.' },
  { label: 'FAQ', href: '/page/faq-s', description: 'Ordering, shipping and returns.' },
  { label: 'Contact us', href: '/page/contact-classic', description: 'Phone, e-mail and map.' },
  {
    label: 'Pricing table',
    href: '/elements/pricing-table',
    description: 'Plans side by side.',
  },
  { label: 'Privacy policy', href: '/privacy', description: 'What we keep, and why.' },
] as const;

/* ---------- Maintenance ---------- */

export const maintenance: MaintenanceData = {
  eyebrow: 'Planned maintenance',
  title: 'We are servicing the site',
  lead: 'Like any aircraft, the site gets a scheduled inspection. We are moving the parts catalogue to faster servers; your saved parts list and sent inquiries are safe.',
  backAt: { iso: '2026-11-26T06:00:00Z', text: 'Thursday 26 November, 06:00 UTC' },
  statusTitle: 'What works right now',
  statuses: [
    {
      name: 'Parts catalogue and search',
      state: 'maintenance',
      note: 'Being moved to the new servers.',
    },
    {
      name: 'Inquiries and quotes',
      state: 'degraded',
      note: 'Send them by e-mail; we answer as usual.',
    },
    {
      name: 'Phone line and parts counter',
      state: 'operational',
      note: `${contactDetails.phone}, ${contactDetails.hours}.`,
    },
    { name: 'AOG dispatch', state: 'operational', note: 'Grounded aircraft are served as usual.' },
  ],
  contact: {
    text: 'Need a part before we are back? Write to',
    email: salesEmail,
  },
  image: {
    src: '/artwork/aircraft-601-960x1200.svg',
    alt: 'Illustration of a light aircraft over rolling hills',
    width: 960,
    height: 1200,
  },
};

/* ---------- Coming soon ---------- */

export const comingSoon: LaunchData = {
  eyebrow: 'Opening',
  title: 'The new parts desk is almost ready for take-off.',
  lead: 'A faster catalogue, live stock for every airframe and quotes in minutes, not days. Leave your e-mail and we will tell you the moment it opens.',
  launchAt: '2027-03-01T16:00:00Z',
  launchText: '1 March 2027',
  timerLabel: 'Time left until the new parts desk opens',
  finishedText: 'The new parts desk is open. Welcome aboard!',
  subscribeTitle: 'Be the first to know',
  buttonLabel: 'Notify me',
  note: 'One e-mail on launch day, no newsletter unless you ask for it.',
  image: {
    src: '/artwork/aircraft-602-960x1200.svg',
    alt: 'Illustration of an aircraft climbing over a sunny valley',
    width: 960,
    height: 1200,
  },
};

export const comingSoonV2: LaunchData = {
  eyebrow: 'Flight academy',
  title: 'Something new is on final approach.',
  lead: 'The Contrail flight academy opens its doors in spring: tailwheel endorsements, aerobatics and restoration workshops, taught by the people who keep classic aircraft flying.',
  launchAt: '2027-05-01T15:00:00Z',
  launchText: '1 May 2027',
  timerLabel: 'Time left until the flight academy opens',
  finishedText: 'The academy is open. See you on the flight line!',
  subscribeTitle: 'Get the first course dates',
  buttonLabel: 'Keep me posted',
  note: 'We write once when enrolment opens. Unsubscribe with one click.',
  image: {
    src: '/artwork/landscape-603-1920x1200.svg',
    alt: '',
    width: 1920,
    height: 1200,
  },
};
