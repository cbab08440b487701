// The visitor's colour scheme: the system's (the default), light or dark (issue 40).
//
// The choice is the root element's `data-scheme` attribute ('light' or 'dark'; none for the system's), which
// app.css turns into the root's color-scheme; every colour token is a light-dark() pair that follows it. The
// prerendered HTML cannot know the choice, so a tiny inline script in <head> (root.tsx) copies it from
// localStorage onto the root before the first paint: a dark visit is dark from its first frame, and nothing
// moves. React never renders the attribute, so hydration and client navigation leave it alone.

import type { Scheme } from './demo-theme.ts';

export type SchemeChoice = 'system' | Scheme;
export const schemeChoices = ['system', 'light', 'dark'] as const satisfies readonly SchemeChoice[];

/** The localStorage key of the choice (absent for the system's). */
export const schemeStorageKey = 'contrail-scheme';

/**
 * The inline script's source (root.tsx renders it in <head>). Plain ES5 in a string: the same text in the
 * prerendered HTML and the client build, so the server's Content-Security-Policy hash (api site.ts hashes
 * each page's inline scripts) covers it. localStorage can throw (storage disabled): the system's scheme then.
 */
export const schemeScript = `(function(){try{var s=localStorage.getItem('${schemeStorageKey}');if(s==='light'||s==='dark')document.documentElement.setAttribute('data-scheme',s)}catch(e){}})();`;

const isScheme = (value: unknown): value is Scheme => value === 'light' || value === 'dark';

/** The choice in force: the root's attribute (the inline script's or the switch's). */
export function currentSchemeChoice(): SchemeChoice {
  const value = document.documentElement.getAttribute('data-scheme');
  return isScheme(value) ? value : 'system';
}

const listeners = new Set<() => void>();

/** Calls `listener` when the choice changes, here or in another tab. */
export function subscribeToScheme(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== schemeStorageKey) return;
    applyScheme(isScheme(event.newValue) ? event.newValue : 'system');
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/**
 * Puts `choice` on the root with every transition off for that change (app.css `[data-scheme-switching]`):
 * the page changes colours at once, not in a second of fades.
 */
function applyScheme(choice: SchemeChoice) {
  const root = document.documentElement;
  if (currentSchemeChoice() === choice) return;
  root.setAttribute('data-scheme-switching', '');
  if (choice === 'system') root.removeAttribute('data-scheme');
  else root.setAttribute('data-scheme', choice);
  // Style and layout with transitions off, then transitions back on from the next frames.
  void root.offsetWidth;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => root.removeAttribute('data-scheme-switching')),
  );
  for (const listener of listeners) listener();
}

/** Chooses a scheme: applied at once, kept for the next visits (localStorage) and other tabs. */
export function chooseScheme(choice: SchemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(schemeStorageKey);
    else localStorage.setItem(schemeStorageKey, choice);
  } catch {
    // Storage disabled: the choice lasts for this page.
  }
  applyScheme(choice);
}
