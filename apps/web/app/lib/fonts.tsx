import { preload } from 'react-dom';
import families from 'virtual:font-families';
import type { FallbackMetrics, FontFamilyData } from './font-data.ts';

// The page's web fonts, the ordinary way (decision record 0016): `@font-face` rules with `font-display: swap`
// and the Latin files preloaded, for the two families the page's text uses: a home demo's theme's display and
// body families, or the site's pair (app.css). Each family's metric-matched local fallback (its overrides
// made from the font files at build time: scripts/font-faces.ts) is second in the family list, so the
// first paint, before a file has arrived, takes the room the web font takes, and the swap moves nothing.
// Rendered by PageLayout. React puts the preloads and the rules into <head>: in the prerendered HTML for a
// page's first load, and at a client navigation for the next page's families (kept once added).

/** The site's family lists (app.css's `--font-display` and `--font-sans` defaults). */
export const siteFontStacks = {
  display:
    "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback', ui-sans-serif, system-ui, sans-serif",
  body: "'Inter Variable', 'Inter Fallback', ui-sans-serif, system-ui, sans-serif",
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
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos', 'Times'],
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

const face = (body: string) => `@font-face{${body}}`;

function fallbackFace(
  name: string,
  weight: string,
  sources: readonly string[],
  [size, ascent, descent, lineGap]: FallbackMetrics,
) {
  return face(
    `font-family:"${name}";font-style:normal;font-weight:${weight};src:${sources.map((s) => `local("${s}")`).join(',')};size-adjust:${size}%;ascent-override:${ascent}%;descent-override:${descent}%;line-gap-override:${lineGap}%`,
  );
}

/**
 * The `@font-face` rules of one family list: the web family's files (`font-display: swap`) and its fallback's
 * local faces, regular and bold (one face for a family with one static weight), sized on English text or, for
 * `caps`, on capitals. Empty for a family that is no font package of the site.
 */
export function fontFaceCss(stack: string, caps = false, data = families): string {
  const { family, fallback } = stackFamilies(stack);
  const found: FontFamilyData | undefined = data[family];
  if (!found) return '';
  const web = found.files.map((url, i) =>
    face(
      `font-family:"${family}";font-style:normal;font-weight:${found.weight};font-display:swap;src:url(${url}) format("woff2");unicode-range:${found.ranges[i] ?? 'U+0-10FFFF'}`,
    ),
  );
  const metrics = caps ? found.fallback.caps : found.fallback.text;
  const own = locals[found.fallback.base];
  const fallbacks = !fallback
    ? []
    : found.single
      ? [fallbackFace(fallback, '100 1000', own.regular, metrics)]
      : [
          fallbackFace(fallback, '100 549', own.regular, metrics),
          fallbackFace(fallback, '550 1000', own.bold, metrics),
        ];
  return [...web, ...fallbacks].join('\n');
}

/** The Latin file of a family list's web family (what a page preloads), if it is one of the site's. */
export function preloadedFile(stack: string, data = families): string | undefined {
  return data[stackFamilies(stack).family]?.files[0];
}

/** The families a page uses: its theme's, or the site's. */
export interface PageFontStacks {
  display: string;
  body: string;
  /** Headings in capitals: the display family's fallback is sized on capitals. */
  caps?: boolean;
}

/**
 * A page's fonts: preloads their Latin files and declares their faces in <head> (React hoists both and adds
 * each once). Renders nothing in the page itself.
 */
export function PageFonts({ display, body, caps = false }: PageFontStacks) {
  const stacks = display === body ? [display] : [display, body];
  for (const stack of stacks) {
    const file = preloadedFile(stack);
    if (file) preload(file, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  }
  return stacks.map((stack) => {
    const isCaps = caps && stack === display;
    // React keys the rules by `href` (no spaces) and writes each once.
    const key = `font-${stackFamilies(stack).family.replace(/\s+/g, '-')}${isCaps ? '-caps' : ''}`;
    return (
      <style key={key} href={key} precedence="fonts">
        {fontFaceCss(stack, isCaps)}
      </style>
    );
  });
}
