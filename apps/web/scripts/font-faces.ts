import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromBuffer } from '@capsizecss/unpack';
import { create, type Font } from 'fontkitten';
import * as hb from 'harfbuzzjs';
import type { Plugin } from 'vite';
import wawoff2 from 'wawoff2';
import type { ArabicLocal, FallbackMetrics, FontFamilyData } from '../app/lib/font-data.ts';
import { arabicMetricSources } from './arabic-metric-sources.ts';
import { typefaces } from '../app/lib/typefaces.ts';

// `virtual:font-families`: every self-hosted font family of the site (each typeface of app/lib/typefaces.ts,
// its @fontsource package a dependency in package.json), made at build time (and by `vite dev` and the unit tests: no file is
// generated or committed). Per family: its Latin and Latin Extended files (bundled and hashed by Vite, `?url`),
// their unicode ranges, its weights, and the overrides of its metric-matched local fallback faces.
// The fallback metrics come from the font files: @capsizecss/unpack reads each family's Latin file and
// Arimo's / Tinos' (metric-compatible with Arial / Times New Roman, the local faces the fallback uses),
// @capsizecss/core turns the pair into size-adjust, ascent-, descent- and line-gap-override (`text`), one set per
// fallback face: regular text on Arial (or Times), bold on Arial Bold (Times Bold), each sized to the family's
// width at that weight (a variable file's instance: fontkitten, the font reader capsize uses, on the file
// decompressed by wawoff2). One more series, `caps`, for a theme that sets its headings in capitals
// (lib/fonts.tsx picks it): capsize sizes on mixed-case English, where a condensed display face's capitals and
// Arial's differ most; fontkitten gives both fonts' widths of the same sentence in capitals, and capsize the
// overrides at that size.
// A family with Arabic letters (Cairo) gets Arabic fallback faces too: Arial's metric-compatible fonts have no
// Arabic, so before the web font arrived Arabic text fell to whatever the system had, at that font's own size
// (DejaVu Sans here: Cairo's bold headings ran 5% wider and wrapped). Each local font with Arabic letters the
// faces stand on is measured on a file of its design (DejaVu Sans from dejavu-fonts-ttf, the Noto faces from
// @fontsource), its width on an Arabic sentence as HarfBuzz shapes it (joined letters take other forms, of other
// widths, than the one-to-one mapping fontkitten has) against the family's at each weight.

const moduleId = 'virtual:font-families';
const dataId = 'virtual:font-families/data';
/**
 * The subsets each family declares (with unicode-range): a family's first is preloaded by pages using it, the
 * Arabic one for a face that has it (the Arabic pages' face, i18n/messages.ar.ts), else the Latin one.
 */
const subsets = ['arabic', 'latin', 'latin-ext'] as const;

const webDir = join(import.meta.dirname, '..');
const requireFrom = createRequire(join(webDir, 'package.json'));
const file = (specifier: string) => readFileSync(requireFrom.resolve(specifier));

const sample =
  'Every demo shows its own typeface from the first visit, with headings, prices and dates set in it.';

interface FontsourceMetadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  variable: false | { wght?: { min: string; max: string } };
  category: string;
}

/** Average advance of `text`'s characters in em. */
function widthOf(font: Font, text: string): number {
  const chars = [...text];
  const total = chars.reduce(
    (sum, char) => sum + font.glyphForCodePoint(char.codePointAt(0) ?? 32).advanceWidth,
    0,
  );
  return total / chars.length / font.unitsPerEm;
}

const local = {
  sans: {
    regular: '@fontsource/arimo/files/arimo-latin-400-normal.woff2',
    bold: '@fontsource/arimo/files/arimo-latin-700-normal.woff2',
  },
  serif: {
    regular: '@fontsource/tinos/files/tinos-latin-400-normal.woff2',
    bold: '@fontsource/tinos/files/tinos-latin-700-normal.woff2',
  },
} as const;

