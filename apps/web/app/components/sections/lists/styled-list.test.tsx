import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listDemos } from '~/content/elements/lists.ts';
import { StyledList, type ListVariant } from './styled-list.tsx';

const items = [{ text: 'Lift' }, { title: 'Thrust:', text: 'forward' }, { text: 'Drag' }];
const all: ListVariant[] = [
  'check',
  'bullet',
  'arrow',
  'numbered',
  'icon-circle',
  'divided',
  'boxed',
  'inverse',
];

describe('StyledList', () => {
  it('renders every variant as a list of all items', () => {
    for (const variant of all) {
      const { unmount } = render(<StyledList variant={variant} items={items} />);
      const list = screen.getByRole('list');
      expect(list.tagName).toBe(variant === 'numbered' ? 'OL' : 'UL');
      expect(list).toHaveAttribute('data-variant', variant);
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      expect(list).toHaveTextContent('Thrust: forward');
      unmount();
    }
  });

  it('numbers the ordered list visibly', () => {
    render(<StyledList variant="numbered" items={items} />);
    expect(screen.getByText('03')).toHaveAttribute('aria-hidden', 'true');
  });

  it('demos cover at least six variants', () => {
    expect(new Set(listDemos.map((d) => d.variant)).size).toBeGreaterThanOrEqual(6);
  });
});
