import { join } from 'node:path';
import type { Plugin } from 'vite';
import { siteRoutes } from '../app/site-map/index.ts';
import type { LinkPaths } from '../app/site-map/lookup.ts';
import type { SiteLink } from '../app/site-map/types.ts';

// Two modules made from the site map at build time, so the browser loads only what it shows:
// - `virtual:site-links`: every row without its page module and description (the menus, breadcrumbs and
//   live-link checks: app/site-map/links.ts), a chunk of its own that the pages showing them load;
//   `virtual:site-links/prerender` is links.ts's `findRoute` in the prerender and undefined in the browser
//   (the page titles: app/lib/page-meta.ts reads the first page's from its prerendered <head>);
// - `virtual:site-live`: each row's path alone, and the values a parameterised row serves (half the rows'
//   size): what a live-link check reads (app/site-map/live.ts: breadcrumbs, blog and portfolio cards);
// - `virtual:site-descriptions`: each row's description by path, a chunk of its own that the page loads
//   after hydrating (the meta description on client navigations: app/site-map/descriptions.ts);
//   `virtual:site-descriptions/prerender` is the same in the prerender and undefined in the browser;
// - `virtual:site-descriptions/<group>`: one group's descriptions, for a page that lists a group's pages (the
//   landing gallery: `home`; the page-title demos: `page-title`). A page's own description as its lead comes
//   from its prerendered <head> (useDescription in app/site-map/descriptions.ts).
// The site map's own files stay the one place a page is registered.

const ids = {
  links: 'virtual:site-links',
  live: 'virtual:site-live',
  descriptions: 'virtual:site-descriptions',
};
const isOurs = (id: string) =>
  id === ids.links ||
  id === ids.live ||
  id === `${ids.links}/prerender` ||
  id.startsWith(ids.descriptions);
/** links.ts, which `virtual:site-links/prerender` re-exports in the prerender. */
const linksModule = join(import.meta.dirname, '../app/site-map/links.ts');

/** The rows as the browser's first load carries them: no page module, no description. */
export function siteLinks(): SiteLink[] {
  return siteRoutes.map(({ module: _module, description: _description, ...link }) => link);
}

/**
 * The values of a pattern's one parameter in `paths` (`/blog-types/audio-post/:id` and `…/1`, `…/2` give `1`,
 * `2`), or undefined where the paths do not all fit the pattern that way.
 */
function parameterValues(pattern: string, paths: readonly string[]): string[] | undefined {
  const parameter = /:[^/]+/.exec(pattern);
  if (!parameter || pattern.includes('*') || /:[^/]+/.test(pattern.slice(parameter.index + 1)))
    return undefined;
  const before = pattern.slice(0, parameter.index);
  const after = pattern.slice(parameter.index + parameter[0].length);
  const values = paths.map((path) =>
    path.startsWith(before) && path.endsWith(after)
      ? path.slice(before.length, path.length - after.length)
      : '',
  );
  return values.every((value) => value !== '' && !value.includes('/')) ? values : undefined;
}

/**
 * `virtual:site-links` as module source. A parameterised row's `paths` are written as the values of its
 * parameter, each list once (nine post types share the same 27 ids), and expanded as the module loads: the
 * rows the browser reads are `siteLinks()` exactly, in 0.7 KB less gzip on every page.
 */
export function siteLinksModule(
  rows: readonly Pick<SiteLink, 'path' | 'paths'>[] = siteLinks(),
): string {
  const lists = new Map<string, number>();
  const source = rows.map((row) => {
    const values = row.paths && parameterValues(row.path, row.paths);
    if (!values) return JSON.stringify(row);
    const key = JSON.stringify(values);
    if (!lists.has(key)) lists.set(key, lists.size);
    const { paths: _paths, ...rest } = row;
    return `{...${JSON.stringify(rest)},paths:e(${JSON.stringify(row.path)},v[${lists.get(key)}])}`;
  });
  return [
    `const v=[${[...lists.keys()].join(',')}];`,
    `const e=(p,l)=>l.map((s)=>p.replace(/:[^/]+/,s));`,
    `export default [${source.join(',')}];`,
  ].join('\n');
}

/** The rows as a live-link check reads them: the path, and a parameterised row's served values. */
export function siteLiveRows(rows: readonly SiteLink[] = siteLinks()): LinkPaths[] {
  return rows.map(({ path, paths, samples }) =>
    !/[:*]/.test(path) ? { path } : { path, ...(paths ? { paths } : samples ? { samples } : {}) },
  );
}

/**
 * `virtual:site-links` as module source: the live rows (`virtual:site-live`, which every page that checks a
 * link loads anyway) with each row's other fields (title, group, menu flags, thumbnail) merged in, so no path
 * is in two chunks. The rows the browser reads are `siteLinks()` exactly.
 */
export function siteLinksOverLiveModule(rows: readonly SiteLink[] = siteLinks()): string {
  const live = siteLiveRows(rows);
  const rest = rows.map((row, index) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !(key in (live[index] ?? {})))),
  );
  return [
    `import live from ${JSON.stringify(ids.live)};`,
    `const r=${JSON.stringify(rest)};`,
    `export default live.map((row,i)=>({...row,...r[i]}));`,
  ].join('\n');
}

/** Each row's description by its path (the first row of a path, as findRoute has it), of one group or all. */
export function siteDescriptions(group?: string): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const route of siteRoutes)
    if (!group || route.group === group) byPath[route.path] ??= route.description;
  return byPath;
}

export function siteMapModules(): Plugin {
  return {
    name: 'contrail-site-map-modules',
    resolveId(id) {
      return isOurs(id) ? `\0${id}` : undefined;
    },
    load(id, options) {
      if (!id.startsWith('\0') || !isOurs(id.slice(1))) return undefined;
      const name = id.slice(1);
      if (name === ids.links) return siteLinksOverLiveModule();
      if (name === ids.live) return siteLinksModule(siteLiveRows());
      if (name === `${ids.links}/prerender`)
        return options?.ssr
          ? `export { findRoute as default } from ${JSON.stringify(linksModule)};`
          : 'export default undefined;';
      const part = name.slice(ids.descriptions.length + 1);
      if (part === 'prerender')
        return `export default ${options?.ssr ? JSON.stringify(siteDescriptions()) : 'undefined'};`;
      if (part && !siteRoutes.some((route) => route.group === part))
        this.error(`${name}: no site-map group ${part}`);
      return `export default ${JSON.stringify(siteDescriptions(part || undefined))};`;
    },
  };
}
