import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blogCategoryLabels } from '~/content/blog-posts.ts';
import { categoryHref } from './category-href.ts';
import { CategoryTiles, type CategoryTile, type CategoryTilesVariant } from './category-tiles.tsx';

const img = { src: '/artwork/landscape-1-480x360.svg', alt: '', width: 480, height: 360 };
const tiles: CategoryTile[] = [
  { id: 1, category: 'travel', blogType: 'lifestyle', img },
  { id: 2, category: 'food', blogType: 'lifestyle', img },
  { id: 3, category: 'design', blogType: 'lifestyle', img },
];
const counts = { travel: 6, food: 1, design: 7 };

const renderTiles = (props: Partial<Parameters<typeof CategoryTiles>[0]> = {}) =>
  render(
    <MemoryRouter>
      <CategoryTiles
        tiles={tiles}
        categoryLabels={blogCategoryLabels}
        counts={counts}
        heading={{ title: 'Topics' }}
        {...props}
      />
    </MemoryRouter>,
  );

describe('CategoryTiles', () => {
  it.each<CategoryTilesVariant>(['grid', 'row', 'overlay'])(
    '%s: each tile links to its category page, named by the category and its post count',
    (variant) => {
      renderTiles({ variant });
      const list = screen.getByRole('list');
      expect(list).toHaveAttribute('data-variant', variant);
      const links = within(list).getAllByRole('link');
      expect(links).toHaveLength(tiles.length);
      expect(links[0]).toHaveAttribute('href', '/blogs/category/travel');
      expect(links[0]).toHaveAccessibleName('Travel 6 posts');
      expect(links[1]).toHaveAccessibleName('Food 1 post');
    },
  );

  it('tile names are one level under the heading (h2 without one)', () => {
    const { unmount } = renderTiles();
    expect(screen.getByRole('heading', { level: 2, name: 'Topics' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Travel',
      'Food',
      'Design',
    ]);
    unmount();
    renderTiles({ heading: undefined, counts: undefined });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryByText(/posts?$/)).toBeNull();
  });

  it('keeps the spec fields: the tile carries its blogType; pictures are decorative', () => {
    const { container } = renderTiles();
    const items = container.querySelectorAll('li');
    expect(items[0]).toHaveAttribute('data-blog-type', 'lifestyle');
    expect([...container.querySelectorAll('img')].every((i) => i.getAttribute('alt') === '')).toBe(
      true,
    );
  });

  it('a category without a registered page is shown, but not as a link', () => {
    expect(categoryHref('travel')).toBe('/blogs/category/travel');
    expect(categoryHref('knitting')).toBeUndefined();
    renderTiles({ tiles: [{ ...tiles[0]!, category: 'knitting' }] });
    expect(screen.getByRole('heading', { name: 'knitting' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
