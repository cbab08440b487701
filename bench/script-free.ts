import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { htmlFileOf } from './support.ts';

// The floor a page's own scripts are measured against: the same prerendered page with no JavaScript at
// all (its HTML, its stylesheet and images only). Lighthouse then shows what the HTML costs by itself, so a
// score is read as "floor minus what the scripts add" (BENCHMARKS.md).

/** A prerendered page as it is with no JavaScript: every `<script>` and module preload removed. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:deferred-)?modulepreload"[^>]*>/g, '');
}

/**
 * A copy of the client build in a temporary folder whose `routes` are script-free (`withoutScripts`).
 * Their precompressed siblings are removed, so the server sends the rewritten file.
 */
export function scriptFreeCopy(client: string, routes: readonly string[]): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'contrail-noscript-')), 'client');
  cpSync(client, copy, { recursive: true });
  for (const route of routes) {
    const file = htmlFileOf(copy, route);
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
    for (const sibling of [`${file}.br`, `${file}.gz`]) if (existsSync(sibling)) rmSync(sibling);
  }
  return copy;
}
