import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  beginInitialHydration,
  endInitialHydration,
  HydrateLater,
  lazyChunk,
  lazyChunksSettled,
  useInitialHydrationDone,
} from './hydrate-later.tsx';

function DoneProbe() {
  return <p>{useInitialHydrationDone() ? 'loading allowed' : 'holding'}</p>;
}

describe('HydrateLater', () => {
  afterEach(async () => {
    await act(() => endInitialHydration());
  });

  it('renders its children at once outside the first hydration', async () => {
    render(
      <HydrateLater>
        <p>Pricing</p>
      </HydrateLater>,
    );
    expect(screen.getByText('Pricing')).toBeInTheDocument();
    let turns = -1;
    await act(async () => {
      turns = await endInitialHydration();
    });
    expect(turns).toBe(0);
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
    let turns = -1;
    await act(async () => {
      turns = await endInitialHydration();
    });
    // Each boundary took a turn of its own (root.tsx writes this count on <html> for the browser tests).
    expect(turns).toBe(3);
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

describe('lazyChunk', () => {
  /** A chunk load the test settles by hand. */
  function deferred<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  }
  const Menu = () => <nav aria-label="Main">Layouts</nav>;
  const Footer = () => <footer>Contact</footer>;

  it('settles at once when no chunk is loading', async () => {
    await expect(lazyChunksSettled()).resolves.toBeUndefined();
  });

  it('holds lazyChunksSettled until the chunk has arrived and its part has rendered', async () => {
    const chunk = deferred<typeof Menu>();
    const LazyMenu = lazyChunk(() => chunk.promise);
    render(
      <Suspense fallback={<p>menu loading</p>}>
        <LazyMenu />
      </Suspense>,
    );
    let settled = false;
    const done = lazyChunksSettled().then(() => (settled = true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(settled).toBe(false);
    expect(screen.getByText('menu loading')).toBeInTheDocument();
    await act(async () => {
      chunk.resolve(Menu);
      await done;
    });
    expect(settled).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Layouts');
  });

  it('waits as well for a lazy part that the first one renders', async () => {
    const outer = deferred<() => React.JSX.Element>();
    const inner = deferred<typeof Footer>();
    const LazyFooter = lazyChunk(() => inner.promise);
    const Page = () => (
      <Suspense fallback={<p>footer loading</p>}>
        <LazyFooter />
      </Suspense>
    );
    const LazyPage = lazyChunk(() => outer.promise);
    render(
      <Suspense fallback={<p>page loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    let settled = false;
    const done = lazyChunksSettled().then(() => (settled = true));
    // The page's chunk arrives and the page renders (act flushes it before the next task)...
    await act(async () => {
      outer.resolve(Page);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // ...and asks for the footer's chunk, which the document waits for as well.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('footer loading')).toBeInTheDocument();
    expect(settled).toBe(false);
    await act(async () => {
      inner.resolve(Footer);
      await done;
    });
    expect(screen.getByText('Contact')).toBeInTheDocument();
  });
});
