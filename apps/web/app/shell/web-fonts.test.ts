import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addWebFonts, resetWebFontsForTests, webFontFaces } from './web-fonts.ts';

// A stand-in for the browser's FontFace: records what was created and loaded.
class FakeFontFace {
  static created: FakeFontFace[] = [];
  static failLoads = false;
  loaded = false;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.created.push(this);
  }
  load() {
    if (FakeFontFace.failLoads) return Promise.reject(new Error('network error'));
    this.loaded = true;
    return Promise.resolve(this);
  }
}

function fakeFontSet() {
  const added: FakeFontFace[] = [];
  return {
    added,
    set: { add: (face: FakeFontFace) => added.push(face) } as unknown as FontFaceSet,
  };
}

beforeEach(() => {
  FakeFontFace.created = [];
  FakeFontFace.failLoads = false;
  vi.stubGlobal('FontFace', FakeFontFace);
  resetWebFontsForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('addWebFonts', () => {
  it('loads the Latin files, then adds every face in one step once the page has hydrated', async () => {
    const { added, set } = fakeFontSet();
    let hydrated!: () => void;
    const done = addWebFonts(new Promise<void>((resolve) => (hydrated = resolve)), set);
    await Promise.resolve();
    // The Latin files download at once, beside the hydration; nothing joins the document yet.
    const preloaded = FakeFontFace.created.filter((face) => face.loaded).map((f) => f.family);
    expect(preloaded.sort()).toEqual(['Inter Variable', 'Plus Jakarta Sans Variable']);
    expect(added).toEqual([]);
    hydrated();
    expect(await done).toBe(webFontFaces.length);
    expect(added).toHaveLength(webFontFaces.length);
    const families = new Set(added.map((face) => face.family));
    expect([...families].sort()).toEqual(['Inter Variable', 'Plus Jakarta Sans Variable']);
    // Each face declares its file, its weight axis, its characters and the swap behaviour.
    const latinInter = added.find((f) => f.family === 'Inter Variable' && f.loaded);
    expect(latinInter?.source).toMatch(
      /^url\(.+inter-latin-wght-normal.*\.woff2\) format\('woff2'\)$/,
    );
    expect(latinInter?.descriptors).toMatchObject({ weight: '100 900', display: 'swap' });
    expect(latinInter?.descriptors.unicodeRange).toMatch(/^U\+0000-00FF/);
  });

  it('runs once per document', async () => {
    const { added, set } = fakeFontSet();
    const first = addWebFonts(Promise.resolve(), set);
    expect(addWebFonts(Promise.resolve(), set)).toBe(first);
    await first;
    expect(added).toHaveLength(webFontFaces.length);
  });

  it('keeps the local fallbacks when a file cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    FakeFontFace.failLoads = true;
    const { added, set } = fakeFontSet();
    expect(await addWebFonts(Promise.resolve(), set)).toBe(0);
    expect(added).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('local fallbacks'),
      expect.any(Error),
    );
  });

  it('does nothing where the FontFace API is missing', async () => {
    vi.stubGlobal('FontFace', undefined);
    const { added, set } = fakeFontSet();
    expect(await addWebFonts(Promise.resolve(), set)).toBe(0);
    expect(added).toEqual([]);
  });
});
