import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demos } from '../app/content/demos/index.ts';
import { artworkPattern, pathOf, type ArtworkPath } from '../app/lib/artwork.ts';
import { drawArtworkAt } from '../app/lib/artwork-themed.ts';

// Draws every picture the site names into public/artwork: each literal `/artwork/…svg` path in the app's source
// (lib/artwork.ts has the contract; tests are left out, they name paths that must not exist) and each home
// demo's drawn thumbnail (its recipe's, content/demos/<name>.ts). A path in a palette no demo has fails the
// build rather than leave a picture missing.
const root = join(import.meta.dirname, '..');
const out = join(root, 'public', 'artwork');

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const slugs = new Set(demos.map((demo) => demo.slug));
const wanted = new Map<string, ArtworkPath>();
const want = (src: string, path: ArtworkPath, where: string) => {
  if (path.palette && !slugs.has(path.palette))
    throw new Error(`${where}: ${src} names the palette of no home demo (content/demos/index.ts)`);
  wanted.set(src, path);
};
for await (const file of files(join(root, 'app'))) {
  const text = await readFile(file, 'utf8');
  for (const match of text.matchAll(artworkPattern)) want(match[0], pathOf(match), file);
}
// Each demo's drawn thumbnail (a website in miniature, in its palette), for a page that shows one: the gallery
// and the menu show the demo's preview instead (lib/previews.ts).
for (const demo of demos) {
  const src = `/artwork/${demo.slug}-demo-${demo.thumbnailSeed}-640x400.svg`;
  want(
    src,
    { palette: demo.slug, kind: 'demo', seed: demo.thumbnailSeed, width: 640, height: 400 },
    `content/demos/${demo.slug}.ts`,
  );
}
await mkdir(out, { recursive: true });
// Each picture carries both colour schemes and shows the one of the page it is on (lib/artwork-schemes.ts).
for (const [src, path] of wanted) await writeFile(join(root, 'public', src), drawArtworkAt(path));
console.log(`artwork: ${wanted.size} images in public/artwork`);
