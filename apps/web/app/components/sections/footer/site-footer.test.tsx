import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  testContactDetails,
  testSocialLinks,
} from '~/components/sections/header/test-site-details.ts';
import { liveLinks, type SiteFooterData } from './footer-parts.tsx';
import { SiteFooter, type SiteFooterProps } from './site-footer.tsx';

const column = (key: keyof SiteFooterData['columnLinks'], title: string, hrefs: string[]) => ({
  key,
  title,
  links: hrefs.map((href) => ({ label: `${title} ${href}`, href })),
});

// Sample data of the test's own: the footer shows what it is given.
const data: SiteFooterData = {
  columnLinks: {
    company: column('company', 'Firm', ['/page/about-us']),
    customer: column('customer', 'Help', ['/privacy', '/not-a-page']),
    additional: column('additional', 'More', ['/shop/shop-wide']),
    services: column('services', 'Work', ['/page/our-services']),
    resources: column('resources', 'Library', [
      '/headers/white-header',
      '/footers/footer-style-01',
    ]),
    categories: column('categories', 'Topics', ['/no-such-page']),
    advantages: column('advantages', 'Why us', ['/parts']),
  },
  contactDetails: testContactDetails,
  socialLinks: testSocialLinks,
  credit: { text: 'Made by the test', href: '/' },
};

const renderFooter = (props: SiteFooterProps & Partial<SiteFooterData> = {}) =>
  render(
    <MemoryRouter>
      <SiteFooter {...data} {...props} />
    </MemoryRouter>,
  );

describe('SiteFooter', () => {
  it('renders each requested column from the link data it is given, in order', () => {
    renderFooter({ columns: ['resources', 'advantages', 'categories'] });
    const navs = screen
      .getAllByRole('navigation')
      .filter((nav) => nav.hasAttribute('data-footer-column'));
    // A column without a link to a registered page is left out.
    expect(navs.map((nav) => nav.getAttribute('data-footer-column'))).toEqual([
      'resources',
      'advantages',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Library' });
    expect(within(nav).getByRole('heading', { name: 'Library' })).toBeVisible();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/headers/white-header', '/footers/footer-style-01']);
  });

  it('links only to registered pages', () => {
    expect(liveLinks(data.columnLinks.customer).map((l) => l.href)).toEqual(['/privacy']);
  });

  it('shows other links when given other data (two footers, two link sets)', () => {
    renderFooter({
      columns: ['company'],
      columnLinks: { ...data.columnLinks, company: column('company', 'Studio', ['/parts']) },
    });
    const nav = screen.getByRole('navigation', { name: 'Studio' });
    expect(within(nav).getByRole('link')).toHaveAttribute('href', '/parts');
    expect(screen.queryByRole('navigation', { name: 'Firm' })).toBeNull();
  });

  it('shows the copyright line with the current year and the credit', () => {
    renderFooter();
    const line = screen.getByText(/All rights reserved/).closest('p');
    expect(line).toHaveTextContent(`© ${new Date().getFullYear()} Contrail`);
    expect(screen.getByRole('link', { name: 'Made by the test' })).toBeInTheDocument();
  });

  it('shows the contact details it is given', () => {
    renderFooter({ contact: true });
    expect(screen.getByRole('link', { name: 'test@example.test' })).toHaveAttribute(
      'href',
      'mailto:test@example.test',
    );
    expect(screen.getByText('1 Test Lane')).toBeInTheDocument();
  });

  it('offers the newsletter form and the social links where the style asks for them', async () => {
    renderFooter({ subscribe: true, social: true });
    // The form is loaded on demand.
    expect(
      await screen.findByRole('form', { name: 'Newsletter subscription' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: /opens in a new tab/ }).map((a) => a.textContent),
    ).toHaveLength(testSocialLinks.length);
    expect(screen.getByRole('link', { name: 'Beta (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://beta.example/',
    );
  });
});
