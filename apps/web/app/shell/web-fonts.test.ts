import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedFacesScript, webFontsStorageKey } from './web-fonts-script.ts';
import {
  addWebFonts,
  prepareWebFonts,
  rememberedFaces,
  resetWebFontsForTests,
  webFontFaces,
} from './web-fonts.ts';

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

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    storage: {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    } as unknown as Storage,
  };
}

let root: HTMLElement;
beforeEach(() => {
  FakeFontFace.created = [];
  FakeFontFace.failLoads = false;
  vi.stubGlobal('FontFace', FakeFontFace);
  resetWebFontsForTests();
  root = document.createElement('html');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prepareWebFonts (a first visit)', () => {
  it('downloads the Latin files once the page has hydrated and remembers the faces, adding none', async () => {
    const { map, storage } = memoryStorage();
    let hydrated!: () => void;
    const done = prepareWebFonts(
      webFontsStorageKey,
      new Promise<void>((resolve) => (hydrated = resolve)),
      storage,
      root,
    );
    await Promise.resolve();
    // Nothing downloads while the page hydrates.
    expect(FakeFontFace.created.filter((face) => face.loaded)).toEqual([]);
    hydrated();
    expect(await done).toBe('cached');
    const loaded = FakeFontFace.created.filter((face) => face.loaded).map((f) => f.family);
    expect(loaded.sort()).toEqual(['Inter Variable', 'Plus Jakarta Sans Variable']);
    expect(root.dataset.webFonts).toBe('cached');
    // The next page load finds every face, with its file, weight axis and characters.
    const remembered = JSON.parse(map.get(webFontsStorageKey) ?? '[]') as {
      family: string;
      url: string;
      weight: string;
      unicodeRange: string;
    }[];
    expect(remembered).toHaveLength(webFontFaces.length);
    const latinInter = remembered.find((face) => face.url.includes('inter-latin-wght'));
    expect(latinInter).toMatchObject({ family: 'Inter Variable', weight: '100 900' });
    expect(latinInter?.unicodeRange).toMatch(/^U\+0000-00FF/);
  });

  it('loads nothing where the <head> script has added this build’s faces already', async () => {
    const { storage } = memoryStorage({ [webFontsStorageKey]: rememberedFaces() });
    root.dataset.webFonts = 'true';
    expect(await prepareWebFonts(webFontsStorageKey, Promise.resolve(), storage, root)).toBe(
      'in-use',
    );
    expect(FakeFontFace.created).toEqual([]);
    expect(root.dataset.webFonts).toBe('true');
  });

  it('remembers a new build’s files when the ones the <head> script added are out of date', async () => {
    const { map, storage } = memoryStorage({ [webFontsStorageKey]: '[{"family":"old"}]' });
    root.dataset.webFonts = 'true';
    expect(await prepareWebFonts(webFontsStorageKey, Promise.resolve(), storage, root)).toBe(
      'in-use',
    );
    expect(map.get(webFontsStorageKey)).toBe(rememberedFaces());
    expect(root.dataset.webFonts).toBe('true');
  });

  it('runs once per document', async () => {
    const { storage } = memoryStorage();
    const first = prepareWebFonts(webFontsStorageKey, Promise.resolve(), storage, root);
    expect(prepareWebFonts(webFontsStorageKey, Promise.resolve(), storage, root)).toBe(first);
    await first;
    expect(FakeFontFace.created).toHaveLength(webFontFaces.length);
  });

  it('keeps the local fallbacks and remembers nothing when a file cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    FakeFontFace.failLoads = true;
    const { map, storage } = memoryStorage();
    expect(await prepareWebFonts(webFontsStorageKey, Promise.resolve(), storage, root)).toBe(
      'none',
    );
    expect(map.size).toBe(0);
    expect(root.dataset.webFonts).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('local fallbacks'),
      expect.any(Error),
    );
  });

  it('does nothing where the FontFace API is missing', async () => {
    vi.stubGlobal('FontFace', undefined);
    const { map, storage } = memoryStorage();
    expect(await prepareWebFonts(webFontsStorageKey, Promise.resolve(), storage, root)).toBe(
      'none',
    );
    expect(map.size).toBe(0);
  });
});

describe('addWebFonts (the first client navigation)', () => {
  it('adds every face in one step, reusing the files the first visit downloaded', async () => {
    const { storage } = memoryStorage();
    await prepareWebFonts(webFontsStorageKey, Promise.resolve(), storage, root);
    const created = FakeFontFace.created.length;
    const { added, set } = fakeFontSet();
    expect(await addWebFonts(set, root)).toBe(webFontFaces.length);
    expect(added).toHaveLength(webFontFaces.length);
    expect(FakeFontFace.created).toHaveLength(created);
    expect(added.filter((face) => face.loaded)).toHaveLength(2);
    expect(added[0]?.source).toMatch(
      /^url\(.+inter-latin-wght-normal.*\.woff2\) format\('woff2'\)$/,
    );
    expect(added[0]?.descriptors).toMatchObject({ weight: '100 900', display: 'swap' });
    expect(root.dataset.webFonts).toBe('true');
  });

  it('adds nothing where the <head> script did, and runs once per document', async () => {
    const { added, set } = fakeFontSet();
    root.dataset.webFonts = 'true';
    expect(await addWebFonts(set, root)).toBe(0);
    delete root.dataset.webFonts;
    expect(await addWebFonts(set, root)).toBe(0);
    expect(added).toEqual([]);
  });
});

describe('cachedFacesScript (a later visit)', () => {
  function run(entry: string | null) {
    const { added, set } = fakeFontSet();
    const page = {
      localStorage: { getItem: (key: string) => (key === webFontsStorageKey ? entry : null) },
      FontFace: FakeFontFace,
      document: { fonts: set, documentElement: root },
    };
    // The script as the page runs it, with the page's globals.
    new Function('window', 'localStorage', 'FontFace', 'document', cachedFacesScript)(
      page,
      page.localStorage,
      FakeFontFace,
      page.document,
    );
    return added;
  }

  it('adds the remembered faces before the first layout, with display optional', () => {
    const added = run(rememberedFaces());
    expect(added).toHaveLength(webFontFaces.length);
    expect(added[0]?.family).toBe('Inter Variable');
    expect(added[0]?.source).toMatch(
      /^url\(.+inter-latin-wght-normal.*\.woff2\) format\('woff2'\)$/,
    );
    expect(added[0]?.descriptors).toMatchObject({ weight: '100 900', display: 'optional' });
    expect(added[0]?.descriptors.unicodeRange).toMatch(/^U\+0000-00FF/);
    expect(root.dataset.webFonts).toBe('true');
  });

  it('leaves a first visit, or an entry it cannot read, as it is', () => {
    for (const entry of [null, '', 'not json', '{}', '[]']) {
      expect(run(entry), String(entry)).toEqual([]);
      expect(root.dataset.webFonts).toBeUndefined();
    }
  });
});
