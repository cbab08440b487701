import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FancyText } from './fancy-text.tsx';
import { mockMotion } from '~/testing/mock-motion.ts';

const data = { before: 'We design', words: ['websites', 'apps', 'brands'], after: '.' };

/** Timers re-arm after each render, so time passes in small acts. */
function advance(ms: number, step = 5) {
  for (let t = 0; t < ms; t += step) act(() => vi.advanceTimersByTime(Math.min(step, ms - t)));
}

const visual = (container: HTMLElement) =>
  container.querySelector('[data-fancy-visual]')?.textContent ?? '';

describe('FancyText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('gives screen readers the whole sentence and hides the moving part', () => {
    mockMotion(true);
    const { container } = render(<FancyText data={data} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      /^We design websites, apps, and brands\./,
    );
    expect(container.querySelector('[data-fancy-visual]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[aria-live]:not([aria-live="off"])')).toBeNull();
  });

  it('types a word, erases it and types the next', () => {
    mockMotion(true);
    const { container } = render(<FancyText data={data} hold={1000} />);
    advance(90 * 3);
    expect(visual(container)).toBe('We design web.');
    advance(90 * 5);
    expect(visual(container)).toBe('We design websites.');
    advance(1000 + 45 * 8 + 45);
    expect(visual(container)).toBe('We design .');
    advance(90 * 4);
    expect(visual(container)).toBe('We design apps.');
  });

  it('rotates whole words on the hold interval and wraps around', () => {
    mockMotion(true);
    const { container } = render(<FancyText data={data} effect="slide" hold={2000} />);
    expect(visual(container)).toBe('We design websites.');
    advance(2000);
    expect(visual(container)).toBe('We design apps.');
    advance(4000);
    expect(visual(container)).toBe('We design websites.');
  });

  it('stands still on the first word when motion is reduced', () => {
    mockMotion(false);
    for (const effect of ['typing', 'fade'] as const) {
      const { container, unmount } = render(<FancyText data={data} effect={effect} />);
      advance(20000);
      expect(visual(container)).toBe('We design websites.');
      unmount();
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes back to its first word when motion stops mid-cycle (a screen narrowed to a phone’s)', () => {
    let allowed = true;
    const listeners = new Set<() => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return allowed;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const { container } = render(<FancyText data={data} effect="slide" hold={2000} />);
    advance(2000);
    expect(visual(container)).toBe('We design apps.');
    allowed = false;
    act(() => listeners.forEach((listener) => listener()));
    // The digital agency's "platforms." ran past a phone's edge when the cycle stopped on it.
    expect(visual(container)).toBe('We design websites.');
  });

  it('reserves room for the widest word, so a rotating word moves no text (CLS 0)', () => {
    mockMotion(true);
    const { container } = render(<FancyText data={data} effect="slide" />);
    const reserved = [...container.querySelectorAll<HTMLElement>('[data-word]')];
    expect(reserved.map((span) => span.dataset.word)).toEqual(data.words.map((w) => `${w}.`));
    // The reserved copies share the shown word's grid cell, are invisible and add no text.
    for (const span of reserved) expect(span).toHaveClass('invisible', 'row-start-1');
    expect(visual(container)).toBe('We design websites.');
  });
});
