import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startupStats } from '~/content/startup.ts';
import { Counters } from './counters.tsx';

const motion = vi.hoisted(() => ({ allowed: true }));
vi.mock('~/shell/use-motion-allowed.ts', () => ({ useMotionAllowed: () => motion.allowed }));

let observers: Array<{ callback: IntersectionObserverCallback; target?: Element }> = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; target?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observers = observers.filter((entry) => entry !== this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function scrollIntoView() {
  act(() => {
    for (const { callback, target } of observers)
      callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });
}

const displays = () => screen.getAllByTestId('counter-display').map((node) => node.textContent);

describe('Counters', () => {
  beforeEach(() => {
    observers = [];
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    motion.allowed = true;
  });

  it('renders the final values before anything is in view (prerender, no JS)', () => {
    render(<Counters id="statistics" items={startupStats} />);
    expect(displays()).toEqual(['175+', '20', '200+']);
    expect(screen.getByText('Worldwide offices')).toBeInTheDocument();
  });

  it('counts up from 0 once when scrolled into view', () => {
    render(<Counters id="statistics" items={startupStats} />);
    scrollIntoView();
    expect(displays()).toEqual(['0+', '0', '0+']);
    act(() => vi.advanceTimersByTime(400));
    const [offices] = displays();
    const midway = Number.parseInt(offices ?? '', 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(175);
    act(() => vi.advanceTimersByTime(2000));
    expect(displays()).toEqual(['175+', '20', '200+']);
    // The observer disconnects after the first time: scrolling past again does not restart.
    scrollIntoView();
    act(() => vi.advanceTimersByTime(50));
    expect(displays()).toEqual(['175+', '20', '200+']);
  });

  it('shows the final values at once when motion is off', () => {
    motion.allowed = false;
    render(<Counters id="statistics" items={startupStats} />);
    expect(observers).toHaveLength(0);
    expect(displays()).toEqual(['175+', '20', '200+']);
  });
});
