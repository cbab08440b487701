import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoNamed } from '../content/demos/index.ts';
import { artImage, parseArtworkPath } from './artwork.ts';
import { drawArtwork } from './artwork-draw.ts';
import {
  artworkDataUrl,
  drawArtworkAt,
  drawStockArtwork,
  drawThemedArtwork,
} from './artwork-themed.ts';

const palette = (name: string) => demoNamed(name)?.palette ?? [];

describe('artworkDataUrl', () => {
  it('is the same drawing as the file the build writes for that path', () => {
    const url = artworkDataUrl('/artwork/workspace-26-720x560.svg');
    expect(url?.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url!.slice('data:image/svg+xml,'.length));
    // The build writes drawArtworkAt's drawing (scripts/generate-artwork.ts): the stock picture in both schemes.
    expect(svg).toBe(drawArtworkAt(parseArtworkPath('/artwork/workspace-26-720x560.svg')!).trim());
    expect(svg).toBe(drawStockArtwork('workspace', 26, 720, 560).trim());
    expect(svg).toContain('width="720" height="560"');
  });

  it('answers undefined for anything that is not a literal artwork path', () => {
    expect(artworkDataUrl('/artwork/unknown-1-10x10.svg')).toBeUndefined();
    expect(artworkDataUrl('https://example.com/artwork/workspace-26-720x560.svg')).toBeUndefined();
    expect(artworkDataUrl('/artwork/workspace-26-720x560.svg?x')).toBeUndefined();
  });
});

describe('themed artwork', () => {
  it('draws a demo’s picture in its own palette, with gradients for depth', () => {
    const url = artworkDataUrl('/artwork/consulting-city-41-1600x900.svg');
    const svg = decodeURIComponent(url!.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(drawThemedArtwork('consulting', 'city', 41, 1600, 900).trim());
    for (const colour of palette('consulting').slice(0, 2)) expect(svg).toContain(colour);
    expect(svg).toContain('radialGradient');
    expect(svg).not.toBe(drawArtwork('city', 41, 1600, 900).trim());
  });

  it('draws each demo’s thumbnail as a layered page in miniature, different per palette', () => {
    const a = drawThemedArtwork('web-agency', 'demo', 3, 640, 400);
    const b = drawThemedArtwork('marketing-agency', 'demo', 3, 640, 400);
    expect(a).not.toBe(b);
    expect(a).toContain('feDropShadow');
    expect(a).toContain('linearGradient');
    expect(a).toContain(palette('web-agency')[1]);
  });

  it('reads the intrinsic size from the path', () => {
    expect(artImage('/artwork/startup-demo-1-640x400.svg', '')).toMatchObject({
      width: 640,
      height: 400,
    });
    expect(artworkDataUrl('/artwork/nobody-demo-1-640x400.svg')).toBeUndefined();
  });
});

describe('app screens (kind `screen`)', () => {
  it('draws four different screens in the palette, as shapes only (no text) and without the depth overlay', () => {
    const screens = [40, 41, 42, 43].map((seed) =>
      drawThemedArtwork('application', 'screen', seed, 360, 780),
    );
    expect(new Set(screens).size).toBe(4);
    for (const svg of screens) {
      expect(svg).toContain('width="360" height="780"');
      expect(svg).toContain(palette('application')[0]);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain('id="vg"');
    }
    expect(artworkDataUrl('/artwork/application-screen-44-360x780.svg')).toBeDefined();
  });
});

describe('motifs', () => {
  it('draws a stage, a building and a room: each its own picture, different per seed, within its size', () => {
    for (const kind of ['stage', 'building', 'room'] as const) {
      const a = drawArtwork(kind, 7, 960, 640);
      const b = drawArtwork(kind, 8, 960, 640);
      expect(a, kind).toContain('width="960" height="640"');
      expect(a, kind).not.toBe(b);
      expect(a, kind).not.toContain('NaN');
      expect(a, kind).not.toBe(drawArtwork('interior', 7, 960, 640));
    }
    // The room is furnished differently by seed: a sofa in some, a table and chairs in others.
    const rooms = Array.from({ length: 12 }, (_, seed) => drawArtwork('room', seed, 960, 640));
    expect(rooms.some((svg) => svg.includes('stroke-width'))).toBe(true);
    expect(rooms.some((svg) => !svg.includes('stroke-width'))).toBe(true);
    expect(artworkDataUrl('/artwork/events-conference-stage-301-1680x900.svg')).toBeDefined();
  });
});

describe('the path contract', () => {
  it('reads a stock path and a demo’s path, whose name may itself hold hyphens', () => {
    expect(parseArtworkPath('/artwork/landscape-61-600x450.svg')).toEqual({
      kind: 'landscape',
      seed: 61,
      width: 600,
      height: 450,
    });
    expect(parseArtworkPath('/artwork/events-conference-stage-301-1680x900.svg')).toEqual({
      palette: 'events-conference',
      kind: 'stage',
      seed: 301,
      width: 1680,
      height: 900,
    });
    expect(parseArtworkPath('/artwork/interior-design-interior-12-800x600.svg')?.palette).toBe(
      'interior-design',
    );
    expect(parseArtworkPath('/artwork/photo-1-10x10.png')).toBeUndefined();
  });

  it('keeps the drawing code and the palettes out of what a page loads', () => {
    const source = readFileSync(join(import.meta.dirname, 'artwork.ts'), 'utf8');
    const imports = [...source.matchAll(/^import .* from '(.*)';$/gm)].map((m) => m[1]);
    expect(imports).toEqual(['./artwork-motifs.ts', './artwork-scenes.ts', './artwork-journal.ts']);
  });
});
