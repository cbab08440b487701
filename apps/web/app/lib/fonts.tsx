import { use, useEffect } from 'react';
import { preload } from 'react-dom';
import { families as prerenderFamilies, loadFamilies } from 'virtual:font-families';
import type { ArabicLocal, FallbackMetrics, FontFamilyData } from './font-data.ts';
import { fontStack, inter, plusJakartaSans } from './typefaces.ts';
import { whenIdle } from '~/shell/when-idle.ts';

type Families = Readonly<Record<string, FontFamilyData>>;

// The page's web fonts, the ordinary way (decision record 0019): `@font-face` rules with `font-display: swap`
// and the Latin files preloaded, for the two families the page's text uses: a home demo's theme's display and
// body families, or the site's pair (app.css). Each family's metric-matched local fallback (its overrides
// made from the font files at build time: scripts/font-faces.ts) is second in the family list, so the
// first paint, before a file has arrived, takes the room the web font takes, and the swap moves nothing.
// Rendered by PageLayout. React puts the preloads and the rules into <head>: in the prerendered HTML for a
// page's first load, and at a client navigation for the next page's families (kept once added). The browser
// bundle carries no family data: the first page's rules are in its HTML, and React keys each rule set by its
// `href`, keeping the one in <head>; a client navigation to families not yet in the document waits for the
// data's chunk (`loadFamilies`, fetched once the first page is idle).

/** The site's family lists (app.css's `--font-display` and `--font-sans` defaults). */
export const siteFontStacks = {
  display: fontStack(plusJakartaSans),
  body: fontStack(inter),
} as const;

const unquote = (name: string) => name.trim().replace(/^['"]|['"]$/g, '');

/** A CSS family list's web family (first) and its fallback face (second). */
export function stackFamilies(stack: string): { family: string; fallback: string } {
  const [family = '', fallback = ''] = stack.split(',').map(unquote);
  return { family, fallback };
}

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

/** The families a page uses: its theme's, or the site's. */
export interface PageFontStacks {
  display: string;
  body: string;
  /** Headings in capitals: the display family's fallback is sized on capitals. */
  caps?: boolean;
}

/** The `href` React keys a family's rule set by (no spaces). */
const styleKey = (stack: string, caps: boolean) =>
  `font-${stackFamilies(stack).family.replace(/\s+/g, '-')}${caps ? '-caps' : ''}`;

/** Whether the document has a rule set already (prerendered, or added by an earlier page). */
const inDocument = (key: string) =>
  typeof document !== 'undefined' &&
  document.querySelector(`style[data-href~="${CSS.escape(key)}"]`) !== null;

/**
 * A page's fonts: preloads their Latin files and declares their faces in <head> (React hoists both and adds
 * each once). Renders nothing in the page itself.
 */
export function PageFonts({ display, body, caps = false }: PageFontStacks) {
  const sets = (display === body ? [display] : [display, body]).map((stack) => ({
    stack,
    key: styleKey(stack, caps && stack === display),
    caps: caps && stack === display,
  }));
  // The prerender has the data; the browser only needs it for rule sets the document does not have yet.
  const missing = sets.some(({ key }) => !inDocument(key));
  const data: Families | undefined =
    prerenderFamilies ?? (missing ? use(loadFamilies()) : undefined);
  useEffect(() => whenIdle(() => void loadFamilies().catch(() => undefined), 5000, 1000), []);
  return sets.map(({ stack, key, caps: isCaps }) => {
    const file = data && preloadedFile(stack, data);
    if (file) preload(file, { as: 'font', type: 'font/woff2', crossOrigin: '' });
    return (
      <style key={key} href={key} precedence="fonts">
        {data ? fontFaceCss(stack, isCaps, data) : ''}
      </style>
    );
  });
}
