import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoNamed } from '../content/demos/index.ts';
import { artworkKinds } from './artwork.ts';
import { drawArtwork } from './artwork-draw.ts';
import { artworkDataUrl, drawThemedArtwork } from './artwork-themed.ts';
import { isMotifKind, motifKinds } from './artwork-motifs.ts';
import { isJournalKind, journalKinds } from './artwork-journal.ts';

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

describe('the blogs’ subjects (a bookcase, a windowsill, a writing desk)', () => {
  it('are artwork kinds, each its own picture in the demo’s palette, varying with the seed', () => {
    const drawings = journalKinds.map((kind) =>
      drawThemedArtwork('classic-blog', kind, 5, 480, 480),
    );
    expect(new Set(drawings).size).toBe(journalKinds.length);
    for (const [k, svg] of drawings.entries()) {
      expect(artworkKinds).toContain(journalKinds[k]);
      expect(isJournalKind(journalKinds[k]!)).toBe(true);
      expect(svg).toContain('width="480" height="480"');
      expect(svg).toContain(palette('classic-blog')[1]);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(drawArtwork(journalKinds[k]!, 11, 600, 600)).not.toBe(
        drawArtwork(journalKinds[k]!, 12, 600, 600),
      );
    }
    expect(isJournalKind('interior')).toBe(false);
  });

  it('replace the generic room on the lifestyle and classic blogs’ cards', () => {
    const read = (file: string) => readFileSync(join(import.meta.dirname, '..', file), 'utf8');
    for (const file of ['content/home/lifestyle-blog.ts', 'content/home/classic-blog.ts'])
      expect(read(file), file).not.toMatch(/-(interior|workspace)-\d+-/);
    expect(read('content/home/classic-blog.ts')).toContain(
      "'/artwork/classic-blog-books-521-480x480.svg', 'Bookshelves in the study'",
    );
  });
});