/** Least alike to Cairo first: the browser takes the last face whose local font the machine has. */
const arabicOrder: readonly ArabicLocal[] = ['dejavu', 'notoNaskh', 'notoSans'];

/**
 * Running Arabic of the kind the pages show (headings, leads, the catalogue's and the booking form's words), with
 * no Latin punctuation (the Latin face draws it): the widths of Arabic fonts differ from letter to letter and
 * form to form far more than Latin ones do (a word in DejaVu Sans runs from 0.86 to 1.23 of its width in Cairo),
 * so one sentence would size the faces for its own letters only.
 */
const arabicSample = [
  'يعرض كل قسم من الموقع نصوصه بخطه العربي منذ الزيارة الأولى، والعناوين والأسعار والمواعيد معها',
  'ابحث عن القطعة برقمها أو باسمها، ثم أضفها إلى السلة وأرسل طلبك إلى مكتب القطع في رسالة واحدة',
  'سيصلك عرض السعر خلال يوم عمل، ومعه موعد الشحن وطريقة الدفع التي تناسبك',
  'احجز طاولتك لهذا المساء، أو اشترك في نشرتنا البريدية لتصلك الأخبار والعروض الجديدة كل شهر',
  'حوّل فكرتك إلى شركة يتحدث عنها الناس، بفريق صغير وخطة واضحة ونتائج تقاس',
].join(' ');

/** A font file as TrueType or OpenType (a WOFF2 file decompressed). */
async function sfnt(data: Buffer): Promise<Buffer> {
  return data.subarray(0, 4).toString('latin1') === 'wOF2'
    ? Buffer.from(await wawoff2.decompress(data))
    : data;
}

/**
 * The advance in em of `text`'s letters as HarfBuzz shapes the whole text (each word's letters take the forms
 * they take between its spaces), at `weight` on a weight axis; with `spaces`, the spaces' advance too.
 */
