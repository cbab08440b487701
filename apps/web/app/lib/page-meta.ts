import type { MetaDescriptor } from 'react-router';
import prerenderedFindRoute from 'virtual:site-links/prerender';
import { descriptionOf, loadDescriptions } from '~/site-map/descriptions.ts';
import type { SiteLink } from '~/site-map/types.ts';
import { withoutBase } from '~/shell/site-base.ts';

// Every page's title, description and robots rule. The prerender looks each page up in the site map. The
// browser does not load the site map with the page (4 KB gzip on every page): the page it starts on has its
// meta in the prerendered <head> already (read from there, so hydration renders the same tags), and the site
// map arrives as a chunk of its own once the page has hydrated (`loadPageMeta`, root.tsx), for the meta of
// client navigations (a navigation made before it arrived has its meta rendered again then).

/** The not-found page's title and robots rule: the 404 route and a family page for a name it lacks alike. */
export const notFoundMeta: MetaDescriptor[] = [
  { title: 'Page not found | Contrail' },
  { name: 'robots', content: 'noindex' },
];

const noIndexRule = 'noindex, nofollow';

let findRoute: ((pathname: string) => SiteLink | undefined) | undefined = prerenderedFindRoute;

/** The document's own title, description and robots rules, for the path it was prerendered for (read before React hydrates). */
const initial =
  !import.meta.env.SSR && typeof document !== 'undefined'
    ? {
        // The router's pathname (without the site's base), as pageMeta is asked with.
        pathname: withoutBase(window.location.pathname),
        title: document.title,
        description:
          document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? undefined,
        robots: [...document.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].map(
          (tag) => tag.content,
        ),
      }
    : undefined;

/** The page's meta from its prerendered <head>, as pageMeta rendered it there. */
function initialMeta(start: NonNullable<typeof initial>): MetaDescriptor[] {
  if (start.robots.includes('noindex')) return notFoundMeta;
  return [
    { title: start.title },
    ...(start.description === undefined
      ? []
      : [{ name: 'description', content: start.description }]),
    ...(start.robots.includes(noIndexRule) ? [{ name: 'robots', content: noIndexRule }] : []),
  ];
}

/**
 * Document title and description of the registered route that renders `pathname`. On a client navigation
 * made before the site map and the descriptions have loaded, the title or the description is left out
 * (root.tsx renders the meta again when they arrive).
 */
export function pageMeta({ location }: { location: { pathname: string } }): MetaDescriptor[] {
  const pathname =
    location.pathname.length > 1 ? location.pathname.replace(/\/$/, '') : location.pathname;
  if (!findRoute) {
    if (initial?.pathname === location.pathname) return initialMeta(initial);
    return [];
  }
  const route = findRoute(pathname);
  if (!route) return notFoundMeta;
  const title = route.group === 'landing' ? route.title : `${route.title} | Contrail`;
  const description = descriptionOf(route.path, location.pathname);
  return [
    { title },
    ...(description === undefined ? [] : [{ name: 'description', content: description }]),
    ...(route.indexed === false ? [{ name: 'robots', content: noIndexRule }] : []),
  ];
}

/** True when the location has changed since the page started (a meta rendered since may lack its title). */
const movedOn = () =>
  initial !== undefined && withoutBase(window.location.pathname) !== initial.pathname;

/**
 * Loads the site map's rows and every description (once each), as two requests. Each resolves true when
 * the location has changed since the page started, so a meta rendered before it arrived may lack its title
 * or description and should be rendered again.
 */
export function loadPageMeta(): [Promise<boolean>, Promise<boolean>] {
  return [
    import('~/site-map/links.ts').then((links) => {
      findRoute ??= links.findRoute;
      return movedOn();
    }),
    loadDescriptions(),
  ];
}
