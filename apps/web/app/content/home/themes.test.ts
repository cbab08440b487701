import { existsSync, readFileSync } from 'node:fs';
import { families as loaded } from 'virtual:font-families';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channel, contrast, luminance, mix } from '~/testing/colour.ts';
import { demos } from '~/content/demos/index.ts';
import { inScheme, schemesOf, themeColours, type DemoTheme } from '~/lib/demo-theme.ts';
import { fontFaceCss, stackFamilies } from '~/lib/fonts.tsx';
import { homeCategories } from '~/site-map/types.ts';
import { routesInGroup } from '~/site-map/index.ts';

// Every home demo's content file (content/home/<name>.ts) exports its `theme`, made from its recipe (its
// translations, <name>.<locale>.ts, re-export the same theme).
const modules = import.meta.glob<{ theme?: DemoTheme }>('./*.ts', { eager: true });
const contentThemes = new Map(
  Object.entries(modules)
    .filter(([path]) => /^\.\/[a-z0-9-]+\.ts$/.test(path))
    .map(([path, module]) => [path.replace(/^\.\/(.*)\.ts$/, '$1'), module.theme]),
);
const themes = new Map(demos.map((demo) => [demo.slug, demo.theme]));
// Each theme in each scheme it is shown in (issue 40: both, or its only one).
const inSchemes = new Map(
  demos.flatMap((demo) =>
    schemesOf(demo.theme).map((scheme) => {
      const flat = inScheme(demo.theme, scheme);
      return [flat.name, flat] as const;
    }),
  ),
);

