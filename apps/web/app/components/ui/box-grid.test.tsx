import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoxGrid, BoxText } from './box-grid.tsx';

const items = [
  { title: 'One', text: 'First box' },
  { title: 'Two', text: 'Second box' },
];

describe('BoxGrid', () => {
  it('draws each item with its index in a grid of the given columns and variant', () => {
    const { container } = render(
      <BoxGrid items={items} variant="demo" columns={4} className="gap-y-12">
        {(item, index) => (
          <article>
            <BoxText as="h2" title={`${index + 1}. ${item.title}`} text={item.text} className="x" />
          </article>
        )}
      </BoxGrid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.dataset.variant).toBe('demo');
    expect(grid.className).toBe('grid gap-6 sm:grid-cols-2 lg:grid-cols-4 gap-y-12');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: '2. Two' })).toBeInTheDocument();
    expect(screen.getByText('First box')).toHaveClass('leading-relaxed', 'x');
  });

  it('defaults to three columns', () => {
    const { container } = render(
      <BoxGrid items={items} variant="demo">
        {(item) => <p>{item.title}</p>}
      </BoxGrid>,
    );
    expect((container.firstElementChild as HTMLElement).className).toBe(
      'grid gap-6 md:grid-cols-2 lg:grid-cols-3',
    );
  });
});
