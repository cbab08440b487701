import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';

/**
 * Critical CSS for the prerendered pages. For each page the CSS rules its HTML uses go into the
 * `<style data-critical-css>` placeholder that root.tsx renders (never an @font-face rule: no font is
 * requested before the first paint; the web fonts are added from script, see shell/web-fonts.ts),
 * and the full stylesheet stops blocking the first paint: its link waits under an inert rel until the boot
 * step (scripts/deferred-boot.ts, after the first frame) requests it and switches it on; the app does the
 * same on mount as a fallback (shell/critical-styles.tsx); a `<noscript>` copy serves visitors without JS.
 *
 * Only the critical CSS comes from Beasties: the HTML itself is edited as text, so the markup React
 * hydrates (and the inline scripts the server hashes for its Content-Security-Policy) stay byte for byte
 * what React Router prerendered.
 */
/** The rel the full stylesheet's link waits under until the boot step: the browser does not fetch it. */
export const deferredStylesheetRel = 'deferred-stylesheet';
// React writes the empty attribute as `=""`, Preact's renderer without a value.
export const placeholder = /<style data-critical-css(?:="")?><\/style>/;
const stylesheetLink = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/>/g;
const styleElement = /<style[^>]*>([\s\S]*?)<\/style>/g;

export function createCriticalCss(clientDir: string) {
  return new Beasties({
    path: clientDir,
    publicPath: '/',
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    reduceInlineStyles: false,
    mergeStylesheets: true,
    compress: true,
    // Beasties cannot match a :where(…) selector against the page, so it would drop Tailwind's space-*
    // and divide-* utilities (`:where(.space-y-4>:not(:last-child))`): the page would paint without those
    // margins and move when the full stylesheet arrives. They are few and small; keep them all.
    allowRules: [/^:where\(/],
    logLevel: 'silent',
  });
}

export interface CriticalResult {
  html: string;
  /** Characters of inlined CSS (0 when the page was left as it was). */
  inlined: number;
  deferred: string[];
}

export async function inlineCriticalCss(html: string, beasties: Beasties): Promise<CriticalResult> {
  const hrefs = [...html.matchAll(stylesheetLink)].map((m) => m[1] as string);
  if (!placeholder.test(html) || hrefs.length === 0) return { html, inlined: 0, deferred: [] };

  const before = new Set([...html.matchAll(styleElement)].map((m) => m[1]));
  const processed = await beasties.process(html.replace(placeholder, ''));
  const critical = [...processed.matchAll(styleElement)]
    .map((m) => m[1] as string)
    .filter((css) => css && !before.has(css))
    .join('');
  if (!critical) return { html, inlined: 0, deferred: [] };
  if (/<\/style/i.test(critical))
    throw new Error('critical CSS contains "</style"; refusing to inline it');

  const out = html
    .replace(placeholder, () => `<style data-critical-css="">${critical}</style>`)
    .replace(
      stylesheetLink,
      (_link, href: string) =>
        `<link rel="${deferredStylesheetRel}" href="${href}" data-deferred-css=""/>`,
    )
    .replace(
      '</head>',
      () =>
        `<noscript>${hrefs.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('')}</noscript></head>`,
    );
  return { html: out, inlined: critical.length, deferred: hrefs };
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
  const beasties = createCriticalCss(clientDir);
  let pages = 0;
  let bytes = 0;
  for await (const file of htmlFiles(clientDir)) {
    const result = await inlineCriticalCss(await readFile(file, 'utf8'), beasties);
    if (result.inlined === 0) continue;
    await writeFile(file, result.html);
    pages++;
    bytes += result.inlined;
  }
  return { pages, averageBytes: pages ? Math.round(bytes / pages) : 0 };
}
