import type { RouteGroup, SiteRoute } from './types.ts';

/**
 * The row maker of a family of pages: each row's path is `prefix` + its name, and its module is one
 * shared module or one made from the name. `row(name, title, description)` then writes one page.
 */
export function rowsOf(
  group: RouteGroup,
  prefix: string,
  module: string | ((name: string) => string),
): (name: string, title: string, description: string) => SiteRoute {
  return (name, title, description) => ({
    path: `${prefix}${name}`,
    title,
    group,
    module: typeof module === 'string' ? module : module(name),
    description,
  });
}

/** An /elements/<name> demo page: its own module, pages/elements/<name>.tsx. */
export const elementRow = rowsOf('elements', '/elements/', (name) => `pages/elements/${name}.tsx`);
