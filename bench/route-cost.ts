import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demos } from '../apps/web/app/content/demos/index.ts';
import { clientDir, firstLoadAssets } from './support.ts';

// What one route costs the pages that are not it: its row in React Router's manifest (which every page
// loads first), and whether any home demo's first-load JS holds the route's own module or its chunks.
// Usage: node --import tsx bench/route-cost.ts /theme-studio   (after `npm run build`)
const route = process.argv[2] ?? '/theme-studio';
const assets = join(clientDir, 'assets');
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error(`no React Router manifest in ${assets}: build first`);
const manifest = readFileSync(join(assets, manifestFile), 'utf8');
const start = manifest.indexOf(`${JSON.stringify(route)}:{`);
if (start < 0) throw new Error(`${route} is not in the manifest`);
let depth = 0;
let end = manifest.indexOf('{', start);
for (; end < manifest.length; end++) {
  if (manifest[end] === '{') depth++;
  if (manifest[end] === '}' && --depth === 0) break;
}
const row = manifest.slice(start, end + 1);
const without = manifest.slice(0, start) + manifest.slice(end + 2);
const moduleFile = /"module":"([^"]+)"/.exec(row)?.[1] ?? '';
const imports = (row.match(/\/assets\//g) ?? []).length - 1;

// The route's module and its own chunks are named after its last segment (theme-studio-page-….js).
const stem = route.split('/').filter(Boolean).pop() ?? '';
const ownChunk = (asset: string) =>
  asset === moduleFile || (stem !== '' && asset.startsWith(`/assets/${stem}`));
let demoAssets = 0;
const holding = new Set<string>();
for (const demo of demos)
  for (const asset of firstLoadAssets(clientDir, demo.route)) {
    demoAssets++;
    if (ownChunk(asset)) holding.add(`${demo.route}: ${asset}`);
  }

console.log(`${route}: module ${moduleFile}, ${imports} imports listed in its manifest row`);
console.log(
  `manifest row: ${row.length} B raw; the manifest ${(gz(manifest) / 1024).toFixed(2)} KB gzip, ${(gz(without) / 1024).toFixed(2)} KB without the row (+${gz(manifest) - gz(without)} B gzip on every page)`,
);
console.log(
  `home demos whose first-load JS holds the route's module or its chunks: ${holding.size} of ${demos.length} (${demoAssets} first-load assets checked)`,
);
for (const line of holding) console.log(`  ${line}`);
