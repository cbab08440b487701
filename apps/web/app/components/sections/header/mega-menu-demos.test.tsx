import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { demosByCategory, routesInGroup, type SiteRoute } from '~/site-map/index.ts';
import { homeCategories } from '~/site-map/types.ts';
import { MainMenu } from './main-menu.tsx';
import { demoColumns, menuEntry, type MenuEntry } from './mega-menu-data.ts';
import { MegaMenuItem } from './mega-menu-item.tsx';
import { MenuTree } from './menu-tree.tsx';

// Two demos in each of the four categories (the registry may not have every category yet).
const demos: SiteRoute[] = homeCategories.flatMap((category) =>
  [1, 2].map((n) => ({
    path: `/home-${category.toLowerCase()}-${n}`,
    title: `${category} ${n}`,
    group: 'home' as const,
    module: 'pages/home/home-startup.tsx',
    description: 'A demo.',
    thumbnail: `/previews/${category.toLowerCase()}-${n}-light-480.webp`,
    category,
  })),
);

function HomeItem({ entry }: { entry: MenuEntry }) {
  const [open, setOpen] = useState(false);
  return <MegaMenuItem entry={entry} tone="default" open={open} onToggle={setOpen} />;
}

const renderHome = (
  entry: MenuEntry = { key: 'home', label: 'Home', columns: demoColumns(demos) },
) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <HomeItem entry={entry} />
    </MemoryRouter>,
  );
const homeButton = () => screen.getByRole('button', { name: 'Home' });

describe('Home mega-menu', { timeout: 20_000 }, () => {
  it('shows the demos in four columns, each a list named by its category heading, in order', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(homeButton());
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.getAttribute('aria-labelledby'))).toHaveLength(4);
    for (const [i, category] of homeCategories.entries()) {
      const list = screen.getByRole('list', { name: category });
      expect(lists[i]).toBe(list);
      expect(within(list).getAllByRole('link')).toHaveLength(2);
    }
  });

  it('gives every demo a link named by its title, with its thumbnail (lazy, sized, decorative alt)', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(homeButton());
    for (const demo of demos) {
      const link = screen.getByRole('link', { name: demo.title });
      expect(link).toHaveAttribute('href', demo.path);
      const img = link.querySelector('img');
      // The preview's smallest width: 56 px on screen, so the 160 px file (a larger one on a denser screen).
      expect(img).toHaveAttribute('src', demo.thumbnail!.replace('-480.webp', '-160.webp'));
      expect(img).toHaveAttribute('sizes', '56px');
      expect(img?.getAttribute('srcset')).toContain(demo.thumbnail!.replace('.webp', '.webp 480w'));
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '160');
      expect(img).toHaveAttribute('height', '90');
    }
  });

  it('requests no thumbnail until it opens: a closed panel holds no image', async () => {
    const user = userEvent.setup();
    const { container } = renderHome();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    await user.click(homeButton());
    // One preview per scheme (app.css shows the visitor's; the hidden one, lazy, is not fetched).
    expect(container.querySelectorAll('img[data-preview="light"]')).toHaveLength(demos.length);
    expect(container.querySelectorAll('img[data-preview="dark"]')).toHaveLength(demos.length);
    await user.keyboard('{Escape}');
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('moves through the columns with the arrow keys (roving focus wraps) and closes with Escape', async () => {
    const user = userEvent.setup();
    renderHome();
    act(() => homeButton().focus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Corporate 1' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Specialized 1' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Other 2' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Corporate 1' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(homeButton()).toHaveAttribute('aria-expanded', 'false');
    expect(homeButton()).toHaveFocus();
  });

  it('is a plain link to the one demo of a site made from one (create-site): no panel, no thumbnail', () => {
    const [one] = demos;
    expect(menuEntry('home', 'Home', demoColumns([one!]))).toEqual({
      key: 'home',
      label: 'Home',
      href: one!.path,
    });
    expect(menuEntry('home', 'Home', demoColumns([]))).toBeUndefined();
    expect(menuEntry('home', 'Home', demoColumns(demos.slice(0, 2)))?.columns).toHaveLength(1);
  });

  it('reads the registry: the site’s Home menu lists every home demo under its category', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <MainMenu />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Home' }));
    const groups = demosByCategory(routesInGroup('home').filter((r) => r.inMenu !== false));
    expect(groups.length).toBeGreaterThan(0);
    for (const { category, routes } of groups) {
      const list = screen.getByRole('list', { name: category });
      const links = within(list).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(routes.map((r) => r.title));
      for (const [i, route] of routes.entries())
        expect(links[i]?.querySelector('img')).toHaveAttribute(
          'src',
          route.thumbnail!.replace('-480.webp', '-160.webp'),
        );
    }
  });

  it('groups the demos by category in the mobile menu tree too (titles only, no thumbnails)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/elements/accordions']}>
        <MenuTree />
      </MemoryRouter>,
    );
    // A closed group renders no links (the Elements group, holding the page, starts open).
    for (const category of homeCategories)
      expect(screen.queryByRole('list', { name: category })).toBeNull();
    expect(screen.getByRole('link', { name: 'Accordions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Home' }));
    for (const { category, routes } of demosByCategory(routesInGroup('home'))) {
      const list = screen.getByRole('list', { name: category });
      expect(within(list).getAllByRole('link')).toHaveLength(routes.length);
      expect(list.querySelector('img')).toBeNull();
    }
  });
});
