import { whenIdle } from './when-idle.ts';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { useInitialHydrationDone } from './hydration.tsx';

// The build fills this element with every CSS rule the prerendered page can use (scripts/critical-css.ts)
// and leaves the full stylesheet's link (marked `data-deferred-css`) `disabled`: the page needs no
// stylesheet request to paint, to boot or to show anything it can show. Only a client navigation can bring
// another page's rules into play, so the full stylesheet is fetched once the page is idle and enabled when
// the visitor heads for another page (FullStylesheetBeforeNavigation). The app never changes the element's
// content: the same empty `__html` on every render means neither hydration nor later renders touch it.
const keepContent = { __html: '' };

const deferredLinks = (doc: Document) =>
  doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-deferred-css]');

/** Fetches the deferred full stylesheet(s) into the cache without applying them (no restyle). */
export function preloadDeferredStyles(doc: Document = document): number {
  const links = deferredLinks(doc);
  for (const link of links) {
    if (!link.hasAttribute('disabled')) continue;
    if (
      doc.querySelector(
        `link[rel="preload"][href="${CSS.escape(link.getAttribute('href') ?? '')}"]`,
      )
    )
      continue;
    const preload = doc.createElement('link');
    preload.rel = 'preload';
    preload.as = 'style';
    preload.href = link.getAttribute('href') ?? '';
    doc.head.append(preload);
  }
  return links.length;
}

/** Switches the deferred full stylesheet(s) on: a client navigation may need any rule of the site. */
export function applyDeferredStyles(doc: Document = document): number {
  const links = deferredLinks(doc);
  for (const link of links) link.removeAttribute('disabled');
  return links.length;
}

/** Whether an event is the visitor heading for a link (pressing it, or Enter on it). */
function headsForLink(event: Event): boolean {
  if (event instanceof KeyboardEvent && event.key !== 'Enter') return false;
  const target = event.target;
  return target instanceof Element && target.closest('a[href]') !== null;
}

/**
 * Switches the full stylesheet on before the first client navigation renders another page: when a link is
 * pressed (pointer down, or Enter on it), and at the latest when the router starts a navigation. Once the
 * page has hydrated and is idle, the stylesheet is fetched without being applied, so switching it on later
 * takes no request. Renders nothing; its own re-renders (navigation state) touch nothing else.
 */
export function FullStylesheetBeforeNavigation() {
  const navigating = useNavigation().state !== 'idle';
  const hydrated = useInitialHydrationDone();
  useEffect(() => {
    if (navigating) applyDeferredStyles();
  }, [navigating]);
  useEffect(() => {
    if (!hydrated) return;
    return whenIdle(preloadDeferredStyles, 5000, 1000);
  }, [hydrated]);
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (!headsForLink(event)) return;
      applyDeferredStyles();
      stop();
    };
    const stop = () => {
      document.removeEventListener('pointerdown', onIntent, true);
      document.removeEventListener('keydown', onIntent, true);
    };
    document.addEventListener('pointerdown', onIntent, true);
    document.addEventListener('keydown', onIntent, true);
    return stop;
  }, []);
  return null;
}

/** The page's CSS placeholder, for <head>. */
export function CriticalStyles() {
  return <style data-critical-css="" dangerouslySetInnerHTML={keepContent} />;
}
