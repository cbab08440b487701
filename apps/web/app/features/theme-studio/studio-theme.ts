import { z } from 'zod';
import {
  inScheme,
  schemes,
  schemesOf,
  statusColours,
  themeColours,
  themeStyle,
  type DemoTheme,
  type Scheme,
  type SchemeColours,
} from '~/lib/demo-theme.ts';
import { fontStack, isVariable, typefaces, type Typeface } from '~/lib/typefaces.ts';
import type { Demo } from '~/content/demos/recipe.ts';

// The theme studio's model (/theme-studio, issue 40 §2): a demo's theme as the studio edits it, both schemes'
// colours, its corners, heading style and typefaces. It is made from a demo, and written out as the demo's
// recipe (TypeScript to paste into content/demos/<name>.ts), as CSS custom properties, as JSON and as a share
// link, and read back from that JSON. Nothing outside the studio's route imports this file.

export { schemes, schemesOf, type Scheme };

/** Every colour the studio edits, in the order its controls show them. */
export const colourTokens = [...themeColours, 'danger', 'success'] as const;
export type ColourToken = (typeof colourTokens)[number];
export type Colours = Record<ColourToken, string>;

/** What each colour paints: the controls' descriptions and the contrast panel's words. */
export const tokenInfo: Record<ColourToken, { label: string; use: string; cssVar: string }> = {
  brand: { label: 'Brand', use: 'buttons, links, eyebrows', cssVar: '--brand' },
  brandStrong: {
    label: 'Brand strong',
    use: 'hovered buttons, brand footer',
    cssVar: '--brand-strong',
  },
  brandSoft: { label: 'Brand soft', use: 'badges, soft buttons, tints', cssVar: '--brand-soft' },
  accent: { label: 'Accent', use: 'highlights and artwork', cssVar: '--accent' },
  ink: { label: 'Ink', use: 'headings and body text', cssVar: '--ink' },
  muted: { label: 'Muted', use: 'leads, captions, dates', cssVar: '--muted' },
  surface: { label: 'Surface', use: 'the page background', cssVar: '--surface' },
  surfaceAlt: { label: 'Surface alt', use: 'tinted bands', cssVar: '--surface-alt' },
  card: { label: 'Card', use: 'cards and form fields', cssVar: '--card' },
  line: { label: 'Line', use: 'borders and rules', cssVar: '--line' },
  inverse: { label: 'Inverse', use: 'dark sections and footers', cssVar: '--inverse' },
  onBrand: { label: 'On brand', use: 'text on brand colours', cssVar: '--on-brand' },
  danger: { label: 'Danger', use: 'form errors', cssVar: '--theme-danger' },
  success: { label: 'Success', use: 'form confirmations', cssVar: '--theme-success' },
};

export interface StudioTheme {
  /** The demo's slug (`startup` for /home-startup). */
  demo: string;
  fonts: { display: string; body: string };
  radius: string;
  headingCase: 'none' | 'uppercase';
  headingTracking: string;
  /** The scheme it was designed in first (its thumbnail and artwork are drawn from that one). */
  designed: Scheme;
  /** Shown in one scheme only, and why (the other set is kept). */
  only?: { scheme: Scheme; reason: string };
  light: Colours;
  dark: Colours;
}

const hex = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb')
  .transform((value) => value.toLowerCase());
const colours = z.object(
  Object.fromEntries(colourTokens.map((token) => [token, hex])) as Record<ColourToken, typeof hex>,
);
const typefaceName = z
  .string()
  .refine((name) => typefaces.some((t) => t.name === name), 'one of the site’s typefaces');
/** A CSS length: a number and a unit, or 0. */
const length = z.string().regex(/^(0|-?\d*\.?\d+(px|rem|em))$/, 'a CSS length (px, rem or em)');

/** The studio's JSON (export, import and the share link). */
export const studioThemeSchema = z.object({
  demo: z.string().regex(/^[a-z0-9-]+$/),
  fonts: z.object({ display: typefaceName, body: typefaceName }),
  radius: length,
  headingCase: z.enum(['none', 'uppercase']),
  headingTracking: length,
  designed: z.enum(schemes),
  only: z.object({ scheme: z.enum(schemes), reason: z.string().min(1).max(500) }).optional(),
  light: colours,
  dark: colours,
});

export const typefaceByName = (name: string): Typeface | undefined =>
  typefaces.find((t) => t.name === name);

/** A theme's colours for one scheme: each token, the status colours filled from the scheme's defaults. */
export function schemeColours(demo: Demo, scheme: Scheme): Colours {
  const all = inScheme(demo.theme, scheme);
  return Object.fromEntries(colourTokens.map((token) => [token, all[token]])) as Colours;
}

/** The studio's copy of a demo's theme, as its recipe declares it. */
export function fromDemo(demo: Demo): StudioTheme {
  const { only } = demo.theme;
  return {
    demo: demo.slug,
    fonts: { display: demo.fonts.display.name, body: demo.fonts.body.name },
    radius: demo.theme.radius,
    headingCase: demo.theme.headingCase,
    headingTracking: demo.theme.headingTracking,
    designed: demo.theme.designed,
    ...(only ? { only: { ...only } } : {}),
    light: schemeColours(demo, 'light'),
    dark: schemeColours(demo, 'dark'),
  };
}

/** A scheme's colours as a recipe declares them: the status pair only where it is not the scheme's default. */
function declared(colours: Colours, scheme: Scheme): SchemeColours {
  const { danger, success, ...rest } = colours;
  return {
    ...rest,
    ...(danger !== statusColours[scheme].danger ? { danger } : {}),
    ...(success !== statusColours[scheme].success ? { success } : {}),
  };
}

