import type { DemoTheme, ThemeColour } from '../../lib/demo-theme.ts';
import { fontStack, isVariable, type Typeface } from '../../lib/typefaces.ts';
import type { HomeCategory } from '../../site-map/types.ts';
import { previewPath } from '../../lib/previews.ts';
import { distinctPalette, mix } from '../../lib/artwork-schemes.ts';

// A home demo's recipe: one typed entry per demo (content/demos/<name>.ts, listed in content/demos/index.ts)
// declares its route, title, category, summary, typefaces and colours. Everything else is made from it: the
// theme its page renders (content/home/<name>.ts re-exports it), the site map's row (menu, gallery, search,
// prerender), the artwork palette its pictures and thumbnail are drawn in, the font faces and fallbacks its page
// loads, and the tests' expectations. Relative imports only: the site map, the build scripts and the e2e specs
// load this file.

export type { ThemeColour };

export type HexColour = `#${string}`;

/** The five colours the demo's pictures are drawn in (lib/artwork-themed.ts). */
export const paletteSlots = ['deep', 'mid', 'light', 'pale', 'pop'] as const;
export type PaletteSlot = (typeof paletteSlots)[number];
export type Palette = readonly [
  deep: string,
  mid: string,
  light: string,
  pale: string,
  pop: string,
];

/** What a demo's entry declares. */
export interface DemoRecipe {
  /** `/home-<name>`: its content is content/home/<name>.ts, its page pages/home/home-<name>.tsx. */
  route: `/home-${string}`;
  /** Menu label and document title. */
  title: string;
  /** Its column in the Home mega-menu and the landing gallery. */
  category: HomeCategory;
  /** One line for the gallery, the search results and the meta description. */
  description: string;
  /** Picks the layout of its drawn thumbnail (a website in miniature, in its palette: `/artwork/<demo>-demo-…`). */
  thumbnailSeed: number;
  /** Its headings' and its text's typefaces (lib/typefaces.ts). */
  fonts: { display: Typeface; body: Typeface };
  /**
   * Its colours in both schemes (`light` and `dark`, and the one it was `designed` in), corners and heading
   * style (the font families come from `fonts`).
   */
  theme: Omit<DemoTheme, 'name' | 'displayFamily' | 'bodyFamily' | 'noFauxBold'>;
  /**
   * Where its pictures' colours differ from the theme's (its designed scheme's): a colour, or the name of
   * another theme colour. By default deep is the inverse colour (the surface on a dark scheme), mid the brand,
   * light the brand halfway to white, pale the brand-soft tint and pop the accent.
   */
  artwork?: Partial<Record<PaletteSlot, HexColour | ThemeColour>>;
  /**
   * The same for its pictures in the other scheme (a theme colour is the other scheme's). By default, from a
   * light design to dark: deep the other set's inverse, pale and light the dark brand sunk into the dark
   * surface (the walls and floors of a scene), mid the designed brand halfway to the dark one and pop the
   * designed pop; from a dark design to light: the light set's colours as `artwork` reads them, pop kept.
   */
  artworkOther?: Partial<Record<PaletteSlot, HexColour | ThemeColour>>;
}

/** A demo as the site reads it: its recipe and what is made from it. */
export interface Demo extends Omit<DemoRecipe, 'theme'> {
  /** `<name>` of `/home-<name>`: its content file, its theme's name and its artwork's palette name. */
  slug: string;
  /** The page module, relative to app/. */
  module: string;
  theme: DemoTheme;
  /** Its gallery and menu thumbnail: the preview of its first screen (lib/previews.ts, `npm run previews`). */
  thumbnail: string;
}

/**
 * A demo with its artwork's palettes (`demoNamed`, content/demos/index.ts): what the artwork build and the
 * previews' fingerprint read. A demo's own page imports its recipe alone and never computes them.
 */
export interface PaintedDemo extends Demo {
  /** Its pictures' colours as drawn: its designed scheme's (`palettes[theme.designed]`). */
  palette: Palette;
  /** Its pictures' colours in each scheme (every picture carries both: lib/artwork-schemes.ts). */
  palettes: Readonly<Record<'light' | 'dark', Palette>>;
}

const isHex = (value: string): value is HexColour => value.startsWith('#');

/** The demo's artwork palette: the defaults from its theme, with its own colours where it declares them. */
export function paletteOf(
  { designed, ...schemes }: Pick<DemoRecipe['theme'], 'designed' | 'light' | 'dark'>,
  artwork: DemoRecipe['artwork'] = {},
): Palette {
  const theme = { ...schemes[designed], scheme: designed };
  const defaults: Record<PaletteSlot, string> = {
    deep: theme.scheme === 'dark' ? theme.surface : theme.inverse,
    mid: theme.brand,
    light: mix(theme.brand, '#ffffff', 0.5),
    pale: theme.brandSoft,
    pop: theme.accent,
  };
  const [deep, mid, light, pale, pop] = paletteSlots.map((slot) => {
    const own = artwork[slot];
    return own === undefined ? defaults[slot] : isHex(own) ? own : theme[own];
  }) as [string, string, string, string, string];
  return [deep, mid, light, pale, pop];
}

/**
 * The demo's artwork palette in the scheme it was not designed in, from that scheme's colours and the designed
 * palette (`designedPalette`), with its own colours where it declares them (`artworkOther`).
 */
export function otherPaletteOf(
  { designed, ...schemes }: Pick<DemoRecipe['theme'], 'designed' | 'light' | 'dark'>,
  designedPalette: Palette,
  artworkOther: DemoRecipe['artworkOther'] = {},
): Palette {
  const other = designed === 'light' ? schemes.dark : schemes.light;
  const [, drawnMid, , , drawnPop] = designedPalette;
  const defaults: Record<PaletteSlot, string> =
    designed === 'light'
      ? {
          deep: other.inverse,
          mid: mix(drawnMid, other.brand, 0.55),
          light: mix(other.brand, other.surfaceAlt, 0.3),
          pale: mix(other.brand, other.surfaceAlt, 0.13),
          pop: drawnPop,
        }
      : {
          deep: other.inverse,
          mid: other.brand,
          light: mix(other.brand, '#ffffff', 0.5),
          pale: other.brandSoft,
          pop: drawnPop,
        };
  return paletteSlots.map((slot) => {
    const own = artworkOther[slot];
    return own === undefined ? defaults[slot] : isHex(own) ? own : other[own];
  }) as unknown as Palette;
}

/** The demo with its pictures' palettes: as drawn (its designed scheme's) and in each scheme. */
export function paintDemo(demo: Demo): PaintedDemo {
  const { theme, artwork, artworkOther } = demo;
  const palette = distinctPalette(paletteOf(theme, artwork));
  const other = otherPaletteOf(theme, palette, artworkOther);
  return {
    ...demo,
    palette,
    palettes:
      theme.designed === 'light'
        ? { light: palette, dark: other }
        : { light: other, dark: palette },
  };
}

/** A demo from its recipe (each content/demos/<name>.ts default-exports one). */
export function defineDemo(recipe: DemoRecipe): Demo {
  const slug = recipe.route.slice('/home-'.length);
  const { display, body } = recipe.fonts;
  return {
    ...recipe,
    slug,
    module: `pages/home/home-${slug}.tsx`,
    theme: {
      name: slug,
      ...recipe.theme,
      displayFamily: fontStack(display),
      bodyFamily: fontStack(body),
      // A display family with one static weight: bold headings keep it rather than a synthesised bold.
      ...(isVariable(display) ? {} : { noFauxBold: true as const }),
    },
    thumbnail: previewPath(slug, 'light', 480),
  };
}
