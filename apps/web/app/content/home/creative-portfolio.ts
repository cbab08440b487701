import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { CounterItem } from '~/components/sections/counters/counters.tsx';
import type { ShowcaseHeading } from '~/components/sections/showcase/showcase.tsx';
import type { HeadingData } from '~/components/ui/section-heading.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import { showcaseProjects } from '~/content/showcase.ts';
import demo from '~/content/demos/creative-portfolio.ts';

/** Its theme: made from its recipe (content/demos/creative-portfolio.ts). */
export const theme: DemoTheme = demo.theme;

export const heading: ShowcaseHeading = {
  eyebrow: 'Fieldmint · Objects & packaging',
  title: 'Things people keep on the shelf',
  lead: 'A small studio for packaging, product photography and the odd poster. Move over a card, or tab through them.',
};

export const projects = showcaseProjects([
  ['northwind-roastery', '/artwork/creative-portfolio-food-301-960x600.svg'],
  ['lumen-desk-lamp', '/artwork/creative-portfolio-product-304-960x600.svg'],
  ['fernhouse-botanicals', '/artwork/creative-portfolio-product-309-960x600.svg'],
  ['still-water-portraits', '/artwork/creative-portfolio-portrait-308-960x600.svg'],
  ['atlas-field-guide', '/artwork/creative-portfolio-landscape-302-960x600.svg'],
  ['saltmarsh-festival', '/artwork/creative-portfolio-abstract-305-960x600.svg'],
]);

export const aboutHeading: HeadingData = {
  eyebrow: 'About Fieldmint',
  title: 'Seven people, a photo studio and a very patient printer',
  lead: 'We design the box, shoot what goes in it and stay until the first pallet ships. Most clients come back for the second product.',
};

export const aboutFigures: readonly CounterItem[] = [
  { value: 11, label: 'Years in the old dairy on Mill Lane' },
  { value: 140, suffix: '+', label: 'Products on shelves in 19 countries' },
  { value: 82, suffix: '%', label: 'Of clients returning for a second project' },
];

export const contact: CallToActionData = {
  eyebrow: 'Have a product in mind?',
  title: 'Send us a sketch, a sample or just the problem',
  lead: 'We answer every enquiry within two working days and visit in person when the object needs holding.',
  action: { kind: 'link', label: 'Get in touch', href: '/page/contact-modern' },
};
