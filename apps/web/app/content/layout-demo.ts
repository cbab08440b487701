import type { DemoCard, DemoSection } from '~/components/sections/layout-demo/layout-demo.tsx';

export type { DemoCard, DemoSection };

/** Sample content under the header and footer demos: long enough to scroll, with anchorable sections. */
export const demoSections: readonly DemoSection[] = [
  {
    id: 'about',
    label: 'About',
    eyebrow: 'About the studio',
    title: 'A small team that ships big launches',
    body: 'We plan, design and build marketing sites for companies that move fast. Every page starts from a tested section library, so the first draft is live in days and the polish goes where it counts.',
    cards: [
      {
        icon: 'target',
        title: 'Clear goals',
        text: 'One measurable aim per page, agreed before a pixel moves.',
      },
      {
        icon: 'users',
        title: 'Senior people',
        text: 'The designers and developers you meet are the ones who build.',
      },
      {
        icon: 'clock',
        title: 'Short cycles',
        text: 'Weekly releases you can review on a real device.',
      },
    ],
  },
  {
    id: 'services',
    label: 'Services',
    eyebrow: 'What we do',
    title: 'Strategy, design and engineering under one roof',
    body: 'From the first workshop to the last performance audit, one team carries the work through. No hand-offs where details get lost, no surprises at launch.',
    cards: [
      {
        icon: 'bulb',
        title: 'Brand strategy',
        text: 'Positioning, naming and messaging that sets you apart.',
      },
      {
        icon: 'pen',
        title: 'Interface design',
        text: 'Accessible, responsive layouts built on design tokens.',
      },
      {
        icon: 'code',
        title: 'Web engineering',
        text: 'Fast, prerendered pages that score well on every audit.',
      },
    ],
  },
  {
    id: 'work',
    label: 'Work',
    eyebrow: 'Selected work',
    title: 'Projects we are proud of',
    body: 'A parts desk for an aircraft maker, a booking flow for a hotel group, a magazine that loads in under a second on a train: different briefs, the same care for the details.',
    cards: [
      {
        icon: 'plane',
        title: 'Parts catalogue',
        text: 'Search by model, assembly or a mistyped part number.',
      },
      {
        icon: 'globe',
        title: 'Travel bookings',
        text: 'Three-step checkout that halved abandoned carts.',
      },
      {
        icon: 'layers',
        title: 'Digital magazine',
        text: 'A reading experience that works offline.',
      },
    ],
  },
  {
    id: 'contact',
    label: 'Contact',
    eyebrow: 'Say hello',
    title: 'Tell us about your next launch',
    body: 'Write a few lines about your project and the date that matters. We answer every message within one working day, with a first idea and an honest estimate.',
    cards: [
      { icon: 'mail', title: 'E-mail', text: 'hello@contrail.example' },
      { icon: 'phone', title: 'Phone', text: '+1 (208) 555-0142' },
      { icon: 'map-pin', title: 'Studio', text: '27 Hangar Road, Post Falls, ID' },
    ],
  },
];

/** The hero's anchor, first entry of a one-page menu. */
export const demoHero = { id: 'home', label: 'Home' } as const;