/** OKLCH hue of a #rrggbb colour, in degrees. */
function oklchHue(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => channel(hex, i)) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const firstFamily = (list: string) => list.split(',')[0]?.trim().replace(/['"]/g, '');

describe('home demo themes', () => {
  it('are all well formed, and each content file exports its recipe’s', () => {
    expect(themes.size).toBeGreaterThan(0);
    expect([...contentThemes.keys()].sort()).toEqual([...themes.keys()].sort());
    for (const [file, theme] of themes) {
      expect(contentThemes.get(file), `content/home/${file}.ts exports its theme`).toBe(theme);
      expect(theme?.name).toBe(file);
      for (const scheme of ['light', 'dark'] as const)
        for (const key of themeColours)
          expect(theme?.[scheme][key], `${file} ${scheme} ${key}`).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('each have a light and a dark scheme (a light page and a dark one), at most a handful one scheme only, with a reason', () => {
    const onlyOne = [...themes.values()].filter((theme) => theme?.only);
    expect(onlyOne.length).toBeLessThanOrEqual(5);
    for (const theme of onlyOne)
      expect(theme?.only?.reason.length, theme?.name).toBeGreaterThan(20);
    for (const [name, theme] of themes) {
      if (!theme) continue;
      expect(luminance(theme.light.surface), `${name} light surface`).toBeGreaterThan(0.8);
      expect(luminance(theme.dark.surface), `${name} dark surface`).toBeLessThan(0.03);
      // Dark sections and footers (bg-inverse, white text) stay dark in both.
      expect(luminance(theme.light.inverse), `${name} light inverse`).toBeLessThan(0.06);
      expect(luminance(theme.dark.inverse), `${name} dark inverse`).toBeLessThan(0.03);
      // The same brand family: the other scheme keeps the designed one's brand hue (within 25°).
      expect(
        hueDistance(oklchHue(theme.light.brand), oklchHue(theme.dark.brand)),
        `${name} brand hue`,
      ).toBeLessThan(25);
    }
  });

  it('meet WCAG AA contrast in both schemes: ink and muted on surface, ink on card, on-brand on brand, brand text on every section background', () => {
    expect(inSchemes.size).toBeGreaterThan(themes.size);
    for (const [name, theme] of inSchemes) {
      expect(contrast(theme.ink, theme.surface), `${name} ink/surface`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.muted, theme.surface), `${name} muted/surface`).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrast(theme.ink, theme.card), `${name} ink/card`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.onBrand, theme.brand), `${name} onBrand/brand`).toBeGreaterThanOrEqual(
        4.5,
      );
      // Call-to-action eyebrows and leads are on-brand text at 90 % opacity.
      expect(
        contrast(mix(theme.onBrand, theme.brand, 0.9), theme.brand),
        `${name} onBrand 90 %/brand`,
      ).toBeGreaterThanOrEqual(4.5);
      // Eyebrows and links are brand-coloured text on every section background.
      for (const bg of ['surface', 'surfaceAlt', 'brandSoft'] as const)
        expect(contrast(theme.brand, theme[bg]), `${name} brand/${bg}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.muted, theme.surfaceAlt), `${name} muted/alt`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('keep hover states at WCAG AA in both schemes: on-brand on brand-strong, brand-strong on brand-soft', () => {
    for (const [name, theme] of inSchemes) {
      // Solid buttons hover to brand-strong with on-brand text; so do colourful portfolio panels and CTA gradients.
      expect(
        contrast(theme.onBrand, theme.brandStrong),
        `${name} onBrand/brandStrong`,
      ).toBeGreaterThanOrEqual(4.5);
      // Soft buttons, badges and list markers are brand-strong text on brand-soft.
      expect(
        contrast(theme.brandStrong, theme.brandSoft),
        `${name} brandStrong/brandSoft`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('never share both the display family and a brand hue within 20° (in their designed schemes)', () => {
    const list = [...themes.values()].filter((t): t is DemoTheme => t !== undefined);
    const brand = (t: DemoTheme) => t[t.designed].brand;
    for (const [i, a] of list.entries())
      for (const b of list.slice(i + 1)) {
        const sameFamily = firstFamily(a.displayFamily) === firstFamily(b.displayFamily);
        const close = hueDistance(oklchHue(brand(a)), oklchHue(brand(b))) < 20;
        expect(sameFamily && close, `${a.name} and ${b.name}`).toBe(false);
      }
  });

  it('the hue and contrast helpers agree with known values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(oklchHue('#ff0000')).toBeCloseTo(29.2, 0);
    expect(hueDistance(350, 10)).toBe(20);
  });
});

describe('home routes', () => {
  const appDir = join(import.meta.dirname, '..', '..');
  it('each has a theme beside its content, a category and a thumbnail of its own first screen', () => {
    for (const route of routesInGroup('home')) {
      const name = route.path.replace(/^\/home-/, '');
      expect(themes.get(name), `${route.path}: content/home/${name}.ts theme`).toBeDefined();
      expect(homeCategories, route.path).toContain(route.category);
      // Its thumbnail is the preview of its own first screen (lib/previews.ts).
      expect(route.thumbnail, route.path).toBe(`/previews/${name}-light-480.webp`);
      // The page module renders that theme, or hands its content to the page every language shares
      // (`./restaurant-page.tsx`), which renders it.
      expect(existsSync(join(appDir, route.module))).toBe(true);
      const source = readFileSync(join(appDir, route.module), 'utf8');
      const shared = /from '\.\/([a-z-]+-page)\.tsx'/.exec(source)?.[1];
      const rendering = shared
        ? readFileSync(join(appDir, dirname(route.module), `${shared}.tsx`), 'utf8')
        : source;
      expect(rendering, route.module).toMatch(/theme=\{(\w+\.)?theme\}/);
    }
  });
});

describe('home demo font stacks', () => {
  // A family that is no font package of the site is never loaded, and a fallback the stack does not name second
  // is never used: the page would paint in the system font and move when the web font arrives (issue 22: five
  // demos named 'X Fallback' for the generated 'X Variable Fallback').
  it('name, first, a family of the site’s font packages and, second, its fallback face', () => {
    for (const [name, theme] of themes) {
      if (!theme) continue;
      for (const stack of [theme.displayFamily, theme.bodyFamily]) {
        const { family, fallback } = stackFamilies(stack);
        const families = loaded ?? {};
        expect(Object.keys(families), `${name}: ${stack}`).toContain(family);
        expect(fallback, `${name}: ${stack}`).toMatch(/ Fallback$/);
        expect(fontFaceCss(stack, false, families), `${name}: ${stack}`).toContain(
          `font-family:"${fallback}"`,
        );
      }
    }
  });
});
