import { use } from 'react';
import prerendered from 'virtual:site-descriptions/prerender';
import { withoutBase } from '~/shell/site-base.ts';

// Each page's one-line description (the meta description), by site-map path. The prerender has them all;
// the browser does not load them with the page: the page it starts on has its description in the
// prerendered <head> already (read from there, so hydration renders the same tag), and the rest arrive as a
// chunk of their own once the page has hydrated (root.tsx), for the meta of client navigations.

let loaded: Readonly<Record<string, string>> | undefined = prerendered;

/** The document's own description, for the path it was prerendered for (read before React hydrates). */
const initial =
  !import.meta.env.SSR && typeof document !== 'undefined'
    ? {
        // The router's pathname (without the site's base), as descriptionOf is asked with.
        pathname: withoutBase(window.location.pathname),
        content:
          document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? undefined,
      }
    : undefined;

/**
 * The description of the row at `path` (its pattern) rendering `pathname`: from the descriptions once
 * loaded, else the prerendered document's own for the page it started on; undefined while unknown.
 */
export function descriptionOf(path: string, pathname: string): string | undefined {
  if (loaded) return loaded[path];
  return initial?.pathname === pathname ? initial.content : undefined;
}

/**
 * Loads every description (once). Resolves true when the location has changed since the page started, so
 * a meta rendered before they arrived may lack its description.
 */
export async function loadDescriptions(): Promise<boolean> {
  loaded ??= (await import('virtual:site-descriptions')).default;
  return initial !== undefined && withoutBase(window.location.pathname) !== initial.pathname;
}

let loading: Promise<boolean> | undefined;

/**
 * A page's own description, to show as its lead (an element, shop or popup page): the prerendered page
 * has it in its <head>, so the page it starts on needs no description chunk; on a client navigation before
 * the descriptions have arrived, the page suspends until they do (React Router's navigation is a transition,
 * so the page left stays on screen meanwhile).
 */
export function useDescription(path: string, pathname: string): string | undefined {
  const known = descriptionOf(path, pathname);
  if (known !== undefined || loaded) return known;
  loading ??= loadDescriptions();
  use(loading);
  return descriptionOf(path, pathname);
}
