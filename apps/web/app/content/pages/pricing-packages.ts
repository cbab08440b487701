import type { AccordionItem } from '~/components/sections/accordion/accordion.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { ComparisonData } from '~/components/sections/comparison-table/comparison-table.tsx';
import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import type { HeadingData, IconItem } from '~/content/types.ts';

export const pricingTitle: PageTitleProps = {
  eyebrow: 'Pricing packages',
  title: 'Simple plans that grow with you',
  lead: 'Start small, upgrade when you need to, and switch to yearly billing to get almost a month free.',
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'Our services', href: '/page/our-services' },
    { label: 'Pricing packages', href: '/page/pricing-packages' },
  ],
};

export const plansHeading: HeadingData = {
  eyebrow: 'Choose a plan',
  title: 'Monthly or yearly, no hidden fees',
  lead: 'Every plan comes with a 14-day trial. Cancel or change plans at any time from your dashboard.',
};

export const comparisonHeading: HeadingData = {
  eyebrow: 'Compare plans',
  title: 'Everything side by side',
};

/** The three plans of content/pricing.ts, feature by feature. */
export const planComparison: ComparisonData = {
  caption: 'Features included in the Basic, Standard and Premium plans',
  columns: ['Basic', 'Standard', 'Premium'],
  highlight: 1,
  groups: [
    {
      title: 'Hosting',
      rows: [
        { feature: 'Domains', values: ['5', '10', '20'] },
        { feature: 'Upload limit per file', values: ['2 GB', '2 GB', '4 GB'] },
        { feature: 'Storage', values: ['20 GB', '40 GB', '60 GB'] },
        { feature: 'Free SSL certificates', values: [true, true, true] },
        { feature: 'Daily backups', values: [false, true, true] },
      ],
    },
    {
      title: 'Support',
      rows: [
        { feature: 'E-mail support', values: [true, true, true] },
        { feature: 'Priority support (reply within 4 hours)', values: [false, true, true] },
        { feature: 'Dedicated account manager', values: [false, false, true] },
        { feature: 'Onboarding call', values: [false, '30 minutes', '2 hours'] },
      ],
    },
  ],
};

export const includedHeading: HeadingData = {
  eyebrow: 'In every plan',
  title: 'The essentials are never extra',
};

export const includedFeatures: readonly IconItem[] = [
  {
    icon: 'shield',
    title: 'Secure by default',
    content: 'HTTPS, firewall rules and automatic security updates on every site.',
  },
  {
    icon: 'clock',
    title: '99.9% uptime',
    content: 'Hosting across three regions, monitored around the clock.',
  },
  {
    icon: 'arrow-up',
    title: 'Easy upgrades',
    content: 'Move up a plan in one click; we credit what you have already paid.',
  },
];

export const faqHeading: HeadingData = {
  eyebrow: 'Pricing FAQ',
  title: 'Questions we hear most',
};

export const pricingFaq: readonly AccordionItem[] = [
  {
    id: 'trial',
    title: 'Is there a free trial?',
    content:
      'Yes. Every plan starts with a 14-day trial with all features switched on. We only ask for a card when the trial ends.',
  },
  {
    id: 'yearly',
    title: 'How much do I save with yearly billing?',
    content:
      'Paying yearly costs roughly eleven months instead of twelve: the Standard plan is $199.99 a year instead of $239.88.',
  },
  {
    id: 'switch',
    title: 'Can I change plans later?',
    content:
      'At any time. Upgrades apply immediately and are prorated; downgrades take effect at the start of the next billing period.',
  },
  {
    id: 'cancel',
    title: 'What happens if I cancel?',
    content:
      'Your sites stay online until the end of the period you paid for, and you can export all of your files and data before then.',
  },
  {
    id: 'payment',
    title: 'Which payment methods do you accept?',
    content:
      'All major credit and debit cards, and bank transfer for yearly Premium plans. Invoices include VAT details for your accountant.',
  },
];

export const customPlanCta: CallToActionData = {
  eyebrow: 'Need more?',
  title: 'Running more than twenty sites?',
  lead: 'We build custom plans for agencies and larger teams, with volume pricing and a named engineer.',
  action: { kind: 'link', label: 'Talk to sales', href: 'mailto:sales@contrail.example' },
};
