import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { servedPathsByPattern } from '../app/site-map/index.ts';

/**
 * route-values.json: for each parameterised pattern of the site map, every concrete path it serves. The
 * server (apps/api/src/site) answers a path that fits such a pattern with the app shell only when it is
 * listed here, and with the not-found page and status 404 otherwise, so `/blogs/category/knitting` is a
 * real 404 rather than a 200 page that draws "not found" in the browser.
 */
export const routeValuesFile = 'route-values.json';

export interface RouteValues {
  /** Pattern (`/blogs/category/:category`) → its concrete paths, lower-case, no trailing slash. */
  paths: Record<string, string[]>;
}

const canonical = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

export function routeValues(byPattern = servedPathsByPattern()): RouteValues {
  const paths: Record<string, string[]> = {};
  for (const [pattern, list] of Object.entries(byPattern))
    paths[pattern] = [...new Set(list.map(canonical))].sort();
  return { paths };
}

/** Writes route-values.json into the client build; answers how many paths it lists. */
export async function writeRouteValues(clientDir: string): Promise<number> {
  const values = routeValues();
  await writeFile(join(clientDir, routeValuesFile), `${JSON.stringify(values, null, 2)}\n`);
  return Object.values(values.paths).reduce((sum, list) => sum + list.length, 0);
}
