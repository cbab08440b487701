import type { Plugin } from 'vite';
import { siteRoutes } from '../app/site-map/index.ts';
import type { SiteLink } from '../app/site-map/types.ts';

// Two modules made from the site map at build time, so the browser loads only what it shows:
// - `virtual:site-links`: every row without its page module and description (the menus, page titles and
//   live-link checks every page makes: app/site-map/links.ts);
// - `virtual:site-descriptions`: each row's description by path, a chunk of its own that the page loads
//   after hydrating (the meta description on client navigations: app/site-map/descriptions.ts);
//   `virtual:site-descriptions/prerender` is the same in the prerender and undefined in the browser;
// - `virtual:site-descriptions/<group>`: one group's descriptions, for a page that shows them (the landing
//   gallery: `home`; an element page's lead: `elements`).
// The site map's own files stay the one place a page is registered.

const ids = { links: 'virtual:site-links', descriptions: 'virtual:site-descriptions' };
const isOurs = (id: string) => id === ids.links || id.startsWith(ids.descriptions);

/** The rows as the browser's first load carries them: no page module, no description. */
export function siteLinks(): SiteLink[] {
  return siteRoutes.map(({ module: _module, description: _description, ...link }) => link);
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
      if (name === ids.links) return `export default ${JSON.stringify(siteLinks())};`;
      const part = name.slice(ids.descriptions.length + 1);
      if (part === 'prerender')
        return `export default ${options?.ssr ? JSON.stringify(siteDescriptions()) : 'undefined'};`;
      if (part && !siteRoutes.some((route) => route.group === part))
        this.error(`${name}: no site-map group ${part}`);
      return `export default ${JSON.stringify(siteDescriptions(part || undefined))};`;
    },
  };
}
