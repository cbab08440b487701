import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { footerColumns, themeCredit } from '~/content/footer.ts';
import { footerDemos } from '~/content/footer-demos.ts';
import { routesInGroup } from '~/site-map/index.ts';
import { liveLinks } from './footer-parts.tsx';
import { SiteFooter, type SiteFooterProps } from './site-footer.tsx';

const renderFooter = (props: SiteFooterProps = {}) =>
  render(
    <MemoryRouter>
      <SiteFooter {...props} />
    </MemoryRouter>,
  );

describe('SiteFooter', () => {
  it('renders each requested column from the typed menu data, in order', () => {
    renderFooter({ columns: ['resources', 'advantages'] });
    const navs = screen
      .getAllByRole('navigation')
      .filter((nav) => nav.hasAttribute('data-footer-column'));
    const expected = (['resources', 'advantages'] as const).filter(
      (key) => liveLinks(key).length > 0,
    );
    expect(navs.map((nav) => nav.getAttribute('data-footer-column'))).toEqual(expected);
    for (const key of expected) {
      const nav = screen.getByRole('navigation', { name: footerColumns[key].title });
      expect(within(nav).getByRole('heading', { name: footerColumns[key].title })).toBeVisible();
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(liveLinks(key).map((l) => l.href));
    }
  });

  it('links only to registered pages', () => {
    expect(liveLinks('resources').map((l) => l.href)).toContain('/headers/white-header');
    expect(liveLinks('resources').map((l) => l.href)).toContain('/footers/footer-style-01');
  });

  it('shows the copyright line with the current year and the credit', () => {
    renderFooter();
    const line = screen.getByText(/All rights reserved/).closest('p');
    expect(line).toHaveTextContent(`© ${new Date().getFullYear()} Contrail`);
    expect(screen.getByRole('link', { name: themeCredit.text })).toBeInTheDocument();
  });

  it('offers the newsletter form and five social links where the style asks for them', async () => {
    renderFooter({ subscribe: true, social: true });
    // The form is loaded on demand.
    expect(
      await screen.findByRole('form', { name: 'Newsletter subscription' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(5);
  });

  it('has a demo configuration for each of the twelve footer routes', () => {
    const paths = routesInGroup('footers').map((r) => r.path);
    expect(paths).toHaveLength(12);
    expect(Object.keys(footerDemos).sort()).toEqual([...paths].sort());
    const layouts = new Set(Object.values(footerDemos).map((d) => JSON.stringify(d.footer)));
    expect(layouts.size).toBe(12);
  });
});
