import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { fontMetrics, type FontMetrics } from './font-metrics.ts';

// `npm run fonts -w apps/web` (node --import tsx scripts/font-fallbacks.ts): writes app/fonts/<slug>-fallback.css,
// the metric-matched local fallback faces of each home demo's web fonts, the way app/font-fallbacks.css was
// made for Inter and Plus Jakarta Sans: size-adjust = the family's average width of English text / the local
// font's; ascent- and descent-override = the family's hhea metric / units per em / size-adjust. Sans families
// fall back to Arial (or Liberation Sans, Arimo, Helvetica: metric-compatible), serif ones to Times New Roman
// (Liberation Serif, Tinos). A variable file's default instance is its regular weight; the bold face is sized
// for weight 700 by the gain Inter and Plus Jakarta Sans both show from 400 to 700 (3.6 % wider), measured
// against Arial Bold's own width. Re-run after upgrading a font package; the demo's page module imports the
// CSS (`?inline`) with the font file, so no other page carries either.

export interface DemoFontSource {
  family: string;
  /** Package file, resolved from apps/web. */
  file: string;
  base: 'sans' | 'serif';
  /** A static family with one weight: one fallback face for every weight (the page turns off faux bold). */
  single?: true;
  /**
   * Measured in Chromium: the width of a 110-character English sentence set in the web font over its width in
   * the fallback this script made from the tables alone, at 400 and 700 (e2e: "the web fonts swap in without
   * shifting the page"). The tables give the default instance; this corrects for kerning and the bold axis.
   */
  measured?: { regular: number; bold: number };
}

export const demoFontSources: readonly DemoFontSource[] = [
  {
    family: 'Cormorant Garamond Variable',
    file: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    base: 'serif',
    measured: { regular: 0.9929, bold: 0.9759 },
  },
  {
    family: 'Work Sans Variable',
    file: '@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9957, bold: 0.9686 },
  },
  {
    family: 'Instrument Sans Variable',
    file: '@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.992, bold: 0.9988 },
  },
  {
    family: 'Unbounded Variable',
    file: '@fontsource-variable/unbounded/files/unbounded-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9881, bold: 1.006 },
  },
  {
    family: 'Instrument Serif',
    file: '@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2',
    base: 'serif',
    single: true,
    measured: { regular: 0.9821, bold: 0.9821 },
  },
  {
    family: 'Bricolage Grotesque Variable',
    file: '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9448, bold: 0.9497 },
  },
  {
    family: 'Manrope Variable',
    file: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 1.0185, bold: 1.0366 },
  },
  {
    family: 'Outfit Variable',
    file: '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9905, bold: 0.9919 },
  },
  {
    family: 'DM Serif Display',
    file: '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2',
    base: 'serif',
    single: true,
    measured: { regular: 0.98, bold: 0.98 },
  },
  {
    family: 'Syne Variable',
    file: '@fontsource-variable/syne/files/syne-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9861, bold: 1.1918 },
  },
  {
    family: 'Lexend Variable',
    file: '@fontsource-variable/lexend/files/lexend-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9868, bold: 1.0147 },
  },
  {
    family: 'Bebas Neue',
    file: '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2',
    base: 'sans',
    single: true,
    // Set only in upper-case headings (a caps-only face): measured on the sentence in capitals.
    measured: { regular: 0.7405, bold: 0.7405 },
  },
  {
    family: 'Archivo Variable',
    file: '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9541, bold: 0.9875 },
  },
  {
    family: 'Bodoni Moda Variable',
    file: '@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2',
    base: 'serif',
    measured: { regular: 0.9822, bold: 1.0064 },
  },
  {
    family: 'Jost Variable',
    file: '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 1.0123, bold: 1.0732 },
  },
  {
    family: 'Big Shoulders Display Variable',
    file: '@fontsource-variable/big-shoulders-display/files/big-shoulders-display-latin-wght-normal.woff2',
    base: 'sans',
    // Set only in upper-case headings: measured on the sentence in capitals.
    measured: { regular: 0.9702, bold: 1.1768 },
  },
];

// The local fonts' tables (Liberation Sans and Liberation Serif, metric-compatible with Arial and Times New
// Roman): average width of English text in em, regular and bold.
const bases = {
  sans: {
    regular: {
      width: 0.447,
      locals: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica'],
    },
    bold: {
      width: 0.4841,
      locals: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Arimo-Bold',
        'Helvetica Bold',
      ],
    },
  },
  serif: {
    regular: {
      width: 0.4052,
      locals: [
        'Times New Roman',
        'TimesNewRomanPSMT',
        'Liberation Serif',
        'LiberationSerif',
        'Tinos',
        'Times',
      ],
    },
    bold: {
      width: 0.4316,
      locals: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
        'Tinos Bold',
        'Tinos-Bold',
        'Times Bold',
      ],
    },
  },
} as const;
const boldGain = 1.036;

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

/** The two fallback faces (regular, bold) of a family with these metrics. */
export function fallbackCss(
  family: string,
  base: 'sans' | 'serif',
  m: FontMetrics,
  single = false,
  measured?: { regular: number; bold: number },
): string {
  const faces = (single ? (['regular'] as const) : (['regular', 'bold'] as const)).map((weight) => {
    const local = bases[base][weight];
    const width = m.averageWidth * (weight === 'bold' ? boldGain : 1) * (measured?.[weight] ?? 1);
    const size = width / local.width;
    return `@font-face {
  font-family: '${family} Fallback';
  font-style: normal;
  font-weight: ${single ? '100 1000' : weight === 'bold' ? '550 1000' : '100 549'};
  src: ${local.locals.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${pct(size)};
  ascent-override: ${pct(m.ascent / m.unitsPerEm / size)};
  descent-override: ${pct(m.descent / m.unitsPerEm / size)};
  line-gap-override: 0%;
}
`;
  });
  return `/* Generated by scripts/font-fallbacks.ts: metric-matched local fallbacks for ${family}. */\n${faces.join('\n')}`;
}

export const fallbackFile = (family: string) =>
  `${family
    .replace(/ Variable$/, '')
    .toLowerCase()
    .replace(/\s+/g, '-')}-fallback.css`;

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() as string)) {
  const require = createRequire(join(import.meta.dirname, '..', 'package.json'));
  for (const source of demoFontSources) {
    const metrics = fontMetrics(readFileSync(require.resolve(source.file)));
    const out = join(import.meta.dirname, '..', 'app', 'fonts', fallbackFile(source.family));
    const css = fallbackCss(source.family, source.base, metrics, source.single, source.measured);
    writeFileSync(out, await format(css, { ...(await resolveConfig(out)), filepath: out }));
    console.log(`${source.family}: ${out}`);
  }
}
