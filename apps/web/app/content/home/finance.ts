import type { FancyTextBoxItem } from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';
import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { HeroFormData } from '~/components/sections/hero/hero-form.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { FeatureItem, HeadingData } from '~/content/types.ts';
import { art, avatar, logo } from '~/content/home-art.ts';
import demo from '~/content/demos/finance.ts';

/** Its theme: made from its recipe (content/demos/finance.ts). */
export const theme: DemoTheme = demo.theme;

export const financeHero: HeroFormData = {
  eyebrow: 'Fernleigh Wealth · Independent since 1998',
  title: 'Savings, pension and tax, looked after as one plan',
  lead: 'Chartered planners who charge a flat fee, take no commission and explain every number. Leave your number: a planner calls back the same day.',
  points: [
    'Flat fees, agreed before any work',
    'No products of our own to sell',
    'Regulated by the Financial Conduct Authority',
  ],
  image: art('/artwork/abstract-22-720x880.svg', 'Layered green shapes rising like a growth chart'),
  form: {
    title: 'Request a call back',
    subject: 'Call back request (Fernleigh Wealth)',
    button: 'Call me back',
    note: 'A chartered planner calls within one working day. We never pass your details on.',
    fields: [
      { name: 'name', label: 'Your name', placeholder: 'Jane Whitaker', required: true },
      { name: 'phone', label: 'Phone number', placeholder: '07700 900123', required: true },
      { name: 'email', label: 'Email address', placeholder: 'jane@example.com' },
    ],
  },
};

export const financeHelpHeading: HeadingData = {
  eyebrow: 'Where we help',
  title: 'Four questions clients bring to the first call',
};

export const financeHelp: readonly FancyTextBoxItem[] = [
  {
    icon: 'clock',
    title: 'Can I retire at sixty?',
    text: 'A cash-flow forecast to age ninety-five, tested against poor markets and long lives.',
  },
  {
    icon: 'shield',
    title: 'Am I paying too much tax?',
    text: 'Allowances, pension relief and ISA wrappers used in the right order every year.',
  },
  {
    icon: 'users',
    title: 'How do I help my children?',
    text: 'Gifts, trusts and house deposits planned without putting your own future at risk.',
  },
  {
    icon: 'chart',
    title: 'What do I do with a windfall?',
    text: 'An inheritance or a business sale invested patiently, with a reserve for peace of mind.',
  },
];

export const financeAbout: AboutData = {
  eyebrow: 'About the practice',
  title: 'A small firm by choice, so you always speak to your own planner',
  lead: 'Fernleigh has eleven chartered planners and a cap of ninety households each. The person who builds your plan is the one who reviews it every spring.',
  points: [
    'Chartered and certified planners only',
    'Annual review with a written summary',
    'Your money held by independent custodians',
  ],
  image: art(
    '/artwork/workspace-30-640x560.svg',
    'A planner’s desk with papers and a fountain pen',
  ),
  badge: { value: '£1.4bn', label: 'Advised for 980 families' },
  action: { label: 'How our fees work', href: '#industries' },
};

export const financeIndustriesHeading: HeadingData = {
  eyebrow: 'Who we advise',
  title: 'Planning shaped around how you earn',
  lead: 'Three professions make up most of our clients; each has its own pension rules and tax traps.',
};

export const financeIndustries: readonly FeatureItem[] = [
  {
    icon: 'heart',
    title: 'Doctors and dentists',
    content: 'NHS pension annual allowance, partnership drawings and the right time to step back.',
    img: art('/artwork/interior-38-640x420.svg', 'A quiet surgery waiting room'),
  },
  {
    icon: 'box',
    title: 'Business owners',
    content: 'Salary, dividends and employer pension contributions balanced, then an exit plan.',
    img: art('/artwork/city-46-640x420.svg', 'A small high street of independent shops'),
  },
  {
    icon: 'pen',
    title: 'Lawyers and partners',
    content:
      'Capital accounts, profit share and retirement from the partnership without a tax spike.',
    img: art('/artwork/workspace-54-640x420.svg', 'A partner’s office lined with books'),
  },
];

export const financeTestimonials: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'I sold my practice and had no idea what to do next. Fernleigh built a plan that let me work three days a week two years earlier than I hoped.',
    name: 'Dr Alan Whitcombe',
    role: 'Retired dental surgeon, Harrogate',
    avatar: avatar('/artwork/avatar-62-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'They spotted we were losing relief on pension contributions every year. The saving in the first year alone paid their fee three times over.',
    name: 'Rachel and Owen Price',
    role: 'Business owners, Ilkley',
    avatar: avatar('/artwork/avatar-70-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'Clear letters, no jargon, and the same planner for nine years. When markets fell in spring she rang us before we had time to worry.',
    name: 'Margaret Ellison',
    role: 'Retired head teacher, York',
    avatar: avatar('/artwork/avatar-78-160x160.svg'),
    rating: 5,
  },
];

export const financeAccreditations: readonly Client[] = [
  {
    id: 1,
    name: 'Chartered Planners Register',
    logo: logo('/artwork/logo-134-240x96.svg', 'Chartered Planners Register'),
  },
  {
    id: 2,
    name: 'Northern Custody Trust',
    logo: logo('/artwork/logo-142-240x96.svg', 'Northern Custody Trust'),
  },
  {
    id: 3,
    name: 'Ethical Advice Pledge',
    logo: logo('/artwork/logo-150-240x96.svg', 'Ethical Advice Pledge'),
  },
  {
    id: 4,
    name: 'Yorkshire Business Awards',
    logo: logo('/artwork/logo-158-240x96.svg', 'Yorkshire Business Awards'),
  },
];

export const financeCta: CallToActionData = {
  eyebrow: 'Free first meeting',
  title: 'An hour with a planner, and a written summary to keep',
  lead: 'Bring your pension statements and a list of questions. You leave with three recommendations, whether or not you become a client.',
  action: { kind: 'link', label: 'Book the first meeting', href: '/page/contact-modern' },
};
