import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { holdsPage, type MenuEntry } from './mega-menu-data.ts';
import { MenuColumnLinks } from './menu-column.tsx';
import { moveFocus } from './move-focus.ts';

const entry: MenuEntry = {
  label: 'Pages',
  columns: [
    {
      title: 'Company',
      links: [
        { label: 'About us', href: '/about-us' },
        { label: 'Our team', href: '/our-team' },
      ],
    },
  ],
};

describe('menu parts', () => {
  it('knows whether a group holds the current page', () => {
    expect(holdsPage(entry, '/our-team')).toBe(true);
    expect(holdsPage(entry, '/contact')).toBe(false);
    expect(holdsPage({ label: 'Home', href: '/' }, '/')).toBe(false);
  });

  it('lists a column’s links under its title and marks the current page', () => {
    render(
      <MemoryRouter initialEntries={['/our-team']}>
        <MenuColumnLinks
          column={entry.columns![0]!}
          className="pl-3"
          titleClassName="title"
          linkClassName="link"
          currentClassName="current"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Company')).toHaveClass('title');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('class', 'link');
    expect(screen.getByRole('link', { name: 'Our team' })).toHaveAttribute('class', 'link current');
    expect(screen.getByRole('list').parentElement).toHaveClass('pl-3');
  });

  it('moves focus among matching elements, wrapping, and to the first or last', () => {
    render(
      <div data-testid="root">
        <a href="#a">A</a>
        <a href="#b">B</a>
        <a href="#c">C</a>
      </div>,
    );
    const root = screen.getByTestId('root');
    const link = (name: string) => screen.getByRole('link', { name });
    moveFocus(root, 'a', 'first');
    expect(link('A')).toHaveFocus();
    moveFocus(root, 'a', -1);
    expect(link('C')).toHaveFocus();
    moveFocus(root, 'a', 1);
    expect(link('A')).toHaveFocus();
    moveFocus(root, 'a', 'last');
    expect(link('C')).toHaveFocus();
    moveFocus(null, 'a', 1);
    expect(link('C')).toHaveFocus();
  });
});
