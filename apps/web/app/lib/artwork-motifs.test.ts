import { describe, expect, it } from 'vitest';
import { demoNamed } from '../content/demos/index.ts';
import { artworkKinds } from './artwork.ts';
import { drawArtwork } from './artwork-draw.ts';
import { artworkDataUrl, drawThemedArtwork } from './artwork-themed.ts';
import { isMotifKind, motifKinds } from './artwork-motifs.ts';

const palette = (name: string) => demoNamed(name)?.palette ?? [];

describe('hospitality motifs', () => {
  it('are artwork kinds, drawn from a literal path like any other', () => {
    for (const kind of motifKinds) {
      expect(artworkKinds).toContain(kind);
      expect(artworkDataUrl(`/artwork/${kind}-7-640x480.svg`)).toMatch(/^data:image\/svg\+xml,/);
    }
    expect(isMotifKind('coffee')).toBe(true);
    expect(isMotifKind('city')).toBe(false);
  });

  it('draw each motif in the demo’s own palette, with its own shapes, sized from the path', () => {
    const drawings = motifKinds.map((kind) => drawThemedArtwork('cafe', kind, 5, 800, 600));
    for (const svg of drawings) {
      expect(svg).toContain('width="800" height="600"');
      expect(svg).toContain(palette('cafe')[1]);
      expect(svg).not.toContain('NaN');
    }
    // Five different pictures, not one shape in five colours.
    expect(new Set(drawings).size).toBe(motifKinds.length);
  });

  it('vary with the seed, so a page of rooms or coasts is not one picture repeated', () => {
    for (const kind of motifKinds)
      expect(drawArtwork(kind, 11, 640, 480)).not.toBe(drawArtwork(kind, 12, 640, 480));
  });
});
