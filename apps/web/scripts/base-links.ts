import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The static check of a build made under a sub-path base (issue 39 §3, decision 0035): every site-absolute
// URL the prerendered HTML names — `href`, `src`, `srcset`, `poster`, `action`, CSS `url(…)` in inline styles
// — must start with the base, and what it names must be in the build (a file, or a page's index.html). It
// reads the files only (no server, no browser), so it checks the whole site in seconds:
//   CONTRAIL_BASE=/site/ CONTRAIL_BUILD_DIR=/tmp/build-base npm run build -w @contrail/web
//   node --import tsx apps/web/scripts/base-links.ts apps/web/tmp/build-base/client /site/

export interface BaseProblem {
  /** The HTML file, relative to the build's folder. */
  page: string;
  url: string;
  kind: 'outside-base' | 'missing';
}

const attributes = /\s(?:href|src|poster|action|data-src)="([^"]*)"/g;
const srcsets = /\s(?:srcset|imagesrcset)="([^"]*)"/g;
const cssUrls = /url\(\s*(?:&quot;|['"])?(\/[^)'"&\s]+)/g;

/** The site-absolute URLs (`/…`, not `//host`) an HTML document names. */
export function absoluteUrls(html: string): string[] {
  const out: string[] = [];
  for (const [, value] of html.matchAll(attributes)) out.push(value ?? '');
  for (const [, value] of html.matchAll(srcsets))
    for (const candidate of (value ?? '').split(','))
      out.push(candidate.trim().split(/\s+/)[0] ?? '');
  for (const [, value] of html.matchAll(cssUrls)) out.push(value ?? '');
  return out
    .map((url) => url.replace(/&amp;/g, '&'))
    .filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

/** Every `.html` file under `dir`, relative to it. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort();
}

/** Whether `rest` (a path below the base, no query) names a file of the build or a prerendered page. */
function inBuild(clientDir: string, rest: string): boolean {
  const file = path.join(clientDir, decodeURIComponent(rest));
  if (!file.startsWith(clientDir)) return false;
  if (existsSync(file) && statSync(file).isFile()) return true;
  return (
    existsSync(path.join(file, 'index.html')) ||
    existsSync(`${file.replace(/\/$/, '')}.html`) ||
    existsSync(`${file.replace(/\/$/, '')}.data`)
  );
}

/**
 * The problems of the build in `clientDir` made for `base` (`/site/`). `ignore` leaves out URLs the static
 * host does not serve on purpose (the API on its own origin: `/api/`).
 */
export function checkBaseLinks(
  clientDir: string,
  base: string,
  options: { ignore?: RegExp } = {},
): { pages: number; urls: number; problems: BaseProblem[] } {
  const dir = path.resolve(clientDir);
  const problems: BaseProblem[] = [];
  const seen = new Map<string, boolean>();
  let urls = 0;
  const pages = htmlFiles(dir);
  for (const page of pages) {
    for (const url of new Set(absoluteUrls(readFileSync(path.join(dir, page), 'utf8')))) {
      urls++;
      if (options.ignore?.test(url)) continue;
      if (!url.startsWith(base) && url !== base.replace(/\/$/, '')) {
        problems.push({ page, url, kind: 'outside-base' });
        continue;
      }
      const rest = url.slice(base.length).replace(/[?#].*$/, '');
      if (!seen.has(rest)) seen.set(rest, inBuild(dir, rest));
      if (!seen.get(rest)) problems.push({ page, url, kind: 'missing' });
    }
  }
  return { pages: pages.length, urls, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [clientDir, base = '/site/'] = process.argv.slice(2);
  if (!clientDir) {
    console.error(
      'usage: node --import tsx apps/web/scripts/base-links.ts <build/client> [/site/]',
    );
    process.exit(2);
  }
  const started = Date.now();
  const { pages, urls, problems } = checkBaseLinks(clientDir, base, { ignore: /^\/api\// });
  for (const p of problems.slice(0, 50)) console.log(`${p.kind}: ${p.page} names ${p.url}`);
  if (problems.length > 50) console.log(`… and ${problems.length - 50} more`);
  console.log(
    `${pages} pages, ${urls} site-absolute URLs, ${problems.length} problems under ${base} (${Date.now() - started} ms)`,
  );
  process.exit(problems.length ? 1 : 0);
}
