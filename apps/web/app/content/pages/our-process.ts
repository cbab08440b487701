import type { AccordionItem } from '~/components/sections/accordion/accordion.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import type { CounterItem, HeadingData, ProcessStep } from '~/content/types.ts';

export const ourProcessTitle: PageTitleProps = {
  eyebrow: 'Our process',
  title: 'Six steps from first call to launch',
  lead: 'The same rhythm on every project, whether it lasts two weeks or two years.',
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'Our services', href: '/page/our-services' },
    { label: 'Our process', href: '/page/our-process' },
  ],
};

export const stepsHeading: HeadingData = {
  eyebrow: 'How we work',
  title: 'The steps, in order',
  lead: 'Each step ends with something you can see, use or sign off.',
};

export const processSteps: readonly ProcessStep[] = [
  {
    title: 'Discover',
    content:
      'Interviews with you, your team and a handful of customers. We write down what we learned.',
  },
  {
    title: 'Define',
    content: 'One page with the goal, the audience, the scope and the number we will measure.',
  },
  {
    title: 'Design',
    content:
      'Sketches, then clickable prototypes, tested with real people before any code is written.',
  },
  {
    title: 'Build',
    content:
      'Weekly sprints with a Friday demo. You can change priorities at the start of any sprint.',
  },
  {
    title: 'Launch',
    content:
      'A launch checklist, a rehearsal the day before, and the whole team on call on the day.',
  },
  {
    title: 'Grow',
    content:
      'We measure the agreed number for a month after launch and plan the next slice with you.',
  },
];

export const deliverablesHeading: HeadingData = {
  eyebrow: 'At each step',
  title: 'What you receive',
};

export const deliverables: readonly AccordionItem[] = [
  {
    id: 'discover',
    title: '1. Discover: research notes',
    content:
      'Interview summaries, a map of your competitors and a short list of the questions still open.',
  },
  {
    id: 'define',
    title: '2. Define: the one-page brief',
    content: 'Goal, audience, scope, budget and the success number, signed off by both sides.',
  },
  {
    id: 'design',
    title: '3. Design: prototypes and test results',
    content: 'Clickable prototypes, recordings of five user tests and the changes they led to.',
  },
  {
    id: 'build',
    title: '4. Build: working software every week',
    content:
      'A preview link updated after every sprint, with release notes written for people, not machines.',
  },
  {
    id: 'launch',
    title: '5. Launch: a calm launch day',
    content: 'The checklist, monitoring dashboards and a rollback plan we hope never to use.',
  },
  {
    id: 'grow',
    title: '6. Grow: a results report',
    content: 'The success number before and after launch, and our proposal for the next step.',
  },
];

export const processStats: readonly CounterItem[] = [
  { value: 2, label: 'Weeks for the shortest project' },
  { value: 5, label: 'User tests per prototype' },
  { value: 1, label: 'Demo every Friday' },
  { value: 30, label: 'Days of support after launch' },
];

export const ourProcessCta: CallToActionData = {
  eyebrow: 'Start with step one',
  title: 'Book a free discovery call',
  lead: 'Thirty minutes, no slides. We will tell you honestly whether we are the right team for it.',
  action: { kind: 'link', label: 'See what we offer', href: '/page/what-we-offer' },
};
