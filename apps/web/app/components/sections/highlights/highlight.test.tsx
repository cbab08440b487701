import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HighlightedText, type HighlightVariant } from './highlight.tsx';
import { mockMotion } from '~/testing/mock-motion.ts';

let reveal: (() => void) | undefined;
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {
    reveal = () =>
      this.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  disconnect() {}
}

const all: HighlightVariant[] = [
  'marker',
  'half',
  'underline',
  'wavy',
  'solid',
  'dark',
  'outline',
  'gradient',
];

describe('HighlightedText', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders every style as a <mark> inside one paragraph', () => {
    mockMotion(false);
    render(
      <HighlightedText
        segments={['Start ', ...all.map((h) => ({ text: `${h} `, highlight: h }))]}
      />,
    );
    for (const variant of all) {
      const mark = screen.getByText(variant, { exact: false, selector: 'mark' });
      expect(mark).toHaveAttribute('data-variant', variant);
      expect(mark).toHaveAttribute('data-sweep', 'done');
    }
  });

  it('sweeps the marker in once it is seen, when motion is allowed', () => {
    mockMotion(true);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<HighlightedText segments={['We ', { text: 'ship', highlight: 'marker' }]} />);
    const mark = screen.getByText('ship');
    expect(mark).toHaveAttribute('data-sweep', 'waiting');
    act(() => reveal?.());
    expect(mark).toHaveAttribute('data-sweep', 'done');
  });
});
