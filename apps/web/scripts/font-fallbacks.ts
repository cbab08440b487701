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

type Measured = { regular: number; bold: number; extraBold?: number };

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
   * `extraBold` (optional): the same at 800, for a family whose weight axis keeps widening past 700; it adds a
   * third face for 750–1000 (the header wordmark and some display headings are extra bold).
   */
  measured?: Measured;
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
    measured: { regular: 0.9881, bold: 1.006, extraBold: 1.0182 },
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
    measured: { regular: 0.9448, bold: 0.9497, extraBold: 0.9615 },
  },
  {
    family: 'Manrope Variable',
    file: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 1.0185, bold: 1.0366, extraBold: 1.0544 },
  },
  {
    family: 'Outfit Variable',
    file: '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9905, bold: 0.9919, extraBold: 1.013 },
  },
  {
    family: 'DM Serif Display',
    file: '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2',
    base: 'serif',
    single: true,
    measured: { regular: 0.9751, bold: 0.9751 },
  },
  {
    family: 'Syne Variable',
    file: '@fontsource-variable/syne/files/syne-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9861, bold: 1.1918, extraBold: 1.7266 },
  },
  {
    family: 'Lexend Variable',
    file: '@fontsource-variable/lexend/files/lexend-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9868, bold: 1.0147, extraBold: 1.0429 },
  },
  {
    family: 'Sora Variable',
    file: '@fontsource-variable/sora/files/sora-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9892, bold: 0.9761 },
  },
  {
    family: 'Space Grotesk Variable',
    file: '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.983, bold: 0.9501 },
  },
  {
    family: 'Anton',
    file: '@fontsource/anton/files/anton-latin-400-normal.woff2',
    base: 'sans',
    single: true,
    // Measured on UPPERCASE text: the one demo that uses Anton sets its headings in capitals, where Anton is
    // far narrower against Arial than in mixed case (0.76 of the mixed-case ratio).
    measured: { regular: 0.7583, bold: 0.7583 },
  },
  {
    family: 'League Spartan Variable',
    file: '@fontsource-variable/league-spartan/files/league-spartan-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 1.0682, bold: 1.1063 },
  },
  {
    family: 'Newsreader Variable',
    file: '@fontsource-variable/newsreader/files/newsreader-latin-wght-normal.woff2',
    base: 'serif',
    measured: { regular: 0.9736, bold: 1.0219 },
  },
  {
    family: 'Lora Variable',
    file: '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
    base: 'serif',
    measured: { regular: 0.9686, bold: 0.9737 },
  },
  {
    family: 'DM Sans Variable',
    file: '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.979, bold: 0.999 },
  },
  {
    family: 'EB Garamond Variable',
    file: '@fontsource-variable/eb-garamond/files/eb-garamond-latin-wght-normal.woff2',
    base: 'serif',
    measured: { regular: 0.9825, bold: 1.0591 },
  },
  {
    family: 'Source Serif 4 Variable',
    file: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
    base: 'serif',
    measured: { regular: 0.9733, bold: 0.9812 },
  },
  {
    family: 'Montserrat Variable',
    file: '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 1.0163, bold: 1.039 },
  },
  {
    family: 'Playfair Display Variable',
    file: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    base: 'serif',
    measured: { regular: 0.9729, bold: 0.9665 },
  },
  {
    family: 'Jost Variable',
    file: '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 1.0045, bold: 1.0761 },
  },
  {
    family: 'Gloock',
    file: '@fontsource/gloock/files/gloock-latin-400-normal.woff2',
    base: 'serif',
    single: true,
    measured: { regular: 0.9587, bold: 0.9587 },
  },
  {
    family: 'Marcellus',
    file: '@fontsource/marcellus/files/marcellus-latin-400-normal.woff2',
    base: 'serif',
    single: true,
    measured: { regular: 0.9854, bold: 0.9854 },
  },
  {
    family: 'Urbanist Variable',
    file: '@fontsource-variable/urbanist/files/urbanist-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.988, bold: 0.9912 },
  },
  {
    family: 'Fraunces Variable',
    file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    base: 'serif',
    measured: { regular: 0.8887, bold: 0.9212 },
  },
  {
    family: 'Oswald Variable',
    file: '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
    base: 'sans',
    // Measured on capitals: the one demo using Oswald (/home-gym-fitness) sets its headings in uppercase.
    measured: { regular: 0.8824, bold: 0.9972 },
  },
  {
    family: 'Italiana',
    file: '@fontsource/italiana/files/italiana-latin-400-normal.woff2',
    base: 'serif',
    single: true,
    measured: { regular: 0.9476, bold: 0.9476 },
  },
  {
    family: 'Quicksand Variable',
    file: '@fontsource-variable/quicksand/files/quicksand-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 1.0102, bold: 1.0311 },
  },
  {
    family: 'Prata',
    file: '@fontsource/prata/files/prata-latin-400-normal.woff2',
    base: 'serif',
    single: true,
    measured: { regular: 0.9773, bold: 0.9773 },
  },
  {
    family: 'Red Hat Display Variable',
    file: '@fontsource-variable/red-hat-display/files/red-hat-display-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9823, bold: 0.9984 },
  },
  {
    family: 'Josefin Sans Variable',
    file: '@fontsource-variable/josefin-sans/files/josefin-sans-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 1.1104, bold: 1.1398 },
  },
  {
    family: 'Funnel Display Variable',
    file: '@fontsource-variable/funnel-display/files/funnel-display-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9964, bold: 0.9888 },
  },
  {
    family: 'Darker Grotesque Variable',
    file: '@fontsource-variable/darker-grotesque/files/darker-grotesque-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 1.024, bold: 1.0479 },
  },
  {
    family: 'Gabarito Variable',
    file: '@fontsource-variable/gabarito/files/gabarito-latin-wght-normal.woff2',
    base: 'sans',
    measured: { regular: 0.9835, bold: 0.9722 },
  },
  {
    family: 'Crimson Pro Variable',
    file: '@fontsource-variable/crimson-pro/files/crimson-pro-latin-wght-normal.woff2',
    base: 'serif',
    measured: { regular: 0.9741, bold: 1.0094 },
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
  measured?: Measured,
): string {
  const extra = measured?.extraBold !== undefined;
  const ranges = {
    regular: '100 549',
    bold: extra ? '550 749' : '550 1000',
    extraBold: '750 1000',
  } as const;
  const weights = single
    ? (['regular'] as const)
    : extra
      ? (['regular', 'bold', 'extraBold'] as const)
      : (['regular', 'bold'] as const);
  const faces = weights.map((weight) => {
    const local = bases[base][weight === 'regular' ? 'regular' : 'bold'];
    const width =
      m.averageWidth * (weight === 'regular' ? 1 : boldGain) * (measured?.[weight] ?? 1);
    const size = width / local.width;
    return `@font-face {
  font-family: '${family} Fallback';
  font-style: normal;
  font-weight: ${single ? '100 1000' : ranges[weight]};
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
