import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { demos } from '../app/content/demos/index.ts';
import { phoneSize, readArgs, shootDemos, shotSize, type Scheme } from './demo-shots.ts';

// `npm run contact-sheet`: the first screens of all 38 home demos at 1366 px, side by side on one PNG
// (test-results/contact-sheet-<scheme>.png), to see at a glance that no two look alike (issue 40 §3).
//   --dark          the dark scheme (default light; --light --dark makes both)
//   --phone         at a phone's 390 × 844 instead (test-results/contact-sheet-<scheme>-390.png), ten to a row
//   --only a,b      those demos only
//   --baselines     from the visual baselines (e2e/visual/__baselines__) instead of a fresh build: quick, light only
const root = join(import.meta.dirname, '..', '..', '..');
const out = join(root, 'test-results');
const argv = process.argv.slice(2);
const phone = argv.includes('--phone');
const size = phone ? phoneSize : shotSize;
const columns = phone ? 10 : 6;
const tileWidth = phone ? 270 : 455;
const tileHeight = Math.round((tileWidth * size.height) / size.width);
const label = 26;
const gap = 10;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

async function sheet(tiles: readonly { title: string; png: Buffer }[], file: string) {
  const rows = Math.ceil(tiles.length / columns);
  const width = columns * tileWidth + (columns + 1) * gap;
  const height = rows * (tileHeight + label) + (rows + 1) * gap;
  const parts = await Promise.all(
    tiles.map(async ({ title, png }, i) => {
      const left = gap + (i % columns) * (tileWidth + gap);
      const top = gap + Math.floor(i / columns) * (tileHeight + label + gap);
      const tile = await sharp(png).resize(tileWidth, tileHeight).png().toBuffer();
      const caption = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${tileWidth}" height="${label}"><text x="2" y="18" font-family="sans-serif" font-size="15" fill="#222">${i + 1}. ${escape(title)}</text></svg>`,
      );
      return [
        { input: tile, left, top },
        { input: caption, left, top: top + tileHeight },
      ];
    }),
  );
  await sharp({ create: { width, height, channels: 3, background: '#e9e7e2' } })
    .composite(parts.flat())
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`contact sheet: ${file} (${tiles.length} demos, ${width} × ${height})`);
}

const { only, schemes } = readArgs(argv);
await mkdir(out, { recursive: true });
if (argv.includes('--baselines')) {
  const baselines = join(root, 'e2e', 'visual', '__baselines__');
  const chosen = only.length ? demos.filter((d) => only.includes(d.slug)) : demos;
  const tiles = await Promise.all(
    chosen.map(async (demo) => ({
      title: demo.title,
      png: await readFile(join(baselines, `home-${demo.slug}-1366-linux.png`)),
    })),
  );
  await sheet(tiles, join(out, 'contact-sheet-baselines.png'));
} else {
  const wanted: Scheme[] = schemes.length ? schemes : ['light'];
  const shots = new Map<Scheme, { title: string; png: Buffer }[]>(wanted.map((s) => [s, []]));
  await shootDemos(
    wanted,
    async ({ title, scheme, png }) => {
      shots.get(scheme)!.push({ title, png });
      process.stdout.write('.');
    },
    only,
    size,
  );
  process.stdout.write('\n');
  for (const [scheme, tiles] of shots)
    await sheet(tiles, join(out, `contact-sheet-${scheme}${phone ? '-390' : ''}.png`));
}
