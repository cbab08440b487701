import type { FixedFooterBreakpoint } from '../components/layout/fixed-footer.ts';
import type { SiteFooterProps } from '../components/sections/footer/footer-config.ts';

export interface FooterDemo {
  lead: string;
  footer: SiteFooterProps;
  /** Widths at or below which this page's footer is fixed and revealed under the page. */
  fixedFooter: readonly FixedFooterBreakpoint[];
}

/** Every `/footers/footer-style-NN` demo: the footer props it chooses and its fixed-footer option. */
export const footerDemos: Record<string, FooterDemo> = {
  '/footers/footer-style-01': {
    lead: 'The classic dark footer: logo, tagline and socials beside four link columns.',
    footer: { theme: 'dark', columns: ['company', 'customer', 'additional', 'services'] },
    fixedFooter: [1199],
  },
  '/footers/footer-style-02': {
    lead: 'A light footer with a newsletter form in the brand block and three link columns.',
    footer: { theme: 'light', columns: ['company', 'services', 'resources'], subscribe: true },
    fixedFooter: [],
  },
  '/footers/footer-style-03': {
    lead: 'Everything on the centre line: logo, socials, columns and the copyright.',
    footer: {
      theme: 'dark',
      layout: 'centered',
      columns: ['company', 'customer', 'resources'],
      bottom: 'centered',
    },
    fixedFooter: [1199, 991],
  },
  '/footers/footer-style-04': {
    lead: 'Contact details in three cards above the link columns.',
    footer: {
      theme: 'light',
      band: 'contact',
      columns: ['services', 'resources', 'categories'],
      social: true,
    },
    fixedFooter: [],
  },
  '/footers/footer-style-05': {
    lead: 'A newsletter band above five columns of links.',
    footer: {
      theme: 'dark',
      band: 'subscribe',
      columns: ['company', 'customer', 'additional', 'services', 'resources'],
    },
    fixedFooter: [],
  },
  '/footers/footer-style-06': {
    lead: 'A compact one-row footer: logo, links and socials.',
    footer: {
      theme: 'light',
      layout: 'inline',
      columns: ['company', 'additional', 'resources'],
      bottom: 'centered',
    },
    fixedFooter: [1199, 991, 767, 575],
  },
  '/footers/footer-style-07': {
    lead: 'A bold statement and contact e-mail above a split footer.',
    footer: {
      theme: 'dark',
      layout: 'split',
      band: 'statement',
      columns: ['company', 'customer', 'services', 'additional'],
      contact: true,
    },
    fixedFooter: [],
  },
  '/footers/footer-style-08': {
    lead: 'A footer in the brand colour with the parts advantages and blog categories.',
    footer: { theme: 'brand', columns: ['advantages', 'categories', 'resources'] },
    fixedFooter: [1199],
  },
  '/footers/footer-style-09': {
    lead: 'A light split footer: contact details on one half, four columns on the other.',
    footer: {
      theme: 'light',
      layout: 'split',
      columns: ['company', 'services', 'customer', 'additional'],
      contact: true,
      social: false,
    },
    fixedFooter: [],
  },
  '/footers/footer-style-10': {
    lead: 'The mega footer: all seven link columns under a brand row.',
    footer: {
      theme: 'dark',
      layout: 'mega',
      columns: [
        'company',
        'customer',
        'additional',
        'services',
        'resources',
        'categories',
        'advantages',
      ],
      bottom: 'centered',
    },
    fixedFooter: [],
  },
  '/footers/footer-style-11': {
    lead: 'A centred light footer built around the newsletter form.',
    footer: {
      theme: 'light',
      layout: 'centered',
      columns: ['additional', 'resources'],
      subscribe: true,
      bottom: 'centered',
    },
    fixedFooter: [],
  },
  '/footers/footer-style-12': {
    lead: 'Contact details and three columns, with legal links in the copyright row.',
    footer: {
      theme: 'dark',
      columns: ['services', 'resources', 'advantages'],
      contact: true,
      bottom: 'links',
    },
    fixedFooter: [1199, 991, 767],
  },
};
