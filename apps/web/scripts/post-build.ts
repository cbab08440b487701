import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { concretePaths, siteRoutes } from '../app/site-map/index.ts';
import { cssMode } from './build-toggles.ts';
import { htmlFiles, inlineCriticalCssInBuild } from './critical-css.ts';
import { deferBoot } from './deferred-boot.ts';
import { precompressBuild } from './precompress.ts';
import { writeRouteValues } from './route-values.ts';
import { notFoundPages, notFoundPagesFile } from '../app/not-found-pages.ts';
import { routePatterns } from '../app/routes.ts';

// After `react-router build`: the route manifest the server uses to tell "not prerendered" from "unknown" (404),
// and sitemap.xml, both from the one route registry.
const clientDir = join(
  process.env.CONTRAIL_BUILD_DIR || join(import.meta.dirname, '..', 'build'),
  'client',
);
const origin = process.env.SITE_ORIGIN ?? 'https://contrail.example';

await writeFile(
  join(clientDir, 'route-manifest.json'),
  JSON.stringify({ patterns: siteRoutes.map((r) => r.path) }, null, 2),
);

await writeRouteValues(clientDir);

const urls = concretePaths()
  .map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path.replace(/\/$/, '')}</loc></url>`)
  .join('\n');
await writeFile(
  join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
await writeFile(
  join(clientDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`,
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
await writeFile(join(clientDir, notFoundPagesFile), `${JSON.stringify(familyNotFound, null, 2)}\n`);

// Critical CSS last, so the 404 page above gets it too.
// CONTRAIL_CSS=stylesheet keeps React Router's own render-blocking stylesheet link and inlines nothing (for a
// with/without comparison: bench:lighthouse; scripts/build-toggles.ts).
const started = Date.now();
const css = cssMode(process.env);
const critical = await inlineCriticalCssInBuild(clientDir, css);

// Then the scripts leave the first paint: each page loads its modules once its first frame is out.
// CONTRAIL_BOOT=eager keeps React Router's own loading (for a with/without comparison: bench:lighthouse).
let booted = 0;
for await (const file of process.env.CONTRAIL_BOOT === 'eager' ? [] : htmlFiles(clientDir)) {
  const html = await readFile(file, 'utf8');
  const result = deferBoot(html);
  if (result.html === html) continue;
  await writeFile(file, result.html);
  booted++;
}
// Last, once every file is final: the compressed forms the server sends.
const compressed = await precompressBuild(clientDir);
console.log(
  `post-build: ${siteRoutes.length} routes in route-manifest.json, sitemap.xml written; ${css === 'stylesheet' ? 'no critical CSS (CONTRAIL_CSS=stylesheet: the full stylesheet, render-blocking)' : `critical CSS inlined in ${critical.pages} pages (${(critical.averageBytes / 1024).toFixed(1)} KB each on average)`}, module loading deferred past the first paint in ${booted} pages, ${compressed} files precompressed (brotli 11, gzip 9), in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
