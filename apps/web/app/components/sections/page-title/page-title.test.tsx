import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './page-title.tsx';

describe('PageTitle', () => {
  it('renders the h1 and a breadcrumb whose last crumb is the current page', () => {
    render(
      <MemoryRouter>
        <PageTitle
          title="Counters"
          align="left"
          tone="dark"
          breadcrumbs={[
            { label: 'Home', href: '/' },
            { label: 'Nowhere', href: '/not-registered' },
            { label: 'Counters', href: '/elements/counters' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Counters' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).queryByRole('link', { name: 'Nowhere' })).toBeNull();
    expect(within(nav).getByText('Counters')).toHaveAttribute('aria-current', 'page');
  });
});
