import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoNamed, demos } from '../content/demos/index.ts';
import { heroArt } from '../content/hero-art.ts';
import { artworkKinds, parseArtworkPath } from './artwork.ts';
import { drawArtwork } from './artwork-draw.ts';
import { artworkDataUrl, drawThemedArtwork } from './artwork-themed.ts';
import { sceneKinds } from './artwork-scenes.ts';

const app = join(import.meta.dirname, '..');
/** The text of the files a demo's page takes its content from: its home content and its own content file. */
const contentOf = (slug: string) =>
  [`content/home/${slug}.ts`, `content/${slug}.ts`]
    .map((file) => {
      try {
        return readFileSync(join(app, file), 'utf8');
      } catch {
        return '';
      }
    })
    .join('\n');

describe('trade scenes', () => {
  it('are artwork kinds, each its own picture, sized from the path, with texture and light', () => {
    const drawings = sceneKinds.map((kind) => drawThemedArtwork('dentist', kind, 5, 1600, 900));
    expect(new Set(drawings).size).toBe(sceneKinds.length);
    for (const [k, svg] of drawings.entries()) {
      expect(artworkKinds, sceneKinds[k]).toContain(sceneKinds[k]);
      expect(svg).toContain('width="1600" height="900"');
      expect(svg).not.toContain('NaN');
      expect(svg).not.toContain('undefined');
      // Grain (texture), a blur for soft shadows and glows, a light beam's gradient (depth).
      expect(svg).toContain('feTurbulence');
      expect(svg).toContain('feGaussianBlur');
      expect(svg).toContain('linearGradient');
    }
  });

  it('draw in the demo’s own palette and vary with the seed', () => {
    const dentist = demoNamed('dentist')!;
    const svg = drawThemedArtwork('dentist', 'clinic', 12, 1280, 960);
    for (const colour of dentist.palette) expect(svg).toContain(colour);
    expect(svg).not.toBe(drawThemedArtwork('gym-fitness', 'clinic', 12, 1280, 960));
    expect(drawArtwork('lounge', 1, 1600, 900)).not.toBe(drawArtwork('lounge', 2, 1600, 900));
  });
});

describe('each demo’s first-screen picture (content/hero-art.ts)', () => {
  it('is listed for every demo and named where its page takes it from', () => {
    expect(Object.keys(heroArt).sort()).toEqual(demos.map((d) => d.slug).sort());
    for (const [slug, src] of Object.entries(heroArt)) {
      expect(parseArtworkPath(src), src).toBeDefined();
      expect(contentOf(slug), `${slug}: ${src}`).toContain(`'${src}'`);
    }
  });

  it('is under 15 KB as drawn (it travels inside the prerendered HTML)', () => {
    for (const [slug, src] of Object.entries(heroArt)) {
      const svg = decodeURIComponent(artworkDataUrl(src)!.slice('data:image/svg+xml,'.length));
      expect(new TextEncoder().encode(svg).length, `${slug}: ${src}`).toBeLessThan(15 * 1024);
    }
  });

  it('is drawn from its trade where seven trades once shared one room with a table and a sun (and two a skyline)', () => {
    const trades: Record<string, string> = {
      dentist: 'clinic',
      'web-agency': 'code',
      startup: 'launch',
      'furniture-shop': 'lounge',
      decor: 'shelf',
      'split-portfolio': 'workshop',
      'gym-fitness': 'gym',
      business: 'boardroom',
      // The blogs' first cards: a study's bookcase, a windowsill (they were the generic room).
      'classic-blog': 'books',
      'lifestyle-blog': 'sill',
    };
    for (const [slug, kind] of Object.entries(trades))
      expect(parseArtworkPath(heroArt[slug]!)?.kind, slug).toBe(kind);
  });
});
