import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  beginInitialHydration,
  lazyChunk,
  rootHydrated,
  useInitialHydrationDone,
} from './hydration.tsx';

function DoneProbe() {
  return <p>{useInitialHydrationDone() ? 'loading allowed' : 'holding'}</p>;
}

/** A root whose first effect reports the commit, as root.tsx does. */
function Root({ children, onDone }: { children?: React.ReactNode; onDone: () => void }) {
  useEffect(() => {
    void rootHydrated().then(onDone);
  }, [onDone]);
  return <>{children}</>;
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A code-split footer whose chunk arrives when the test calls `arrive`. */
function footerChunk() {
  const chunk = { arrive: () => {} };
  const Footer = lazyChunk(
    () =>
      new Promise<(props: { year: number }) => React.ReactNode>((resolve) => {
        chunk.arrive = () => resolve(({ year }) => <footer>Contrail {year}</footer>);
      }),
  );
  return { Footer, arrive: () => chunk.arrive() };
}

/** The page as the tests render it: the probe, then the footer in its Suspense boundary. */
function page(Footer: ComponentType<{ year: number }>, onDone: () => void) {
  return (
    <Root onDone={onDone}>
      <DoneProbe />
      <Suspense fallback={<p>footer loading</p>}>
        <Footer year={2026} />
      </Suspense>
    </Root>
  );
}

describe('the first hydration', () => {
  afterEach(async () => {
    // Leave the module as a client navigation or a test finds it: nothing to wait for.
    await act(async () => {
      await rootHydrated();
    });
  });

  it('is done at once where there is none (tests, client navigations)', () => {
    render(<DoneProbe />);
    expect(screen.getByText('loading allowed')).toBeInTheDocument();
  });

  it('holds until the root has committed, then lets the page load its data', async () => {
    beginInitialHydration();
    let done = false;
    render(
      <Root onDone={() => (done = true)}>
        <DoneProbe />
      </Root>,
    );
    expect(screen.getByText('holding')).toBeInTheDocument();
    await waitFor(() => expect(done).toBe(true));
    expect(await screen.findByText('loading allowed')).toBeInTheDocument();
  });

  it('waits for every code-split part to arrive and mount', async () => {
    beginInitialHydration();
    const { Footer, arrive } = footerChunk();
    let done = false;
    render(page(Footer, () => (done = true)));
    for (let i = 0; i < 5; i++) await act(tick);
    expect(done).toBe(false);
    expect(screen.getByText('holding')).toBeInTheDocument();

    await act(async () => {
      arrive();
      await tick();
    });
    expect(await screen.findByText('Contrail 2026')).toBeInTheDocument();
    await waitFor(() => expect(done).toBe(true));
    expect(await screen.findByText('loading allowed')).toBeInTheDocument();
  });

  it('holds while a prerendered part inside a Suspense boundary waits for its chunk (hydrateRoot)', async () => {
    // React commits the root first and hydrates a boundary's content in later passes; only then does it
    // ask for the part's chunk. The root's commit alone must not end the first hydration.
    const year = 2026;
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <p>holding</p>
        <Suspense fallback={<p>footer loading</p>}>
          <footer>Contrail {year}</footer>
        </Suspense>
      </>,
    );
    document.body.append(container);
    beginInitialHydration();
    const { Footer, arrive } = footerChunk();
    let done = false;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        page(Footer, () => (done = true)),
        { onRecoverableError: (error) => mismatches.push(error) },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(done).toBe(false);
    expect(container.textContent).toBe('holdingContrail 2026');

    await act(async () => {
      arrive();
      await tick();
    });
    await waitFor(() => expect(done).toBe(true));
    await waitFor(() => expect(container.textContent).toBe('loading allowedContrail 2026'));
    expect(mismatches).toEqual([]);
    container.remove();
  });

  it('does not wait forever for a chunk that fails to load', async () => {
    beginInitialHydration();
    const Broken = lazyChunk<object>(() => Promise.reject(new Error('offline')));
    let done = false;
    class Catch extends (await import('react')).Component<
      { children: React.ReactNode },
      { failed: boolean }
    > {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>part failed</p> : this.props.children;
      }
    }
    render(
      <Root onDone={() => (done = true)}>
        <Catch>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </Catch>
      </Root>,
    );
    expect(await screen.findByText('part failed')).toBeInTheDocument();
    await waitFor(() => expect(done).toBe(true));
  });
});
