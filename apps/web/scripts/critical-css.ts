import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteBase } from './deploy-settings.ts';
import { pageCssOf } from './page-css.ts';

/**
 * The inline CSS of the prerendered pages. For each page, every rule it can ever use (scripts/page-css.ts:
 * the rules whose class names appear in its HTML or in the code it can load) goes into the
 * `<style data-critical-css>` placeholder that root.tsx renders (never an @font-face rule: a page declares
 * and preloads its own web fonts, lib/fonts.tsx). The page
 * then needs no stylesheet at all: not for the first paint, not when it boots (no restyle of the whole
 * document once it runs), not for anything it shows later. The full stylesheet's link stays in the HTML,
 * `disabled` (the browser neither fetches nor applies it, and it does not block rendering), and the app
 * enables it at the first client navigation, the one moment another page's rules may be needed
 * (shell/critical-styles.tsx); a `<noscript>` copy serves visitors without JS. It stays a real
 * `rel="stylesheet"` link with its href: React hydrates <head> links by rel and href.
 *
 * The HTML itself is edited as text, so the markup React hydrates (and the inline scripts the server hashes
 * for its Content-Security-Policy) stay byte for byte what React Router prerendered.
 */
export const placeholder = /<style data-critical-css(?:="")?><\/style>/;
const stylesheetLink = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/>/g;

/** Reads (once) the stylesheets a build's pages link to. */
export function createCriticalCss(clientDir: string) {
  const sheets = new Map<string, Promise<string>>();
  return {
    clientDir,
    stylesheet(href: string): Promise<string> {
      let sheet = sheets.get(href);
      if (!sheet) {
        // The href is under the site's base (`/site/assets/…`); the file is at `assets/…` of the build.
        const file = href.startsWith(siteBase) ? href.slice(siteBase.length) : href;
        sheet = readFile(join(clientDir, file), 'utf8');
        sheets.set(href, sheet);
      }
      return sheet;
    },
  };
}
export type CriticalCss = ReturnType<typeof createCriticalCss>;

export interface CriticalResult {
  html: string;
  /** Characters of inlined CSS (0 when the page was left as it was). */
  inlined: number;
  deferred: string[];
}

export async function inlineCriticalCss(html: string, build: CriticalCss): Promise<CriticalResult> {
  const hrefs = [...html.matchAll(stylesheetLink)].map((m) => m[1] as string);
  if (!placeholder.test(html) || hrefs.length === 0) return { html, inlined: 0, deferred: [] };

  const full = (await Promise.all(hrefs.map((href) => build.stylesheet(href)))).join('\n');
  const css = pageCssOf(build.clientDir, html, full);
  if (!css) return { html, inlined: 0, deferred: [] };
  if (/<\/style/i.test(css)) throw new Error('page CSS contains "</style"; refusing to inline it');

  const out = html
    .replace(placeholder, () => `<style data-critical-css="">${css}</style>`)
    .replace(
      stylesheetLink,
      (_link, href: string) =>
        `<link rel="stylesheet" href="${href}" disabled="" data-deferred-css=""/>`,
    )
    .replace(
      '</head>',
      () =>
        `<noscript>${hrefs.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('')}</noscript></head>`,
    );
  return { html: out, inlined: css.length, deferred: hrefs };
}

export async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && entry.name !== 'artwork') yield* htmlFiles(path);
    } else if (entry.name === 'index.html') yield path;
  }
}

/** Rewrites every prerendered page under `clientDir` (not the SPA fallback, which has no content yet). */
export async function inlineCriticalCssInBuild(clientDir: string) {
  const build = createCriticalCss(clientDir);
  let pages = 0;
  let bytes = 0;
  for await (const file of htmlFiles(clientDir)) {
    const result = await inlineCriticalCss(await readFile(file, 'utf8'), build);
    if (result.inlined === 0) continue;
    await writeFile(file, result.html);
    pages++;
    bytes += result.inlined;
  }
  return { pages, averageBytes: pages ? Math.round(bytes / pages) : 0 };
}
