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

// The self-hosted variable fonts (@fontsource-variable files, bundled and hashed by Vite). They join the
// document from script, once the page has hydrated, in one step (decision record 0007): an @font-face rule
// in a stylesheet makes the browser lay out every line of text again when the rule arrives and again when
// each file lands (70–100 ms of layout on /home-startup on the development machine, ×4 on Lighthouse's
// phone). Here the Latin files the pages' text uses are loaded first, outside the document, and every face
// is then added in the same task, so the text is laid out once, with both families. Until then, and without
// JavaScript, the text uses the metric-matched local fallbacks of app/font-fallbacks.css (inline in <head>).

/** One face of a family: a file and the characters it covers. */
export interface WebFontFace {
  family: 'Inter Variable' | 'Plus Jakarta Sans Variable';
  url: string;
  /** The weight axis the variable file covers. */
  weight: string;
  unicodeRange: string;
  /** Loaded before the faces join the document: the subset every page's (English) text uses. */
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

let added: Promise<number> | null = null;

/**
 * Loads the Latin files now and, once they have loaded and `when` has settled (the page has hydrated), adds
 * every face to `fonts` in one task. Resolves to the number of faces added (0 where the FontFace API is
 * missing or the files could not be loaded: the page keeps its fallbacks). Once per document; later calls
 * return the first call's promise.
 */
export function addWebFonts(
  when: Promise<unknown> = Promise.resolve(),
  fonts: FontFaceSet | undefined = typeof document === 'undefined' ? undefined : document.fonts,
): Promise<number> {
  added ??= (async () => {
    if (!fonts || typeof FontFace === 'undefined') return 0;
    const faces = webFontFaces.map((face) => ({
      face: new FontFace(face.family, `url(${face.url}) format('woff2')`, {
        weight: face.weight,
        unicodeRange: face.unicodeRange,
        display: 'swap',
      }),
      preload: face.preload === true,
    }));
    try {
      await Promise.all([when, ...faces.filter((f) => f.preload).map((f) => f.face.load())]);
    } catch (error) {
      console.error(
        'The web fonts could not be loaded; the page keeps its local fallbacks.',
        error,
      );
      return 0;
    }
    for (const { face } of faces) fonts.add(face);
    return faces.length;
  })();
  return added;
}

/** Tests only: forget that the faces were added. */
export function resetWebFontsForTests() {
  added = null;
}
