import { useEffect } from 'react';
import fontFallbacks from '../font-fallbacks.css?inline';

// The build fills this element with the CSS rules the prerendered page uses (scripts/critical-css.ts) and
// gives the full stylesheet's link (marked `data-deferred-css`) an inert rel until the boot step requests
// it after the first frame, so the first paint needs no stylesheet request. The app never changes the
// element's content: the same empty `__html` on every render means neither hydration nor later renders
// touch it.
const keepContent = { __html: '' };

/** Switches the deferred full stylesheet(s) on if the boot step has not (client navigation needs every rule). */
export function applyDeferredStyles(doc: Document = document): number {
  const links = doc.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]');
  for (const link of links) {
    if (link.rel !== 'stylesheet') link.rel = 'stylesheet';
    link.media = 'all';
  }
  return links.length;
}

// Written by the prerender only: in the browser the element keeps what the HTML brought (the same empty-
// `__html` rule as the placeholder), so the font CSS is not in the JS bundle.
const fontFaceRules = { __html: import.meta.env.SSR ? fontFallbacks : '' };

/**
 * The metric-matched local fallback faces the first paint uses (app/font-fallbacks.css; the web fonts come
 * with the full stylesheet) and the critical CSS placeholder, for <head>.
 */
export function CriticalStyles() {
  useEffect(() => {
    applyDeferredStyles();
  }, []);
  return (
    <>
      <style data-font-faces="" dangerouslySetInnerHTML={fontFaceRules} />
      <style data-critical-css="" dangerouslySetInnerHTML={keepContent} />
    </>
  );
}
