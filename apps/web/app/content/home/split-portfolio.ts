import type { QuoteData } from '~/components/sections/blockquote/styled-blockquote.tsx';
import type { ShowcaseHeading } from '~/components/sections/showcase/showcase.tsx';
import type { HeadingData } from '~/components/ui/section-heading.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import { showcaseProjects } from '~/content/showcase.ts';
import demo from '~/content/demos/split-portfolio.ts';

/** Its theme: made from its recipe (content/demos/split-portfolio.ts). */
export const theme: DemoTheme = demo.theme;

export const heading: ShowcaseHeading = {
  eyebrow: 'Portfolio',
  title: 'Maren Holt, art director',
  lead: 'Brand, editorial and packaging work for independent companies, 2024 to 2026.',
};

export const projects = showcaseProjects([
  ['marrow-and-pine', '/artwork/split-portfolio-workshop-312-1200x1200.svg'],
  ['lumen-desk-lamp', '/artwork/split-portfolio-product-304-1200x1200.svg'],
  ['northwind-roastery', '/artwork/split-portfolio-food-301-1200x1200.svg'],
  ['quill-finance', '/artwork/split-portfolio-workspace-307-1200x1200.svg'],
  ['fernhouse-botanicals', '/artwork/split-portfolio-product-309-1200x1200.svg'],
  ['saltmarsh-festival', '/artwork/split-portfolio-abstract-305-1200x1200.svg'],
]);

export const aboutHeading: HeadingData = {
  eyebrow: 'About',
  title: 'Fifteen years of making small companies look certain',
  lead: 'Before going independent I led the design team at a Glasgow publisher. Today I work with one client at a time and bring in photographers, writers and developers I have known for years.',
};

export const aboutQuote: QuoteData = {
  quote:
    'Maren asked better questions about our wood than our own joiners did, and the shop she designed sells chairs while we sleep.',
  author: 'Ailsa Pine',
  role: 'Co-founder, Marrow & Pine',
};

export const contactHeading: HeadingData = {
  eyebrow: 'Work together',
  title: 'Booking projects from March',
  lead: 'Write a few lines about your company and what is not working yet. I reply personally, usually the same week.',
};
