import { whenIdle } from '~/shell/when-idle.ts';
import { use, useEffect, useLayoutEffect, useState } from 'react';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { demoFontsPath, demoFontsStorageKey } from './demo-fonts-script.ts';

// A home demo's own web fonts follow the site's rule (decision records 0010 and 0015): a page uses them only
// when they are at hand before its first layout, so they never swap in under a reader's eyes.
// - A first hard visit paints and stays in the metric-matched local fallbacks. Once the page has hydrated and
//   is idle, the demo's files download outside the document (into the browser's cache) and its faces are
//   remembered for its path in localStorage (`cacheDemoFonts`).
// - A client navigation into a demo loads its faces before the new page renders: the page's <DemoFonts>
//   suspends its render (React keeps the previous page on screen, the navigation being a transition) until
//   `demoFontsBeforeRender` settles, within a bounded wait, and adds them as the page commits (a layout
//   effect, before the browser lays it out); files that arrive later are for the next visit, never a swap.
// - A later hard visit adds the remembered faces from <head> (`demoFacesScript`, lib/demo-fonts-script.ts),
//   from the cache, with `display: optional`.

/** One web-font file of a home demo (a `?url` import of an @fontsource file, made by the demo's page module). */
export interface DemoFontFace {
  family: string;
  url: string;
  /** The weights the file covers: `'100 900'` for a variable file, `'400'` for a static one. */
  weight: string;
}

/** How long a client navigation waits for a demo's files before the page renders in its fallbacks. */
export const demoFontsWaitMs = 1000;

