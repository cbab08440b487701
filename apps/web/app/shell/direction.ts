// The right-to-left preview (issue 41, decision 0030): `?dir=rtl` on any address shows the page mirrored.
//
// The pages are prerendered left-to-right; an inline script in <head> (root.tsx) sets `dir` on <html> while the
// page is parsed, so the first paint is already mirrored and nothing moves. The choice is kept for the tab
// (sessionStorage), so a client navigation, a reload or a link to another page keeps it until `?dir=ltr` or the
// header's direction switch takes it back. React never renders `dir` on <html>, so it keeps what the script set.

import { useSyncExternalStore } from 'react';

export type Direction = 'ltr' | 'rtl';

/** The query parameter and the sessionStorage key. */
export const directionParam = 'dir';
export const directionKey = 'contrail-dir';

/**
 * The inline script's source: plain ES5 in a string, the same text in the prerendered HTML and the client build
 * (the server's Content-Security-Policy hashes every inline script of the built pages).
 */
export const directionScript = `(function(){try{var d=document.documentElement,k='${directionKey}',s=window.sessionStorage,q=new URLSearchParams(location.search).get('${directionParam}');if(q==='rtl')s.setItem(k,q);else if(q==='ltr')s.removeItem(k);var v=q==='ltr'?q:s.getItem(k);if(v==='rtl'||v==='ltr')d.setAttribute('dir',v)}catch(e){}})();`;

/** The direction of the line at an element (its computed `direction`): what arrow keys and sliders follow. */
function directionAt(element: Element | null | undefined): Direction {
  if (!element) return 'ltr';
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * A key as it reads along the line at `element`: in a right-to-left line ArrowLeft goes forward, so it is
 * answered as ArrowRight is in a left-to-right one (and the other way round); other keys are unchanged.
 */
export function lineKey(key: string, element: Element | null | undefined): string {
  if ((key !== 'ArrowRight' && key !== 'ArrowLeft') || directionAt(element) !== 'rtl') return key;
  return key === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}
const documentDirection = (): Direction =>
  document.documentElement.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
// Prerendered and hydrated as left-to-right; the real direction follows right after hydration.
const prerenderedDirection = (): Direction => 'ltr';

/** The page's direction (<html dir>), kept up to date. */
export function useDocumentDirection(): Direction {
  return useSyncExternalStore(subscribe, documentDirection, prerenderedDirection);
}
