import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { QuoteData } from '~/components/sections/blockquote/styled-blockquote.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import type { ProgressItem } from '~/components/sections/progress-bar/progress-bar.tsx';
import type { HeadingData, ProcessStep } from '~/content/types.ts';

/** A personal profile: Elena Marsh, co-founder of the sample studio (also on /page/our-team). */
export const aboutMeTitle: PageTitleProps = {
  eyebrow: 'About me',
  title: 'Hi, I am Elena Marsh',
  lead: 'Product designer turned studio founder. I help young companies decide what to build first, and then build it well.',
  align: 'left',
  tone: 'light',
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'Our team', href: '/page/our-team' },
    { label: 'About me', href: '/page/about-me' },
  ],
};

export const aboutMeIntro: AboutData = {
  eyebrow: 'Profile',
  title: 'Fifteen years of shipping products people keep using',
  lead: 'I ran product at two fintech start-ups before co-founding Contrail in 2012. Today I lead our strategy work and still sit in on most kick-off workshops, because the first week of a project decides the rest.',
  points: [
    'Based in our Lisbon studio, working with teams in six time zones',
    'Mentor at two start-up programmes for first-time founders',
    'Speaks English, Portuguese and enough German to order lunch',
  ],
  image: {
    src: '/artwork/portrait-530-640x560.svg',
    alt: 'Elena Marsh at her desk in the Lisbon studio',
    width: 640,
    height: 560,
  },
  badge: { value: '15', label: 'Years in product' },
  action: { label: 'Meet the rest of the team', href: '/page/our-team' },
};

export const skillsHeading: HeadingData = {
  eyebrow: 'What I do best',
  title: 'Skills, honestly rated',
  lead: 'Where I lead and where I lean on the people around me.',
};

export const skills: readonly ProgressItem[] = [
  { label: 'Product strategy', value: 95 },
  { label: 'Workshop facilitation', value: 90 },
  { label: 'Interface design', value: 80 },
  { label: 'Front-end code', value: 55 },
];

export const careerHeading: HeadingData = {
  eyebrow: 'Career',
  title: 'How I got here',
};

export const career: readonly ProcessStep[] = [
  {
    title: '2008 — Junior designer at a print agency',
    content:
      'Learned typography, deadlines and how to present work to a room that did not ask for it.',
  },
  {
    title: '2010 — Head of product at a payments start-up',
    content:
      'Grew the product team from two to fourteen and shipped the mobile app that carried the company.',
  },
  {
    title: '2012 — Co-founded Contrail',
    content:
      'Started the studio with Jonah and Sofia to work with founders the way we wished agencies had worked with us.',
  },
  {
    title: 'Today — CEO and strategy lead',
    content:
      'I split my week between client strategy, hiring and the occasional prototype when nobody is looking.',
  },
];

export const aboutMeQuote: QuoteData = {
  quote:
    'The best brief I ever received was one sentence long. My job is to help every client find their sentence.',
  author: 'Elena Marsh',
  role: 'Co-founder & CEO, Contrail',
};

export const aboutMeCta: CallToActionData = {
  eyebrow: 'Say hello',
  title: 'Working on something new?',
  lead: 'I keep two slots a month for a free hour with first-time founders. Tell me what you are building.',
  action: { kind: 'link', label: 'See what we offer', href: '/page/what-we-offer' },
};
