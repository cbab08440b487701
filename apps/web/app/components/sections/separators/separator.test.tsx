import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { separatorDemos } from '~/content/elements/separators.ts';
import { Separator } from './separator.tsx';

describe('Separator', () => {
  it('renders every demo variant as one separator', () => {
    for (const demo of separatorDemos) {
      const { unmount } = render(<Separator {...demo} />);
      const separator = screen.getByRole('separator');
      expect(separator).toHaveAttribute('data-variant', demo.variant);
      unmount();
    }
    expect(new Set(separatorDemos.map((d) => d.variant)).size).toBe(8);
  });

  it('names the text separator by its label', () => {
    render(<Separator variant="text" label="Chapter two" />);
    expect(screen.getByRole('separator', { name: 'Chapter two' })).toHaveTextContent('Chapter two');
  });
});
