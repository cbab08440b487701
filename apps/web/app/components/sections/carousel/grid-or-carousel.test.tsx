import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GridOrCarousel, type GridOrCarouselLayout } from './grid-or-carousel.tsx';

vi.mock('./load-swiper.ts', () => ({ loadSwiper: vi.fn(() => new Promise(() => {})) }));

const items = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];

function renderItems(layout: GridOrCarouselLayout) {
  return render(
    <GridOrCarousel
      items={items}
      getKey={(item) => item.id}
      layout={layout}
      gridClassName="grid gap-6"
      label="Sample cards"
      perView={{ base: 1, md: 2 }}
      renderItem={(item, place) => <p data-place={place}>{item.name}</p>}
    />,
  );
}

describe('GridOrCarousel', () => {
  it('lays the items out as a list in the grid', () => {
    renderItems('grid');
    const list = screen.getByRole('list');
    expect(list).toHaveClass('grid', 'gap-6');
    const cells = within(list).getAllByRole('listitem');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Alpha', 'Beta']);
    expect(screen.getByText('Alpha')).toHaveAttribute('data-place', 'cell');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('or as the shared carousel, named by its label, one slide an item', async () => {
    renderItems('carousel');
    const region = await screen.findByRole('region', { name: 'Sample cards' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getAllByRole('group')).toHaveLength(2);
    expect(screen.getByText('Beta')).toHaveAttribute('data-place', 'slide');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
