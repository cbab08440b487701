import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { holdsPage, panelLayout, type MenuColumn, type MenuEntry } from './mega-menu-data.ts';
import { MenuColumnLinks } from './menu-column.tsx';
import { moveFocus } from './move-focus.ts';

const entry: MenuEntry = {
  key: 'pages',
  label: 'Pages',
  columns: [
    {
      key: 'pages',
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
    expect(holdsPage({ key: 'home', label: 'Home', href: '/' }, '/')).toBe(false);
  });

  it('lists a column’s links under its title and marks the current page', () => {
    render(
      <MemoryRouter initialEntries={['/our-team']}>
        <MenuColumnLinks
          column={entry.columns![0]!}
          className="ps-3"
          titleClassName="title"
          linkClassName="link"
          currentClassName="current"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Company')).toHaveClass('title');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('class', 'link');
    expect(screen.getByRole('link', { name: 'Our team' })).toHaveAttribute('class', 'link current');
    expect(screen.getByRole('list').parentElement).toHaveClass('ps-3');
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

  it('lays a panel out in as few rows as its sub-columns allow, spreading each group evenly', () => {
    const group = (n: number): MenuColumn => ({
      key: 'pages',
      title: `g${n}`,
      links: Array.from({ length: n }, (_, i) => ({ label: `${i}`, href: `/${n}/${i}` })),
    });
    // The Home panel: 13, 11, 7 and 7 demos in six sub-columns: seven rows, the long groups in two.
    expect(panelLayout([group(13), group(11), group(7), group(7)], 6, 7).groups).toEqual([
      { columns: 2, rows: 7 },
      { columns: 2, rows: 6 },
      { columns: 1, rows: 7 },
      { columns: 1, rows: 7 },
    ]);
    // Fewer sub-columns: taller.
    expect(panelLayout([group(13), group(11), group(7), group(7)], 5, 7).groups).toEqual([
      { columns: 2, rows: 7 },
      { columns: 1, rows: 11 },
      { columns: 1, rows: 7 },
      { columns: 1, rows: 7 },
    ]);
    // 43 elements, 8 icons, 6 popups in six: eleven rows; 12 footers in two columns are 6 + 6.
    expect(panelLayout([group(43), group(8), group(6)], 6, 10).groups[0]).toEqual({
      columns: 4,
      rows: 11,
    });
    expect(panelLayout([group(21), group(12)], 6, 10).groups).toEqual([
      { columns: 3, rows: 7 },
      { columns: 2, rows: 6 },
    ]);
    // Never fewer rows than asked, never more columns than links.
    expect(panelLayout([group(3)], 6, 10).groups).toEqual([{ columns: 1, rows: 3 }]);
  });
});
