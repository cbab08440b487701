import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { artworkPattern, drawArtwork, type ArtworkKind } from '../app/lib/artwork.ts';

// Scans the app for literal `/artwork/<kind>-<seed>-<w>x<h>.svg` paths and writes each file into public/artwork.
const root = join(import.meta.dirname, '..');
const out = join(root, 'public', 'artwork');

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|css)$/.test(entry.name)) yield path;
  }
}

const wanted = new Map<string, [ArtworkKind, number, number, number]>();
for await (const file of files(join(root, 'app'))) {
  for (const m of (await readFile(file, 'utf8')).matchAll(artworkPattern)) {
    wanted.set(m[0], [m[1] as ArtworkKind, Number(m[2]), Number(m[3]), Number(m[4])]);
  }
}
await mkdir(out, { recursive: true });
for (const [path, [kind, seed, w, h]] of wanted)
  await writeFile(join(root, 'public', path), drawArtwork(kind, seed, w, h));
console.log(`artwork: ${wanted.size} images in public/artwork`);
