import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { previewHeight, previewPath, previewSchemes, previewWidths } from '../app/lib/previews.ts';
import { demoLook } from './demo-look.ts';
import { readArgs, shootDemos } from './demo-shots.ts';

// `npm run previews` (after `npm run build`): each home demo's first screen at 1366 × 768, shot from the built
// site and compressed to WebP in three widths (lib/previews.ts) into public/previews, in the schemes of
// `previewSchemes` (or --light / --dark), for all demos or `--only a,b`. Beside them, previews.lock.json keeps
// the fingerprint of each demo's look as it was shot (scripts/demo-look.ts): the preview test fails when a
// demo's look has moved on from its preview.
const web = join(import.meta.dirname, '..');
const out = join(web, 'public', 'previews');
export const lockFile = join(web, 'app', 'content', 'demos', 'previews.lock.json');

export type PreviewLock = Record<string, { look: string }>;

const argv = process.argv.slice(2);
const { only, schemes } = readArgs(argv);
const lock: PreviewLock = JSON.parse(await readFile(lockFile, 'utf8').catch(() => '{}'));
await mkdir(out, { recursive: true });
let bytes = 0;
await shootDemos(
  schemes.length ? schemes : previewSchemes,
  async ({ slug, scheme, png }) => {
    for (const width of previewWidths) {
      const webp = await sharp(png)
        .resize(width, previewHeight(width))
        .webp({ quality: width > 200 ? 70 : 80, effort: 6, smartSubsample: true })
        .toBuffer();
      bytes += webp.length;
      await writeFile(join(web, 'public', previewPath(slug, scheme, width)), webp);
    }
    lock[slug] = { look: demoLook(slug) };
    process.stdout.write(`${slug} (${scheme}) `);
  },
  only,
);
const sorted = Object.fromEntries(Object.entries(lock).sort(([a], [b]) => a.localeCompare(b)));
await writeFile(lockFile, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`\npreviews: ${(bytes / 1024).toFixed(0)} KB written to public/previews`);
