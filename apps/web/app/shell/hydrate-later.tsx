import { options } from 'preact';
import {
  Component,
  lazy,
  Suspense,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

// Progressive hydration. Preact hydrates a whole page in one go, and on a phone that one task blocks input
// for a few hundred milliseconds. <HydrateLater> cuts it into tasks: during the first hydration of the
// document, each boundary suspends and keeps its prerendered HTML on screen (Preact keeps the DOM between
// the <!--$s--> markers the prerender writes around a boundary that suspended), then the boundaries hydrate
// one per task, in document order, so the browser can paint and answer input between them. After that first
// hydration (client navigations, tests, the prerender's own output) a boundary renders its children at once.

let hydrating = false;
/** How many boundaries of the first hydration waited for a turn of their own. */
let turnsTaken = 0;
let restoreDebounce = () => {};
let turn: Promise<void> = Promise.resolve();

/** A promise that settles in a task of its own, after every earlier one has settled. */
function nextTurn(): Promise<void> {
  turn = turn.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return turn;
}

// Whether the first hydration of the document, every boundary included, is over. True wherever there is
// none to wait for (the prerender, tests, a client navigation).
let hydrationDone = true;
const doneListeners = new Set<() => void>();
function subscribeDone(listener: () => void) {
  doneListeners.add(listener);
  return () => doneListeners.delete(listener);
}

/**
 * False until the first hydration of the document is over, every boundary included; true afterwards and
 * wherever there is no such hydration (client navigations, tests). A page whose state changes once it runs
 * (a store loading data, a query read from the URL) holds those changes until then: a boundary that waits
 * its turn must hydrate against the state the page was prerendered with, or its HTML would not match.
 */
export function useInitialHydrationDone(): boolean {
  return useSyncExternalStore(
    subscribeDone,
    () => hydrationDone,
    () => false,
  );
}

/** entry.client calls this before it hydrates the document; the boundaries met from then on wait their turn. */
export function beginInitialHydration() {
  hydrating = true;
  turnsTaken = 0;
  hydrationDone = false;
  // Preact re-renders a suspended tree in a microtask, so the router's start (React Router suspends until it
  // has decoded the hydration data) would run in the same task as the modules' evaluation. Until the first
  // render commits, re-renders run in a task of their own instead.
  const previous = options.debounceRendering;
  options.debounceRendering = (render) => setTimeout(render, 0);
  restoreDebounce = () => {
    options.debounceRendering = previous;
  };
}

/**
 * The root calls this once its first render has committed: boundaries rendered later render at once. The
 * promise settles once every boundary of that first render has hydrated (the page is fully interactive), with
 * the number of boundaries that hydrated in a turn of their own (0 when the page hydrated in one go).
 */
export function endInitialHydration(): Promise<number> {
  hydrating = false;
  restoreDebounce();
  return turn
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    .then(() => {
      if (!hydrationDone) {
        hydrationDone = true;
        for (const listener of doneListeners) listener();
      }
      return turnsTaken;
    });
}

// Code-split parts of a page (the desktop menu, the footer, a form) are prerendered like the rest; in the
// browser they suspend until their chunk arrives and hydrate then, which can be after the page's own
// boundaries are done. The document counts as interactive only once those have hydrated too.
const pendingChunks = new Set<Promise<unknown>>();

/**
 * `lazy()` for a component of another chunk whose load the document waits for: while it is in flight,
 * `lazyChunksSettled()` does not settle. `load` resolves to the component itself.
 */
// The props type is the component's own; `any` only stands for "some props" in the constraint.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<T>) {
  return lazy(() => {
    const loading = load().then((component) => ({ default: component }));
    pendingChunks.add(loading);
    const forget = () => pendingChunks.delete(loading);
    loading.then(forget, forget);
    return loading;
  });
}

/**
 * Settles once no lazyChunk() load is in flight and the parts they suspended have rendered (a turn after
 * the last load settled; a part that renders another lazy part is waited for as well).
 */
export async function lazyChunksSettled(): Promise<void> {
  while (pendingChunks.size > 0) {
    await Promise.allSettled([...pendingChunks]);
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}

/** The props objects of the boundaries the prerender has already suspended once (see Gate.render). */
const prerendered = new WeakSet<object>();
/** The same in the browser, for the count of turns: a boundary's instance can be re-created while it waits. */
const waited = new WeakSet<object>();

class Gate extends Component<{ children?: ReactNode }> {
  private ready = false;
  private waiting: Promise<void> | null = null;

  // While it waits, a re-render from above (a provider's state, the router) must not reach the boundary:
  // it would render the children outside hydration, next to the prerendered HTML. Its turn re-renders it
  // (forceUpdate skips this check).
  override shouldComponentUpdate() {
    return this.ready;
  }

  override render() {
    if (import.meta.env.SSR) {
      // Suspend once in the prerender, so it writes the markers the browser hydrates this boundary by.
      if (!prerendered.has(this.props)) {
        prerendered.add(this.props);
        throw Promise.resolve();
      }
    } else if (!this.ready && (hydrating || this.waiting)) {
      if (!this.waiting && !waited.has(this.props)) {
        waited.add(this.props);
        turnsTaken++;
      }
      this.waiting ??= nextTurn().then(() => {
        this.ready = true;
      });
      throw this.waiting;
    }
    this.ready = true;
    return this.props.children;
  }
}

/** Hydrates `children` in a task of its own after the rest of the page (see above); renders them as they are otherwise. */
export function HydrateLater({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