/** The theme as a page renders it (lib/demo-theme.ts): what PageLayout would make of the edited recipe. */
export function toDemoTheme(theme: StudioTheme): DemoTheme {
  const display = typefaceByName(theme.fonts.display);
  const body = typefaceByName(theme.fonts.body);
  return {
    name: theme.demo,
    light: declared(theme.light, 'light'),
    dark: declared(theme.dark, 'dark'),
    designed: theme.designed,
    ...(theme.only ? { only: theme.only } : {}),
    radius: theme.radius,
    displayFamily: display ? fontStack(display) : '',
    bodyFamily: body ? fontStack(body) : '',
    headingCase: theme.headingCase,
    headingTracking: theme.headingTracking,
    ...(display && !isVariable(display) ? { noFauxBold: true as const } : {}),
  };
}

/** `Source Serif 4` → `sourceSerif4`: the name lib/typefaces.ts exports a typeface as. */
export function typefaceExport(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .map((word, i) =>
      i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function objectLines(entries: ReadonlyArray<[string, string]>, indent: string): string {
  return entries.map(([key, value]) => `${indent}${key}: ${value},`).join('\n');
}

/** A scheme's colours as recipe lines: every token, the status pair only where it differs from the default. */
function declaredColours(colours: Colours, scheme: Scheme): Array<[string, string]> {
  return Object.entries(declared(colours, scheme)).map(([token, value]) => [token, quote(value)]);
}

/**
 * The demo's recipe file (content/demos/<name>.ts) with the studio's theme: the whole file, ready to paste over
 * the old one. The demo's other fields (route, title, description, artwork colours…) are kept as they are.
 */
export function recipeSource(theme: StudioTheme, demo: Demo): string {
  const fontNames = [
    ...new Set([theme.fonts.display, theme.fonts.body].map(typefaceExport)),
  ].sort();
  const colourBlock = (scheme: Scheme) =>
    `    ${scheme}: {\n${objectLines(declaredColours(theme[scheme], scheme), '      ')}\n    },`;
  const only = theme.only
    ? `\n    only: { scheme: ${quote(theme.only.scheme)}, reason: ${quote(theme.only.reason)} },`
    : '';
  // Its pictures' own colours, in its designed scheme (`artwork`) and in the other (`artworkOther`).
  const artwork = (['artwork', 'artworkOther'] as const)
    .map((field) => {
      const slots = demo[field];
      return slots
        ? `\n  ${field}: { ${Object.entries(slots)
            .map(([slot, value]) => `${slot}: ${quote(String(value))}`)
            .join(', ')} },`
        : '';
    })
    .join('');
  return `import { ${fontNames.join(', ')} } from '../../lib/typefaces.ts';
import { defineDemo } from './recipe.ts';

/** ${demo.route}'s theme, made in the theme studio. */
export default /* @__PURE__ */ defineDemo({
  route: ${quote(demo.route)},
  title: ${quote(demo.title)},
  category: ${quote(demo.category)},
  description: ${quote(demo.description)},
  thumbnailSeed: ${demo.thumbnailSeed},
  fonts: { display: ${typefaceExport(theme.fonts.display)}, body: ${typefaceExport(theme.fonts.body)} },
  theme: {
    designed: ${quote(theme.designed)},${only}
${colourBlock('light')}
${colourBlock('dark')}
${objectLines(
  [
    ['radius', quote(theme.radius)],
    ['headingCase', quote(theme.headingCase)],
    ['headingTracking', quote(theme.headingTracking)],
  ],
  '    ',
)}
  },${artwork}
});
`;
}

const kebab = (key: string) =>
  key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme's custom properties, as PageLayout sets them on a demo page's wrapper (lib/demo-theme.ts's
 * themeStyle): each colour `light-dark(<light>, <dark>)`, picked by the root's color-scheme.
 */
export function customProperties(theme: StudioTheme): Array<[string, string]> {
  return Object.entries(themeStyle(toDemoTheme(theme))).map(([key, value]): [string, string] => [
    kebab(key),
    String(value),
  ]);
}

/** The theme as a stylesheet: what a demo page renders inline, as a rule for its wrapper. */
export function cssSource(theme: StudioTheme): string {
  const lines = customProperties(theme)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `/* ${theme.demo}: light-dark() pairs, picked by the root's color-scheme (light, dark, or the visitor's system). */
[data-theme='${theme.demo}'] {
${lines}
}
`;
}

/** The studio's JSON for a theme (export, and what import reads back). */
export function jsonSource(theme: StudioTheme): string {
  return `${JSON.stringify(theme, null, 2)}\n`;
}

export type Parsed = { ok: true; theme: StudioTheme } | { ok: false; error: string };

/** A theme from the studio's JSON, checked field by field; the first problem in words otherwise. */
export function parseTheme(text: string, knownDemos: readonly string[]): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This is not JSON: paste the JSON the studio exports.' };
  }
  const result = studioThemeSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join('.') || 'the theme';
    return { ok: false, error: `${where}: ${issue?.message ?? 'not valid'}.` };
  }
  if (!knownDemos.includes(result.data.demo))
    return { ok: false, error: `demo: there is no demo called “${result.data.demo}”.` };
  return { ok: true, theme: result.data };
}

/** The theme as a URL-safe string (the share link's `theme` parameter): its JSON in base64url. */
export function encodeTheme(theme: StudioTheme): string {
  const bytes = new TextEncoder().encode(JSON.stringify(theme));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The JSON inside a share link's `theme` parameter, or undefined for one that is not base64url. */
export function decodeTheme(value: string): string | undefined {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** The link that reopens the studio with the theme. */
export function shareLink(theme: StudioTheme, origin: string): string {
  return `${origin}/theme-studio?theme=${encodeTheme(theme)}`;
}
