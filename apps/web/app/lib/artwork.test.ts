import { describe, expect, it } from 'vitest';
import { artworkDataUrl, drawArtwork } from './artwork.ts';

describe('artworkDataUrl', () => {
  it('is the same drawing as the file the build writes for that path', () => {
    const url = artworkDataUrl('/artwork/workspace-26-720x560.svg');
    expect(url?.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url!.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(drawArtwork('workspace', 26, 720, 560).trim());
    expect(svg).toContain('width="720" height="560"');
  });

  it('answers undefined for anything that is not a literal artwork path', () => {
    expect(artworkDataUrl('/artwork/unknown-1-10x10.svg')).toBeUndefined();
    expect(artworkDataUrl('https://example.com/artwork/workspace-26-720x560.svg')).toBeUndefined();
    expect(artworkDataUrl('/artwork/workspace-26-720x560.svg?x')).toBeUndefined();
  });
});
