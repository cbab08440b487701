import type { ArabicLocal, FallbackMetrics, FontFamilyData } from './font-data.ts';
import { stackFamilies } from './typefaces.ts';

// The `@font-face` rules of the site's families, made from their data (scripts/font-faces.ts). Not part of a
// page's first load: the prerender writes a page's rules into its HTML, and the browser loads this module with
// the data (`loadFontFaces` of `virtual:font-families`) only for a client navigation to families the document
// does not have yet, or for the theme studio's preview.

export type Families = Readonly<Record<string, FontFamilyData>>;

const locals = {
  sans: {
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica'],
    bold: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
      'Arimo-Bold',
      'Helvetica Bold',
    ],
  },
  serif: {
    regular: [
      'Times New Roman',
      'TimesNewRomanPSMT',
      'Liberation Serif',
      'LiberationSerif',
      'Tinos',
      'Times',
    ],
    bold: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
      'Tinos Bold',
      'Tinos-Bold',
      'Times Bold',
    ],
  },
} as const;

/** The local names (full and PostScript) of the fonts with Arabic letters the Arabic fallback faces stand on. */
const arabicLocals: Record<ArabicLocal, { regular: readonly string[]; bold: readonly string[] }> = {
  dejavu: {
    regular: ['DejaVu Sans', 'DejaVuSans'],
    bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
  },
  notoNaskh: {
    regular: [
      'Noto Naskh Arabic',
      'NotoNaskhArabic-Regular',
      'Noto Naskh Arabic UI',
      'NotoNaskhArabicUI-Regular',
    ],
    bold: [
      'Noto Naskh Arabic Bold',
      'NotoNaskhArabic-Bold',
      'Noto Naskh Arabic UI Bold',
      'NotoNaskhArabicUI-Bold',
    ],
  },
  notoSans: {
    regular: [
      'Noto Sans Arabic',
      'NotoSansArabic-Regular',
      'Noto Sans Arabic UI',
      'NotoSansArabicUI-Regular',
    ],
    bold: [
      'Noto Sans Arabic Bold',
      'NotoSansArabic-Bold',
      'Noto Sans Arabic UI Bold',
      'NotoSansArabicUI-Bold',
    ],
  },
};

const face = (body: string) => `@font-face{${body}}`;

function fallbackFace(
  name: string,
  weight: string,
  sources: readonly string[],
  [size, ascent, descent, lineGap]: FallbackMetrics,
  range?: string,
) {
  return face(
    `font-family:"${name}";font-style:normal;font-weight:${weight};src:${sources.map((s) => `local("${s}")`).join(',')};size-adjust:${size}%;ascent-override:${ascent}%;descent-override:${descent}%;line-gap-override:${lineGap}%${range ? `;unicode-range:${range}` : ''}`,
  );
}

/**
 * The `@font-face` rules of one family list: the web family's files (`font-display: swap`) and its fallback's
 * local faces, regular and bold (one face for a family with one static weight), sized on English text or, for
 * `caps`, on capitals. Empty for a family that is no font package of the site.
 */
export function fontFaceCss(stack: string, caps = false, data: Families = {}): string {
  const { family, fallback } = stackFamilies(stack);
  const found: FontFamilyData | undefined = data[family];
  if (!found) return '';
  const web = found.files.map((url, i) =>
    face(
      `font-family:"${family}";font-style:normal;font-weight:${found.weight};font-display:swap;src:url(${url}) format("woff2");unicode-range:${found.ranges[i] ?? 'U+0-10FFFF'}`,
    ),
  );
  const sets = caps ? found.fallback.caps : found.fallback.text;
  const own = locals[found.fallback.base];
  const ranges = found.single
    ? ['100 1000']
    : sets.length > 2
      ? ['100 549', '550 749', '750 1000']
      : ['100 549', '550 1000'];
  const fallbacks = !fallback
    ? []
    : sets.map((metrics, i) =>
        fallbackFace(fallback, ranges[i] ?? '100 1000', i === 0 ? own.regular : own.bold, metrics),
      );
  // Arabic letters on a local font that has them (the faces above have none), each face limited to the
  // family's Arabic range (its first file's); declared after the others, the last the machine has is taken.
  const arabic = !fallback
    ? []
    : (found.fallback.arabic ?? []).flatMap(({ local, text }) =>
        text.map((metrics, i) =>
          fallbackFace(
            fallback,
            ranges[i] ?? '100 1000',
            arabicLocals[local][i === 0 ? 'regular' : 'bold'],
            metrics,
            found.ranges[0],
          ),
        ),
      );
  return [...web, ...fallbacks, ...arabic].join('\n');
}

/** The Latin file of a family list's web family (what a page preloads), if it is one of the site's. */
export function preloadedFile(stack: string, data: Families = {}): string | undefined {
  return data[stackFamilies(stack).family]?.files[0];
}

/** The rules and the preloaded file of a family list, over every family's data. */
export interface FontFaces {
  families: Families;
  css(stack: string, caps?: boolean): string;
  preload(stack: string): string | undefined;
}

export const fontFaces = (families: Families): FontFaces => ({
  families,
  css: (stack, caps = false) => fontFaceCss(stack, caps, families),
  preload: (stack) => preloadedFile(stack, families),
});
