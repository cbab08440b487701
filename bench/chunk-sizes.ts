import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { concretePaths } from '../apps/web/app/site-map/index.ts';
import { clientDir, firstLoadAssets } from './support.ts';

// JS and CSS each prerendered page loads first (gzip), split into what every page shares and what is the
// page's own. Usage: node --import tsx bench/chunk-sizes.ts /elements/   (after `npm run build`)
const prefix = process.argv[2] ?? '/';
const gz = new Map<string, number>();
const size = (asset: string) => {
  if (!gz.has(asset))
    gz.set(asset, gzipSync(readFileSync(join(clientDir, asset)), { level: 9 }).length);
  return gz.get(asset) ?? 0;
};
const assetsOf = (path: string) => firstLoadAssets(clientDir, path);
const paths = concretePaths().filter((p) => p.startsWith(prefix));
const sets = paths.map((p) => ({ path: p, assets: assetsOf(p) }));
const shared = [...(sets[0]?.assets ?? [])].filter((a) => sets.every((s) => s.assets.has(a)));
const sum = (assets: Iterable<string>, ext: string) =>
  [...assets].filter((a) => a.endsWith(ext)).reduce((n, a) => n + size(a), 0);
const kb = (n: number) => (n / 1024).toFixed(1);
console.log(
  `${paths.length} pages under ${prefix}; shared by all: JS ${kb(sum(shared, '.js'))} KB, CSS ${kb(sum(shared, '.css'))} KB (gzip)`,
);
console.log('| page | own JS (gzip KB) | own CSS (gzip KB) | first-load JS total (gzip KB) |');
console.log('|---|---:|---:|---:|');
for (const { path, assets } of sets) {
  const own = [...assets].filter((a) => !shared.includes(a));
  console.log(
    `| ${path} | ${kb(sum(own, '.js'))} | ${kb(sum(own, '.css'))} | ${kb(sum(assets, '.js'))} |`,
  );
}
