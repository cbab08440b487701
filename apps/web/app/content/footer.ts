import type {
  FooterColumn,
  FooterColumnKey,
  FooterCredit,
} from '../components/sections/footer/footer-config.ts';

/** Titled footer link lists (spec §1). Footer styles pick the columns they show. */
export const footerColumns: Record<FooterColumnKey, FooterColumn> = {
  company: {
    key: 'company',
    title: 'Company',
    links: [
      { label: 'About us', href: '/page/about-us' },
      { label: 'Our story', href: '/page/our-story' },
      { label: 'Our team', href: '/page/our-team' },
      { label: 'Latest news', href: '/page/latest-news' },
    ],
  },
  customer: {
    key: 'customer',
    title: 'Customer',
    links: [
      { label: 'Contact us', href: '/page/contact-classic' },
      { label: 'FAQs', href: '/page/faq-s' },
      { label: 'Pricing packages', href: '/page/pricing-packages' },
      { label: 'Privacy policy', href: '/privacy' },
    ],
  },
  additional: {
    key: 'additional',
    title: 'Additional',
    links: [
      { label: 'Shop', href: '/shop/shop-wide' },
      { label: 'Aircraft parts', href: '/parts' },
      { label: 'Portfolio', href: '/portfolio/classic-three-column' },
      { label: 'Search', href: '/page/search-result' },
    ],
  },
  services: {
    key: 'services',
    title: 'Services',
    links: [
      { label: 'Brand strategy', href: '/page/our-services' },
      { label: 'Web design', href: '/page/what-we-offer' },
      { label: 'Growth marketing', href: '/page/our-process' },
      { label: 'Consulting', href: '/home-consulting' },
    ],
  },
  resources: {
    key: 'resources',
    title: 'Resources',
    links: [
      { label: 'Elements', href: '/elements/accordions' },
      { label: 'Headers', href: '/headers/white-header' },
      { label: 'Footers', href: '/footers/footer-style-01' },
      { label: 'Blog', href: '/blogs/blog-grid' },
    ],
  },
  categories: {
    key: 'categories',
    title: 'Categories',
    links: [
      { label: 'Design', href: '/blogs/category/design' },
      { label: 'Travel', href: '/blogs/category/travel' },
      { label: 'Lifestyle', href: '/blogs/category/lifestyle' },
      { label: 'Business', href: '/blogs/category/business' },
    ],
  },
  advantages: {
    key: 'advantages',
    title: 'Advantages',
    links: [
      { label: 'Genuine parts', href: '/parts' },
      { label: 'Husky parts', href: '/husky' },
      { label: 'Pitts parts', href: '/pitts' },
      { label: 'Eagle parts', href: '/eagle' },
    ],
  },
};

export const themeCredit: FooterCredit = {
  text: 'Contrail template by the Contrail studio',
  href: '/',
};
