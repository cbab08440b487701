import { useEffect } from 'react';
import fontFaces from '../fonts.css?inline';

// The build fills this element with the CSS rules the prerendered page uses (scripts/critical-css.ts) and
// turns the full stylesheet into a non-blocking `media="print"` download marked `data-deferred-css`, so the
// first paint needs no stylesheet request. The app never changes the element's content: the same empty
// `__html` on every render means neither hydration nor later renders touch it.
const keepContent = { __html: '' };

/** Applies the deferred full stylesheet(s) (client navigation needs every rule). */
export function applyDeferredStyles(doc: Document = document): number {
  const links = doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-deferred-css]');
  for (const link of links) link.media = 'all';
  return links.length;
}

const firstTouch = ['pointerdown', 'pointerover', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `task` once, when the browser is next idle or at the visitor's first interaction, whichever comes
 * first. Switching the full stylesheet on restyles every element: not during hydration, but before a click
 * can open a panel or navigate to a page whose rules are not inline. Returns the cleanup.
 */
export function whenIdleOrTouched(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const idle = typeof requestIdleCallback === 'function';
  const handle = idle ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  for (const type of firstTouch)
    window.addEventListener(type, run, { capture: true, passive: true });
  function cancel() {
    if (idle) cancelIdleCallback(handle as number);
    else clearTimeout(handle);
    for (const type of firstTouch) window.removeEventListener(type, run, { capture: true });
  }
  return () => {
    done = true;
    cancel();
  };
}

// Written by the prerender only: in the browser the element keeps what the HTML brought (the same empty-
// `__html` rule as the placeholder), so the font CSS is not in the JS bundle.
const fontFaceRules = { __html: import.meta.env.SSR ? fontFaces : '' };

/** The @font-face rules (the only copy on the page) and the critical CSS placeholder, for <head>. */
export function CriticalStyles() {
  useEffect(() => whenIdleOrTouched(() => applyDeferredStyles()), []);
  return (
    <>
      <style data-font-faces="" dangerouslySetInnerHTML={fontFaceRules} />
      <style data-critical-css="" dangerouslySetInnerHTML={keepContent} />
    </>
  );
}
