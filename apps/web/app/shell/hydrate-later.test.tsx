import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  beginInitialHydration,
  endInitialHydration,
  HydrateLater,
  pendingOnDemand,
  useInitialHydrationDone,
} from './hydrate-later.tsx';

function DoneProbe() {
  return <p>{useInitialHydrationDone() ? 'loading allowed' : 'holding'}</p>;
}

describe('HydrateLater', () => {
  afterEach(async () => {
    await act(() => endInitialHydration());
  });

  it('renders its children at once outside the first hydration', () => {
    render(
      <HydrateLater>
        <p>Pricing</p>
      </HydrateLater>,
    );
    expect(screen.getByText('Pricing')).toBeInTheDocument();
  });

  it('during the first hydration, renders each boundary in a later task, in order, then reports the page done', async () => {
    beginInitialHydration();
    const seen: string[] = [];
    const Probe = ({ name }: { name: string }) => {
      seen.push(name);
      return <p>{name}</p>;
    };
    render(
      <>
        <HydrateLater>
          <Probe name="header" />
        </HydrateLater>
        <HydrateLater>
          <Probe name="hero" />
        </HydrateLater>
        <HydrateLater>
          <Probe name="footer" />
        </HydrateLater>
      </>,
    );
    expect(seen).toEqual([]);
    expect(screen.queryByText('header')).not.toBeInTheDocument();
    await act(() => endInitialHydration());
    expect(seen.filter((name, i) => seen.indexOf(name) === i)).toEqual([
      'header',
      'hero',
      'footer',
    ]);
    for (const name of ['header', 'hero', 'footer'])
      expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('reports the first hydration done where there is none to wait for', async () => {
    render(<DoneProbe />);
    expect(screen.getByText('loading allowed')).toBeInTheDocument();
  });

  it('holds useInitialHydrationDone false while boundaries wait their turn', async () => {
    beginInitialHydration();
    render(
      <>
        <DoneProbe />
        <HydrateLater>
          <p>pricing</p>
        </HydrateLater>
      </>,
    );
    expect(screen.getByText('holding')).toBeInTheDocument();
    expect(screen.queryByText('pricing')).not.toBeInTheDocument();
    await act(() => endInitialHydration());
    expect(screen.getByText('pricing')).toBeInTheDocument();
    expect(screen.getByText('loading allowed')).toBeInTheDocument();
  });
});

describe('HydrateLater until an element nears the viewport or receives input', () => {
  // jsdom has no IntersectionObserver: this one reports what the test says is in view.
  const observed = new Set<Element>();
  let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
  beforeAll(() => {
    class FakeObserver {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(element: Element) {
        observed.add(element);
      }
      unobserve(element: Element) {
        observed.delete(element);
      }
      disconnect() {}
    }
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver =
      FakeObserver;
  });
  afterEach(async () => {
    await act(() => endInitialHydration());
    cleanup();
    document.body.replaceChildren();
  });

  /** A prerendered section below the fold, and a boundary waiting for it. */
  function belowTheFold() {
    const section = document.createElement('section');
    const button = document.createElement('button');
    section.append(button);
    document.body.append(section);
    const view = render(
      <>
        <HydrateLater>
          <p>hero</p>
        </HydrateLater>
        <HydrateLater until={() => section}>
          <p>pricing</p>
        </HydrateLater>
      </>,
    );
    return { section, button, view };
  }

  it('does not take a turn: the page is done without it, and it waits', async () => {
    beginInitialHydration();
    belowTheFold();
    await act(() => endInitialHydration());
    expect(screen.getByText('hero')).toBeInTheDocument();
    expect(screen.queryByText('pricing')).not.toBeInTheDocument();
    expect(pendingOnDemand()).toBe(1);
  });

  it('hydrates as soon as something inside it receives input', async () => {
    beginInitialHydration();
    const { button } = belowTheFold();
    await act(() => endInitialHydration());
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(screen.getByText('pricing')).toBeInTheDocument();
    expect(pendingOnDemand()).toBe(0);
  });

  it('hydrates in a task of its own once its element nears the viewport', async () => {
    beginInitialHydration();
    const { section } = belowTheFold();
    await act(() => endInitialHydration());
    expect(observed.has(section)).toBe(true);
    report([{ target: section, isIntersecting: false }]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByText('pricing')).not.toBeInTheDocument();
    report([{ target: section, isIntersecting: true }]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('pricing')).toBeInTheDocument();
    expect(observed.has(section)).toBe(false);
  });

  it('stops waiting when the page goes away first', async () => {
    beginInitialHydration();
    const { section, view } = belowTheFold();
    await act(() => endInitialHydration());
    expect(pendingOnDemand()).toBe(1);
    view.unmount();
    section.remove();
    expect(pendingOnDemand()).toBe(0);
    expect(observed.has(section)).toBe(false);
  });

  it('renders at once outside the first hydration (a client navigation)', () => {
    const section = document.createElement('section');
    render(
      <HydrateLater until={() => section}>
        <p>pricing</p>
      </HydrateLater>,
    );
    expect(screen.getByText('pricing')).toBeInTheDocument();
    expect(pendingOnDemand()).toBe(0);
  });
});
