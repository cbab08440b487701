import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { notFoundPages, notFoundPagesFile } from '../app/not-found-pages.ts';
import { routePatterns } from '../app/routes.ts';
import { siteRoutes, sitemapPaths } from '../app/site-map/index.ts';
import { alternatesOf, localeInfo } from '../app/i18n/locales.ts';
import { writeRouteValues } from './route-values.ts';

/**
 * The files beside the prerendered pages, from the one route registry: the route manifest the server uses to
 * tell "not prerendered" from "unknown" (404), the route values, sitemap.xml, robots.txt, the /404 page and
 * each parameterised route's not-found page list. Under a sub-path base (CONTRAIL_BASE) the sitemap's addresses
 * carry it (`https://example.com/site/about`), and so does robots.txt's; crawlers read a robots.txt only at a
 * host's root, so the host's own must name the sitemap there (docs/deploy.md).
 */
export async function writeSiteFiles(clientDir: string, origin: string, base = '/'): Promise<void> {
  await writeFile(
    join(clientDir, 'route-manifest.json'),
    JSON.stringify({ patterns: siteRoutes.map((r) => r.path) }, null, 2),
  );
  await writeRouteValues(clientDir);

  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(sitemapPaths(), origin, base));
  await writeFile(
    join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: ${base}\nSitemap: ${origin}${base}sitemap.xml\n`,
  );

  // The prerendered /404 page must exist: the server answers unknown paths with it.
  const notFound = join(clientDir, '404', 'index.html');
  if (!existsSync(notFound)) {
    await mkdir(join(clientDir, '404'), { recursive: true });
    await writeFile(notFound, await readFile(join(clientDir, '__spa-fallback.html'), 'utf8'));
  }

  // Each parameterised route's not-found page (prerendered at its reserved value), for the server to answer
  // that route's unknown addresses with (app/not-found-pages.ts). Every listed page must exist.
  const familyNotFound = notFoundPages(routePatterns);
  for (const path of Object.values(familyNotFound.pages)) {
    if (!existsSync(join(clientDir, path, 'index.html')))
      throw new Error(`post-build: the not-found page ${path} was not prerendered`);
  }
  await writeFile(
    join(clientDir, notFoundPagesFile),
    `${JSON.stringify(familyNotFound, null, 2)}\n`,
  );
}

/**
 * sitemap.xml: every page's address; a translated page's entry lists the page in each language
 * (`xhtml:link rel="alternate" hreflang`), English as the default for other languages.
 */
export function sitemapXml(paths: readonly string[], origin: string, base = '/'): string {
  // A path's address under the site's base (`/site/` + `parts`).
  const at = (path: string) => `${origin}${path === '/' ? base : base + path.slice(1)}`;
  const urls = paths.map((raw) => {
    const path = raw === '/' ? '/' : raw.replace(/\/$/, '');
    const alternates = alternatesOf(path);
    const english = alternates.find((alternate) => alternate.locale === 'en');
    const links = [
      ...alternates.map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${localeInfo[alternate.locale].tag}" href="${at(alternate.path)}"/>`,
      ),
      ...(english
        ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${at(english.path)}"/>`]
        : []),
    ];
    return `  <url><loc>${at(path)}</loc>${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