function storageOf(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const rootOf = () => (typeof document === 'undefined' ? undefined : document.documentElement);
const fontsOf = () => (typeof document === 'undefined' ? undefined : document.fonts);
const listOf = (faces: readonly DemoFontFace[]) =>
  JSON.stringify(faces.map(({ family, url, weight }) => ({ family, url, weight })));

function newFace({ family, url, weight }: DemoFontFace) {
  return new FontFace(family, `url(${url}) format('woff2')`, { weight, display: 'swap' });
}

function readRemembered(storage: Storage | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(demoFontsStorageKey) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The faces remembered for `path`, as the <head> script reads them (JSON), or null. */
export function rememberedDemoFonts(
  path: string,
  storage: Storage | undefined = storageOf(),
): string | null {
  const faces = readRemembered(storage)[demoFontsPath(path)];
  return Array.isArray(faces) ? JSON.stringify(faces) : null;
}

function remember(path: string, faces: readonly DemoFontFace[], storage: Storage | undefined) {
  const all = readRemembered(storage);
  all[demoFontsPath(path)] = JSON.parse(listOf(faces)) as unknown;
  try {
    storage?.setItem(demoFontsStorageKey, JSON.stringify(all));
  } catch {
    // Storage full or denied: the next visit starts as a first one, in the fallbacks.
  }
}

/** What a demo page does with its faces: in use, in the cache for the next visit, or none (fallbacks). */
export type DemoFontsState = 'in-use' | 'cached' | 'none';

/**
 * After the page has hydrated (and is idle): where the <head> script has not added this path's faces, downloads
 * them outside the document (into the browser's cache) and, once they have loaded, remembers them for the path
 * ('cached'); where it has, only refreshes the remembered list if this build's files differ ('in-use'). Adds no
 * face to the document. 'none' where the FontFace API is missing or a file cannot be loaded.
 */
export async function cacheDemoFonts(
  faces: readonly DemoFontFace[],
  path: string,
  storage: Storage | undefined = storageOf(),
  root: HTMLElement | undefined = rootOf(),
): Promise<DemoFontsState> {
  const inUse = root?.dataset.demoFonts === demoFontsPath(path);
  if (inUse && rememberedDemoFonts(path, storage) === listOf(faces)) return 'in-use';
  if (faces.length === 0 || typeof FontFace === 'undefined') return inUse ? 'in-use' : 'none';
  try {
    await Promise.all(faces.map((face) => newFace(face).load()));
  } catch (error) {
    console.warn('A demo font could not be loaded; the page keeps its local fallbacks.', error);
    return inUse ? 'in-use' : 'none';
  }
  remember(path, faces, storage);
  return inUse ? 'in-use' : 'cached';
}

/** A promise React's `use()` reads without suspending once it has settled (the fields React itself sets). */
type Tracked<T> = Promise<T>;

function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

function settledWith<T>(promise: Promise<T>): Tracked<T> {
  void promise.then((value) => Object.assign(promise, { status: 'fulfilled' as const, value }));
  return promise;
}

/** Faces added to the document so far (one entry per family, file and weight), and the waits per navigation. */
const added = new Set<string>();
const waits = new Map<string, Tracked<DemoFontsAtHand>>();
const faceKey = ({ family, url, weight }: DemoFontFace) => `${family}|${url}|${weight}`;

/**
 * What a client navigation found at hand before the new page's first render: the demo's faces, loaded and ready
 * to add (`add()`, called as the page commits), or not in time ('fallback': nothing to add).
 */
export interface DemoFontsAtHand {
  state: 'in-use' | 'fallback';
  /** Adds the loaded faces (and the site's, where they were only cached) to the document in one step. */
  add: () => number;
}

const nothingToAdd = () => 0;

/**
 * A client navigation into a demo: loads its faces outside the document and resolves once they have all
 * arrived ('in-use', with `add` to put them in the document as the new page commits, so the page's first
 * layout is in the web fonts) or once `waitMs` is over ('fallback': the page keeps its fallbacks, and the
 * files reach the cache for the next visit). Where the site's own fonts are only cached (a first visit's page
 * before this one), `add` adds them too, in the same step (shell/web-fonts.ts). One wait per navigation
 * (history entry) and set of faces, so a page that renders again reads the same answer; faces added once
 * stay, and later navigations into the demo find them at once.
 */
export function demoFontsBeforeRender(
  faces: readonly DemoFontFace[],
  fonts: FontFaceSet | undefined = fontsOf(),
  waitMs: number = demoFontsWaitMs,
  root: HTMLElement | undefined = rootOf(),
): Tracked<DemoFontsAtHand> {
  // No FontFace API (or no document): nothing to wait for, the page keeps its fallbacks.
  if (!fonts || typeof FontFace === 'undefined')
    return fulfilled({ state: 'fallback', add: nothingToAdd });
  const missing = faces.filter((face) => !added.has(faceKey(face)));
  const siteCached = root?.dataset.webFonts === 'cached';
  if (missing.length === 0 && !siteCached) return fulfilled({ state: 'in-use', add: nothingToAdd });
  const entry: unknown = typeof history === 'undefined' ? null : history.state;
  const navigation =
    entry && typeof entry === 'object' && 'key' in entry ? String(entry.key) : 'default';
  const key = `${navigation} ${faces.map(faceKey).join(',')}`;
  const known = waits.get(key);
  if (known) return known;
  const wait = settledWith(
    (async (): Promise<DemoFontsAtHand> => {
      const loaded = missing.map((face) => ({ face: newFace(face), key: faceKey(face) }));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const [inTime, site] = await Promise.all([
        Promise.race([
          Promise.all(loaded.map(({ face }) => face.load())).then(
            () => true,
            (error: unknown) => {
              console.warn(
                'A demo font could not be loaded; the page keeps its local fallbacks.',
                error,
              );
              return false;
            },
          ),
          new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
        ]),
        siteCached
          ? import('~/shell/web-fonts.ts').catch((error: unknown) => {
              console.error('The web fonts could not be added.', error);
              return null;
            })
          : null,
      ]);
      clearTimeout(timer);
      const addSite = () => {
        // Synchronous up to its adds (its promise only reports the count).
        if (site && root?.dataset.webFonts === 'cached') void site.addWebFonts(fonts, root);
      };
      if (!inTime)
        return {
          state: 'fallback',
          add: () => {
            addSite();
            return 0;
          },
        };
      return {
        state: 'in-use',
        add: () => {
          addSite();
          const fresh = loaded.filter(({ key }) => !added.has(key));
          for (const { face, key } of fresh) {
            fonts.add(face);
            added.add(key);
          }
          return fresh.length;
        },
      };
    })(),
  );
  waits.set(key, wait);
  return wait;
}

/**
 * A home demo's own web fonts, declared by its page: the metric-matched local fallbacks (`fallbacks`, the CSS
 * that scripts/font-fallbacks.ts wrote, rendered with the page so the first paint has them) and the files
 * (`faces`; only the demo's page module imports them, so no other page requests them). Rendered by a client
 * navigation, it holds the page's first render until the faces are in the document (or the bounded wait is
 * over); rendered by a hard visit, it adds nothing and readies the files for the next visit.
 */
export function DemoFonts({
  faces,
  fallbacks,
}: {
  faces: readonly DemoFontFace[];
  fallbacks: string;
}) {
  const hydrated = useInitialHydrationDone();
  // Only an instance first rendered after the document's hydration (a client navigation) holds its first
  // render, never one hydrating; and it keeps the answer it got (the page never changes faces once shown).
  const [wait] = useState(() => (hydrated ? demoFontsBeforeRender(faces) : null));
  const atHand = wait ? use(wait) : null;
  // As the page commits, before the browser lays it out: the faces join the document with the new page, so
  // neither the page before it nor this one is ever laid out in one face and then in another.
  useLayoutEffect(() => {
    atHand?.add();
  }, [atHand]);
  useEffect(() => {
    if (!hydrated) return;
    return whenIdle(() => void cacheDemoFonts(faces, location.pathname), 3000, 200);
  }, [faces, hydrated]);
  return <style data-demo-fonts="" dangerouslySetInnerHTML={{ __html: fallbacks }} />;
}

/** Tests only: forget what this document did with the faces. */
export function resetDemoFontsForTests() {
  added.clear();
  waits.clear();
}
