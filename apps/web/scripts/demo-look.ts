import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { demoNamed, demos } from '../app/content/demos/index.ts';
import { artworkPattern } from '../app/lib/artwork.ts';
import { artworkDataUrl } from '../app/lib/artwork-themed.ts';

/**
 * A fingerprint of what decides a home demo's look, so a preview made from it (scripts/previews.ts) is known to be
 * out of date when any of it changes: the demo's recipe as the site reads it (theme, palette, fonts, title), the
 * text of its page modules (pages/home/home-<demo>.tsx and what they import from pages/home/ and content/,
 * followed import by import), and every picture those files name, as drawn now (so a change to the drawing
 * code that touches its pictures counts too). The section library, shared by all demos, is left out: a
 * change there is caught by the visual baselines (e2e/visual.spec.ts), and would otherwise date all 38.
 */
const app = join(import.meta.dirname, '..', 'app');

/** The file an import specifier names, if it is one of the demo's own (pages/home/ or content/, not the registry). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/')
    ? join(app, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const file = [base, `${base}.ts`, `${base}.tsx`].find((f) => /\.tsx?$/.test(f) && existsSync(f));
  if (!file) return undefined;
  const rel = relative(app, file);
  const own =
    (rel.startsWith('pages/home/') || rel.startsWith('content/')) &&
    !rel.startsWith('content/demos/') &&
    !/\.test\.tsx?$/.test(rel);
  return own ? file : undefined;
}

/** The demo's own source files: its page module and what it imports from pages/home/ and content/, transitively. */
export function demoSources(slug: string): string[] {
  const demo = demos.find((d) => d.slug === slug);
  if (!demo) throw new Error(`no home demo named ${slug}`);
  const seen = new Set<string>();
  const queue = [join(app, demo.module)];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      const next = specifier && resolveImport(file, specifier);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  return [...seen].map((file) => relative(app, file)).sort();
}

/** The fingerprint of a demo's look (16 hex digits of a SHA-256). */
export function demoLook(slug: string): string {
  const { thumbnail, palette, palettes, ...made } = demoNamed(slug)!;
  const hash = createHash('sha256');
  // The demo with its palettes, in the order defineDemo once wrote them (the locked looks stay valid).
  hash.update(JSON.stringify({ ...made, palette, palettes, thumbnail }));
  const pictures = new Set<string>();
  for (const file of demoSources(slug)) {
    const text = readFileSync(join(app, file), 'utf8');
    hash.update(`\n--- ${file}\n${text}`);
    for (const [src] of text.matchAll(artworkPattern)) pictures.add(src);
  }
  for (const src of [...pictures].sort()) hash.update(`\n--- ${src}\n${artworkDataUrl(src) ?? ''}`);
  return hash.digest('hex').slice(0, 16);
}
