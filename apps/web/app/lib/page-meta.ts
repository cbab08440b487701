import type { MetaDescriptor } from 'react-router';
import { descriptionOf } from '~/site-map/descriptions.ts';
import { findRoute } from '~/site-map/links.ts';

/** The not-found page's title and robots rule: the 404 route and a family page for a name it lacks alike. */
export const notFoundMeta: MetaDescriptor[] = [
  { title: 'Page not found | Contrail' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Document title and description of the registered route that renders `pathname`. The description is
 * left out only on a client navigation made before the descriptions have loaded (root.tsx renders the
 * meta again when they arrive).
 */
export function pageMeta({ location }: { location: { pathname: string } }): MetaDescriptor[] {
  const route = findRoute(
    location.pathname.length > 1 ? location.pathname.replace(/\/$/, '') : location.pathname,
  );
  if (!route) return notFoundMeta;
  const title = route.group === 'landing' ? route.title : `${route.title} | Contrail`;
  const description = descriptionOf(route.path, location.pathname);
  return description === undefined
    ? [{ title }]
    : [{ title }, { name: 'description', content: description }];
}
