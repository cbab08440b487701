import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { whenIdle } from './when-idle.ts';

// When the document's first hydration is over. React hydrates the page itself: concurrently (entry.client
// starts it in a transition), and each code-split part (`lazyChunk`, inside a Suspense boundary) later, when
// its chunk has arrived, keeping the prerendered HTML on screen meanwhile. This module only tells the rest
// of the app when all of that is done:
// - a page whose state changes once it runs (a store loading data, a query read from the URL, the browser
//   cart) holds those changes until then, so every part still hydrates against the state the page was
//   prerendered with (React would otherwise throw the prerendered HTML of a pending part away);
// - the root marks <html data-hydrated="true"> then, which browser tests and benchmarks wait for.

/** The longest wait for an idle moment before the end of the first hydration is checked anyway. */
const idleTimeoutMs = 5_000;
/** Where the browser has no idle callback (Safari): a wait long enough for React's hydration passes to start. */
const noIdleCallbackMs = 50;

// True wherever there is no first hydration to wait for (tests, the prerender's own snapshot aside).
let done = true;
let rootCommitted = false;
/** Code-split parts whose chunk is loading or whose component has not mounted yet. */
let pending = 0;
const listeners = new Set<() => void>();
const waiters: (() => void)[] = [];

function finish() {
  if (done || !rootCommitted || pending > 0) return;
  // Not at once, and not a task later: when the browser is next idle. React commits the root before it
  // hydrates what sits inside a Suspense boundary: it leaves each boundary dehydrated and comes back for it
  // in later, lowest-priority passes (a nested boundary one pass later again), and only then asks for a
  // part's chunk. Until those passes are over, `pending` does not know the parts yet. They run as a chain of
  // scheduler tasks, so the browser is not idle before they are done; a task later was not enough on a slow
  // CPU (4× throttled, the page called itself hydrated while its menu's chunk was still on the way).
  whenIdle(
    () => {
      if (done || !rootCommitted || pending > 0) return;
      done = true;
      for (const listener of listeners) listener();
      for (const resolve of waiters.splice(0)) resolve();
    },
    idleTimeoutMs,
    noIdleCallbackMs,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False until the document's first hydration is over, code-split parts included; true afterwards and
 * wherever there is no such hydration (client navigations, tests). Hold state changes that would alter
 * what the page shows until it is true.
 */
export function useInitialHydrationDone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => done,
    () => false,
  );
}

/** The root calls this from its first effect; settles once every code-split part met has hydrated too. */
export function rootHydrated(): Promise<void> {
  rootCommitted = true;
  const settled = new Promise<void>((resolve) => (done ? resolve() : waiters.push(resolve)));
  finish();
  return settled;
}

/**
 * `React.lazy()` for a component of another chunk, counted by `useInitialHydrationDone()`: the document's
 * first hydration is over only once the component has arrived and mounted. `load` resolves to the
 * component itself.
 */
export function lazyChunk<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    pending++;
    let counted = false;
    const settle = () => {
      if (counted) return;
      counted = true;
      pending--;
      finish();
    };
    let Loaded: ComponentType<P>;
    try {
      Loaded = await load();
    } catch (error) {
      settle();
      throw error;
    }
    function Mounted(props: P) {
      useEffect(settle, []);
      return <Loaded {...props} />;
    }
    Mounted.displayName = `Lazy(${Loaded.displayName ?? Loaded.name ?? 'Component'})`;
    return { default: Mounted };
  });
}

/**
 * A part of a page whose code is a chunk of its own (`load` resolves to its component), rendered in a
 * Suspense boundary whose fallback is the part itself:
 * - prerender: React waits for everything that suspends, so the part is in the HTML;
 * - hydration: React keeps the part's prerendered HTML until its chunk arrives, then hydrates it in place
 *   (counted by `useInitialHydrationDone()`, like `lazyChunk`);
 * - client navigation (a transition): the fallback suspends too, so React keeps the previous page on screen
 *   until the chunk is in, never committing an empty boundary (no layout shift).
 * A parent that re-renders while the page hydrates (state, a store) must pass the part unchanged (a memo
 * component around it): new props reaching a part that has not hydrated yet make React drop its
 * prerendered HTML and render it again on the client.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazyChunk(load);
  function LazyPart(props: P) {
    const part = <Lazy {...props} />;
    return <Suspense fallback={part}>{part}</Suspense>;
  }
  return LazyPart;
}

/** entry.client calls this before it hydrates the document (and tests, to play a first hydration). */
export function beginInitialHydration() {
  done = false;
  rootCommitted = false;
  pending = 0;
}
