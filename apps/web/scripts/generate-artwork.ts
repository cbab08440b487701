import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  artworkPattern,
  drawArtwork,
  drawThemedArtwork,
  themedArtworkPattern,
  type ArtworkKind,
  type ArtworkPalette,
} from '../app/lib/artwork.ts';

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

// A demo's themed pictures are `/artwork/<palette>-<kind>-<seed>-<w>x<h>.svg` (lib/artwork.ts, themedPalettes).
const wanted = new Map<string, () => string>();
for await (const file of files(join(root, 'app'))) {
  const text = await readFile(file, 'utf8');
  for (const m of text.matchAll(artworkPattern)) {
    const [kind, seed, w, h] = [m[1] as ArtworkKind, Number(m[2]), Number(m[3]), Number(m[4])];
    wanted.set(m[0], () => drawArtwork(kind, seed, w, h));
  }
  for (const m of text.matchAll(themedArtworkPattern)) {
    const [palette, kind] = [m[1] as ArtworkPalette, m[2] as ArtworkKind];
    const [seed, w, h] = [Number(m[3]), Number(m[4]), Number(m[5])];
    wanted.set(m[0], () => drawThemedArtwork(palette, kind, seed, w, h));
  }
}
await mkdir(out, { recursive: true });
for (const [path, draw] of wanted) await writeFile(join(root, 'public', path), draw());
console.log(`artwork: ${wanted.size} images in public/artwork`);
