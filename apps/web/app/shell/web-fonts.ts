import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import interCyrillicExt from '@fontsource-variable/inter/files/inter-cyrillic-ext-wght-normal.woff2?url';
import interGreek from '@fontsource-variable/inter/files/inter-greek-wght-normal.woff2?url';
import interGreekExt from '@fontsource-variable/inter/files/inter-greek-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interVietnamese from '@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2?url';
import jakartaCyrillicExt from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-cyrillic-ext-wght-normal.woff2?url';
import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import jakartaLatinExt from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2?url';
import jakartaVietnamese from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-vietnamese-wght-normal.woff2?url';

// The self-hosted variable fonts (@fontsource-variable files, bundled and hashed by Vite). No stylesheet names
// them: an @font-face rule makes the browser lay out every line of text again when the rule arrives and again
// when each file lands, and on a first visit that relayout is the largest task of the load (80–90 ms on the
// development machine, ×4 on Lighthouse's phone). So they follow the rule of `font-display: optional`: a page
// uses them only when they are already at hand (decision record 0010).
// - A first visit paints and stays in the metric-matched local fallbacks (app/font-fallbacks.css). Once the
//   page has hydrated, the Latin files download into the browser's cache (`prepareWebFonts`), and the list
//   of faces is remembered in localStorage.
// - The first client navigation adds every face in one step (`addWebFonts`): the files are in memory by
//   then, and the new page is laid out once, with both families.
// - A later visit adds the remembered faces from <head>, before the first layout (`cachedFacesScript`),
//   from the browser's cache: no swap and no relayout.
// Without JavaScript the text keeps the fallbacks.

/** One face of a family: a file and the characters it covers. */
export interface WebFontFace {
  family: 'Inter Variable' | 'Plus Jakarta Sans Variable';
  url: string;
  /** The weight axis the variable file covers. */
  weight: string;
  unicodeRange: string;
  /** Downloaded on a first visit, for the next page: the subset every page's (English) text uses. */
  preload?: true;
}

const latin =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const latinExt =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';
const vietnamese =
  'U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB';
const cyrillicExt = 'U+0460-052F, U+1C80-1C8A, U+20B4, U+2DE0-2DFF, U+A640-A69F, U+FE2E-FE2F';
const cyrillic = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';
const greekExt = 'U+1F00-1FFF';
const greek = 'U+0370-0377, U+037A-037F, U+0384-038A, U+038C, U+038E-03A1, U+03A3-03FF';

const inter = { family: 'Inter Variable', weight: '100 900' } as const;
const jakarta = { family: 'Plus Jakarta Sans Variable', weight: '200 800' } as const;

export const webFontFaces: readonly WebFontFace[] = [
  { ...inter, url: interLatin, unicodeRange: latin, preload: true },
  { ...inter, url: interLatinExt, unicodeRange: latinExt },
  { ...inter, url: interVietnamese, unicodeRange: vietnamese },
  { ...inter, url: interCyrillicExt, unicodeRange: cyrillicExt },
  { ...inter, url: interCyrillic, unicodeRange: cyrillic },
  { ...inter, url: interGreekExt, unicodeRange: greekExt },
  { ...inter, url: interGreek, unicodeRange: greek },
  { ...jakarta, url: jakartaLatin, unicodeRange: latin, preload: true },
  { ...jakarta, url: jakartaLatinExt, unicodeRange: latinExt },
  { ...jakarta, url: jakartaVietnamese, unicodeRange: vietnamese },
  { ...jakarta, url: jakartaCyrillicExt, unicodeRange: cyrillicExt },
];

/** The faces as remembered for the next page load: what a FontFace needs, as JSON. */
export function rememberedFaces(): string {
  return JSON.stringify(
    webFontFaces.map(({ family, url, weight, unicodeRange }) => ({
      family,
      url,
      weight,
      unicodeRange,
    })),
  );
}

/** What the page does with the web fonts: in use, in the cache for the next page, or none (fallbacks). */
export type WebFontsState = 'in-use' | 'cached' | 'none';

let faces: { face: FontFace; preload: boolean }[] | null = null;
function createFaces() {
  faces ??= webFontFaces.map((face) => ({
    face: new FontFace(face.family, `url(${face.url}) format('woff2')`, {
      weight: face.weight,
      unicodeRange: face.unicodeRange,
      display: 'swap',
    }),
    preload: face.preload === true,
  }));
  return faces;
}

// Not the parts' never-throwing `storage` helper (features/parts/state/storage.ts): shared by this lazy chunk
// and the parts pages, it became a chunk of its own, one more request on /parts' first load.
function storageOf(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

let prepared: Promise<WebFontsState> | null = null;

/**
 * Once `when` has settled (the page has hydrated): where the faces are not in use yet, downloads the Latin
 * files outside the document (into the browser's cache) and, once they have loaded, remembers the faces for
 * the next page load ('cached'). Where the <head> script has added them ('in-use'), only refreshes the
 * remembered list if this build's files differ. Resolves to 'none' where the FontFace API is missing or a
 * file could not be loaded (the page keeps its fallbacks). Once per document.
 */
export function prepareWebFonts(
  /** The localStorage entry the <head> script reads (shell/web-fonts-script.ts, passed in by the root). */
  storageKey: string,
  when: Promise<unknown> = Promise.resolve(),
  storage: Storage | undefined = storageOf(),
  root: HTMLElement | undefined = typeof document === 'undefined'
    ? undefined
    : document.documentElement,
): Promise<WebFontsState> {
  prepared ??= (async () => {
    await when;
    const inUse = root?.dataset.webFonts === 'true';
    const list = rememberedFaces();
    let remembered: string | null = null;
    try {
      remembered = storage?.getItem(storageKey) ?? null;
    } catch {
      remembered = null;
    }
    if (inUse && remembered === list) return 'in-use';
    if (typeof FontFace === 'undefined') return 'none';
    try {
      await Promise.all(
        createFaces()
          .filter((f) => f.preload)
          .map((f) => f.face.load()),
      );
    } catch (error) {
      console.error(
        'The web fonts could not be loaded; the page keeps its local fallbacks.',
        error,
      );
      return inUse ? 'in-use' : 'none';
    }
    try {
      storage?.setItem(storageKey, list);
    } catch {
      // Storage full or denied: the next page load starts without the faces, as a first visit.
    }
    if (!inUse && root) root.dataset.webFonts = 'cached';
    return inUse ? 'in-use' : 'cached';
  })();
  return prepared;
}

let added: Promise<number> | null = null;

/**
 * Adds every face to `fonts` in one task (the first client navigation), the Latin files already loaded or
 * loading, and marks <html data-web-fonts="true">. Resolves to the number of faces added: 0 where the
 * <head> script added them already or the FontFace API is missing. Once per document.
 */
export function addWebFonts(
  fonts: FontFaceSet | undefined = typeof document === 'undefined' ? undefined : document.fonts,
  root: HTMLElement | undefined = typeof document === 'undefined'
    ? undefined
    : document.documentElement,
): Promise<number> {
  added ??= (async () => {
    if (!fonts || typeof FontFace === 'undefined' || root?.dataset.webFonts === 'true') return 0;
    const all = createFaces();
    for (const { face } of all) fonts.add(face);
    if (root) root.dataset.webFonts = 'true';
    return all.length;
  })();
  return added;
}

/** Tests only: forget what this document did with the faces. */
export function resetWebFontsForTests() {
  faces = null;
  prepared = null;
  added = null;
}