function shapedAdvance(font: Buffer, text: string, weight?: number, spaces = true): number {
  const face = new hb.Face(new hb.Blob(font));
  const shaper = new hb.Font(face);
  if (weight !== undefined) shaper.setVariations([new hb.Variation('wght', weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(shaper, buffer);
  const infos = buffer.getGlyphInfos();
  const advance = buffer
    .getGlyphPositions()
    .reduce(
      (sum, glyph, i) =>
        spaces || text[infos[i]?.cluster ?? 0] !== ' ' ? sum + glyph.xAdvance : sum,
      0,
    );
  return advance / face.upem;
}

type Metrics = Awaited<ReturnType<typeof fromBuffer>>;

/** size-adjust, ascent-, descent- and line-gap-override of a fallback (capsize), with size-adjust `scale`d. */
function overrides(web: Metrics, fallback: Metrics, scale: number): FallbackMetrics {
  const base = web.xWidthAvg / web.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const [face] = createFontStack([web, fallback], {
    fontFaceFormat: 'styleObject',
    fontFaceProperties: { sizeAdjust: `${(base * scale * 100).toFixed(4)}%` },
  }).fontFaces;
  const rule = face?.['@font-face'];
  const pct = (value: unknown) => Math.round(parseFloat(String(value ?? '100')) * 100) / 100;
  return [
    pct(rule?.sizeAdjust),
    pct(rule?.ascentOverride),
    pct(rule?.descentOverride),
    pct(rule?.lineGapOverride ?? '0'),
  ];
}

/** The font packages of the site's typefaces (app/lib/typefaces.ts), each a dependency of apps/web. */
export function fontPackages(): string[] {
  const pkg = JSON.parse(readFileSync(join(webDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const packages = typefaces.map((typeface) => typeface.package);
  const missing = packages.filter((name) => !pkg.dependencies?.[name]);
  if (missing.length)
    throw new Error(
      `lib/typefaces.ts names packages apps/web does not depend on: ${missing.join(', ')}`,
    );
  return packages;
}

/** One family's data, with the package specifiers of its files (the module imports them as `?url`). */
export async function familyData(
  pkg: string,
): Promise<{ family: string; files: string[]; data: Omit<FontFamilyData, 'files'> }> {
  const dir = dirname(requireFrom.resolve(`${pkg}/package.json`));
  const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as FontsourceMetadata;
  const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const variable = meta.variable && meta.variable.wght ? meta.variable.wght : undefined;
  const weight = variable
    ? `${variable.min} ${variable.max}`
    : String(meta.weights.includes(400) ? 400 : meta.weights[0]);
  const family = variable ? `${meta.family} Variable` : meta.family;
  const fileOf = (subset: string) =>
    `${pkg}/files/${meta.id}-${subset}-${variable ? 'wght' : weight}-normal.woff2`;
  const present = subsets.filter((subset) => meta.subsets.includes(subset));
  const base = meta.category === 'serif' ? 'serif' : 'sans';
  const latin = file(fileOf('latin'));
  // capsize reads the file's default instance (weight 100 for some variable files): its width is scaled to
  // each weight the fallback faces stand for, measured on the instance of that weight (fontkitten, from the
  // file decompressed to TrueType by wawoff2).
  const web = await fromBuffer(latin);
  const font = create(Buffer.from(await wawoff2.decompress(latin))) as Font;
  const axis = font.variationAxes.wght;
  const at = (weight: number) =>
    axis ? font.getVariation({ wght: Math.min(Math.max(weight, axis.min), axis.max) }) : font;
  // The faces: regular (up to 549), bold (550 on, sized at 700) and, where the weight axis goes past 700,
  // extra bold (750 on, sized at 800). A static family: one face for every weight.
  const weights = !axis ? [400] : axis.max > 700 ? [400, 700, 800] : [400, 700];
  const localFonts = {
    regular: file(local[base].regular),
    bold: file(local[base].bold),
  };
  const localMetrics = {
    regular: await fromBuffer(localFonts.regular),
    bold: await fromBuffer(localFonts.bold),
  };
  const localFont = {
    regular: create(localFonts.regular) as Font,
    bold: create(localFonts.bold) as Font,
  };
  const sets = weights.map((weight) => {
    const side = weight >= 550 ? 'bold' : 'regular';
    const instance = at(weight);
    // The family's metrics with the average width of this weight.
    const scaled = {
      ...web,
      xWidthAvg: (web.xWidthAvg * widthOf(instance, sample)) / widthOf(font, sample),
    };
    const upper = sample.toUpperCase();
    const capsScale =
      widthOf(instance, upper) /
      widthOf(localFont[side], upper) /
      (scaled.xWidthAvg /
        scaled.unitsPerEm /
        (localMetrics[side].xWidthAvg / localMetrics[side].unitsPerEm));
    return {
      text: overrides(scaled, localMetrics[side], 1),
      caps: overrides(scaled, localMetrics[side], capsScale),
    };
  });
  // A space in Arabic text is no Arabic letter: the Latin fallback face draws it, at that face's size.
  const latinSpaces = weights.map((weight, i) => {
    const local = localFont[weight >= 550 ? 'bold' : 'regular'];
    const space = local.glyphForCodePoint(32).advanceWidth / local.unitsPerEm;
    return (space * (sets[i]?.text[0] ?? 100)) / 100;
  });
  const arabic = present.includes('arabic')
    ? await arabicFallbacks(
        web,
        await sfnt(file(fileOf('arabic'))),
        axis ? weights : [],
        latinSpaces,
      )
    : undefined;
  return {
    family,
    files: present.map(fileOf),
    data: {
      ranges: present.map((subset) => unicode[subset] ?? ''),
      weight,
      single: !variable,
      fallback: {
        base,
        text: sets.map((set) => set.text),
        caps: sets.map((set) => set.caps),
        ...(arabic && { arabic }),
      },
    },
  };
}

/**
 * The Arabic fallback faces of a family with Arabic letters: per local font, a set per weight (a static
 * family's one weight: `weights` empty). Its size-adjust makes the sample as wide as in the family: the local
 * font's shaped letters at that size, with the spaces the Latin fallback face draws (`latinSpaces`, in em, per
 * weight), against the family's letters and spaces. capsize gives the vertical overrides from both fonts'
 * metrics.
 */
async function arabicFallbacks(
  web: Metrics,
  arabicFile: Buffer,
  weights: readonly number[],
  latinSpaces: readonly number[],
) {
  const spaces = arabicSample.split(' ').length - 1;
  const faces: { local: ArabicLocal; text: FallbackMetrics[] }[] = [];
  // One file at a time: wawoff2's decompressions share one WebAssembly memory.
  for (const local of arabicOrder) {
    const text: FallbackMetrics[] = [];
    for (const [i, weight] of (weights.length ? weights : [400]).entries()) {
      const own = file(arabicMetricSources[local][weight >= 550 ? 'bold' : 'regular']);
      const metrics = await fromBuffer(own);
      const instance = weights.length ? weight : undefined;
      const target = shapedAdvance(arabicFile, arabicSample, instance);
      const drawnSpaces = spaces * (latinSpaces[i] ?? 0);
      const scale =
        (target - drawnSpaces) / shapedAdvance(await sfnt(own), arabicSample, undefined, false);
      // capsize's size-adjust is the ratio of the two average widths: `scale` over one.
      text.push(
        overrides(
          { ...web, xWidthAvg: scale * web.unitsPerEm },
          { ...metrics, xWidthAvg: metrics.unitsPerEm },
          1,
        ),
      );
    }
    faces.push({ local, text });
  }
  return faces;
}

/** `virtual:font-families` as module source. */
export async function fontFamiliesModule(packages: readonly string[] = fontPackages()) {
  const imports: string[] = [];
  const rows: string[] = [];
  // Each distinct unicode range once (every family shares the Latin and Latin Extended ones).
  const ranges = new Map<string, number>();
  const rangeRef = (range: string) => {
    if (!ranges.has(range)) ranges.set(range, ranges.size);
    return `r[${ranges.get(range)}]`;
  };
  for (const pkg of packages) {
    const { family, files, data } = await familyData(pkg);
    const names = files.map((specifier) => {
      const name = `f${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(`${specifier}?url`)};`);
      return name;
    });
    const { ranges: own, ...rest } = data;
    rows.push(
      `${JSON.stringify(family)}:{files:[${names.join(',')}],ranges:[${own.map(rangeRef).join(',')}],...${JSON.stringify(rest)}}`,
    );
  }
  return [
    ...imports,
    `const r=${JSON.stringify([...ranges.keys()])};`,
    `export default {${rows.join(',')}};`,
  ].join('\n');
}

/**
 * `virtual:font-families` as the prerender (and the unit tests) import it: the data at once. The browser gets
 * `loadFamilies()` only: the data is a chunk of its own (`virtual:font-families/data`), which a client
 * navigation into a page with families not yet in the document waits for (no part of any page's first load:
 * the prerendered <head> has the page's own rules).
 */
export function familiesEntry(sync: boolean): string {
  return sync
    ? `import data from '${dataId}';\nexport const families = data;\nexport const loadFamilies = () => Promise.resolve(data);`
    : `let loading;\nexport const families = undefined;\nexport const loadFamilies = () => (loading ??= import('${dataId}').then((m) => m.default));`;
}

/** The Vite plugin that serves `virtual:font-families` and its data (vite.config.ts, vitest.config.ts). */
export function fontFamilies(): Plugin {
  let source: Promise<string> | undefined;
  return {
    name: 'contrail:font-families',
    resolveId: (id) => (id === moduleId || id === dataId ? `\0${id}` : undefined),
    load(id, options) {
      if (id === `\0${moduleId}`) return familiesEntry(Boolean(options?.ssr || process.env.VITEST));
      if (id !== `\0${dataId}`) return undefined;
      source ??= fontFamiliesModule();
      return source;
    },
  };
}
