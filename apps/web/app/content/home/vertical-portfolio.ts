import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { ShowcaseHeading } from '~/components/sections/showcase/showcase.tsx';
import type { TextBoxItem } from '~/components/sections/text-box/text-boxes.tsx';
import type { HeadingData } from '~/components/ui/section-heading.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import { showcaseProjects } from '~/content/showcase.ts';
import demo from '~/content/demos/vertical-portfolio.ts';

/** Its theme: made from its recipe (content/demos/vertical-portfolio.ts). */
export const theme: DemoTheme = demo.theme;

export const heading: ShowcaseHeading = {
  eyebrow: 'Dunlin Works',
  title: 'Places, signs and the stories around them',
  lead: 'Wayfinding, identities and books for harbours, markets and observatories.',
};

export const projects = showcaseProjects([
  ['northlight-observatory', '/artwork/vertical-portfolio-landscape-310-1600x1000.svg'],
  ['halden-ferries', '/artwork/vertical-portfolio-city-306-1600x1000.svg'],
  ['tidewater-market-hall', '/artwork/vertical-portfolio-interior-303-1600x1000.svg'],
  ['atlas-field-guide', '/artwork/vertical-portfolio-landscape-302-1600x1000.svg'],
  ['kestrel-air', '/artwork/vertical-portfolio-aircraft-311-1600x1000.svg'],
  ['still-water-portraits', '/artwork/vertical-portfolio-portrait-308-1600x1000.svg'],
]);

export const aboutHeading: HeadingData = {
  eyebrow: 'How Dunlin works',
  title: 'We start where the visitors get lost',
};

export const principles: readonly TextBoxItem[] = [
  {
    title: 'On site first',
    text: 'Every project begins with a week on the ground: walking the routes, counting the questions, photographing what people already point at.',
  },
  {
    title: 'One system, many surfaces',
    text: 'A sign, a ticket and a web page should answer the same question in the same words. We draw the rules once and apply them everywhere.',
  },
  {
    title: 'Built to weather',
    text: 'Colours tested against salt, sun and colour blindness; type drawn to be read at forty metres. Our oldest signs are still up.',
  },
];

export const contact: CallToActionData = {
  eyebrow: 'A place that needs finding?',
  title: 'Book a site walk with the studio',
  lead: 'Half a day on site with two of us, free of charge for public buildings and charities.',
  action: { kind: 'link', label: 'Arrange a visit', href: '/page/contact-classic' },
};
