import type { MetaDescriptor } from 'react-router';
import { findRoute } from '~/site-map/index.ts';

/** Document title and description of the registered route that renders `pathname`. */
export function pageMeta({ location }: { location: { pathname: string } }): MetaDescriptor[] {
  const route = findRoute(
    location.pathname.length > 1 ? location.pathname.replace(/\/$/, '') : location.pathname,
  );
  if (!route) return [{ title: 'Page not found | Contrail' }];
  const title = route.group === 'landing' ? route.title : `${route.title} | Contrail`;
  return [{ title }, { name: 'description', content: route.description }];
}
