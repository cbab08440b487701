import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dropcapDemos } from '~/content/elements/dropcaps.ts';
import { Dropcap, type DropcapVariant } from './dropcap.tsx';

const all: DropcapVariant[] = [
  'plain',
  'brand',
  'boxed',
  'circle',
  'outline',
  'dark',
  'soft',
  'serif',
];

describe('Dropcap', () => {
  it('renders every variant as one paragraph with the whole text', () => {
    for (const variant of all) {
      const { unmount } = render(<Dropcap variant={variant} text={`Aloft ${variant}`} />);
      const p = screen.getByText(`Aloft ${variant}`);
      expect(p.tagName).toBe('P');
      expect(p).toHaveAttribute('data-variant', variant);
      expect(p.className).toMatch(/first-letter:/);
      unmount();
    }
  });

  it('demos cover at least six distinct variants', () => {
    expect(new Set(dropcapDemos.map((d) => d.variant)).size).toBeGreaterThanOrEqual(6);
  });
});
