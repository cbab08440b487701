import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as typefaceModule from '~/lib/typefaces.ts';
import { demos } from '~/content/demos/index.ts';
import type { Demo } from '~/content/demos/recipe.ts';
import { contrast, mix } from '~/testing/colour.ts';
import {
  checkScheme,
  contrastPairs,
  minimumRatio,
  nearestPassing,
  pairColours,
  ratioOf,
  suggestions,
} from './contrast-checks.ts';
import { previewCss } from './preview.ts';
import {
  cssSource,
  decodeTheme,
  encodeTheme,
  fromDemo,
  jsonSource,
  parseTheme,
  recipeSource,
  schemesOf,
  shareLink,
  typefaceExport,
} from './studio-theme.ts';

const slugs = demos.map((d) => d.slug);
const demo = (slug: string): Demo => demos.find((d) => d.slug === slug)!;

describe('the theme studio’s model', () => {
  it('names every typeface as lib/typefaces.ts exports it', () => {
    for (const typeface of typefaceModule.typefaces) {
      const name = typefaceExport(typeface.name);
      expect(typefaceModule[name as keyof typeof typefaceModule], typeface.name).toBe(typeface);
    }
  });

  it('writes a demo’s recipe back as its file has it when nothing is edited', () => {
    const startup = demo('startup');
    const source = recipeSource(fromDemo(startup), startup);
    expect(source).toContain("import { inter, plusJakartaSans } from '../../lib/typefaces.ts';");
    expect(source).toContain("route: '/home-startup',");
    expect(source).toContain('fonts: { display: plusJakartaSans, body: inter },');
    expect(source).toContain("    designed: 'light',\n    light: {\n      brand: '#5b34d6',");
    expect(source).toContain(`    dark: {\n      brand: '${startup.theme.dark.brand}',`);
    expect(source).toContain("    radius: '1rem',");
    expect(source).toContain("artwork: { light: '#a78bfa', pop: '#f97316' },");
    // The status colours are written only where they differ from the scheme's defaults.
    expect(source).not.toContain('danger');
  });

  it('exports a recipe that builds the same demo, with the edit in it', async () => {
    const restaurant = demo('restaurant');
    const edited = { ...fromDemo(restaurant), radius: '0.5rem' };
    // Beside the recipes, so its imports are the ones the file will have (a dot file: not a recipe of the registry).
    const file = join(
      import.meta.dirname,
      '..',
      '..',
      'content',
      'demos',
      `.studio-export-${process.pid}.ts`,
    );
    writeFileSync(file, recipeSource(edited, restaurant));
    try {
      const built = ((await import(/* @vite-ignore */ file)) as { default: Demo }).default;
      expect(built).toEqual({ ...restaurant, theme: { ...restaurant.theme, radius: '0.5rem' } });
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('exports an edit: the recipe, the CSS of both schemes and the JSON carry it', () => {
    const startup = demo('startup');
    const theme = {
      ...fromDemo(startup),
      fonts: { display: 'Fraunces', body: 'Inter' },
      light: { ...fromDemo(startup).light, brand: '#123456' },
      dark: { ...fromDemo(startup).dark, surface: '#101010' },
    };
    expect(recipeSource(theme, startup)).toContain("      brand: '#123456',");
    expect(recipeSource(theme, startup)).toContain("      surface: '#101010',");
    expect(recipeSource(theme, startup)).toContain('fonts: { display: fraunces, body: inter },');
    const css = cssSource(theme);
    expect(css).toContain(
      `[data-theme='startup'] {\n  --brand: light-dark(#123456, ${startup.theme.dark.brand});`,
    );
    expect(css).toContain('--surface: light-dark(#ffffff, #101010);');
    expect(css).toContain("--display-family: 'Fraunces Variable', 'Fraunces Fallback'");
    expect(JSON.parse(jsonSource(theme))).toEqual(theme);
  });

  it('reads its JSON back, and says what is wrong with JSON it cannot use', () => {
    const theme = fromDemo(demo('restaurant'));
    expect(parseTheme(jsonSource(theme), slugs)).toEqual({ ok: true, theme });
    expect(parseTheme('{nope', slugs)).toEqual({
      ok: false,
      error: 'This is not JSON: paste the JSON the studio exports.',
    });
    const bad = { ...theme, light: { ...theme.light, ink: 'red' } };
    expect(parseTheme(JSON.stringify(bad), slugs)).toEqual({
      ok: false,
      error: 'light.ink: a colour as #rrggbb.',
    });
    const font = { ...theme, fonts: { display: 'Comic Sans', body: 'Inter' } };
    expect(parseTheme(JSON.stringify(font), slugs)).toMatchObject({
      ok: false,
      error: 'fonts.display: one of the site’s typefaces.',
    });
    const unknown = { ...theme, demo: 'bakery' };
    expect(parseTheme(JSON.stringify(unknown), slugs)).toMatchObject({
      ok: false,
      error: 'demo: there is no demo called “bakery”.',
    });
  });

  it('carries the theme in a share link and reads it back', () => {
    const theme = { ...fromDemo(demo('cafe')), radius: '0.25rem' };
    const link = shareLink(theme, 'https://contrail.example');
    expect(link).toMatch(/^https:\/\/contrail\.example\/theme-studio\?theme=[\w-]+$/);
    const value = new URL(link).searchParams.get('theme')!;
    expect(parseTheme(decodeTheme(value)!, slugs)).toEqual({ ok: true, theme });
    expect(decodeTheme(encodeTheme(theme))).toBe(JSON.stringify(theme));
    expect(decodeTheme('%%%')).toBeUndefined();
  });

  it('restyles the preview with the scheme’s colours over the page’s own (important), fonts and corners', () => {
    const theme = { ...fromDemo(demo('startup')), fonts: { display: 'Anton', body: 'Lora' } };
    const css = previewCss(theme, 'light');
    expect(css).toContain(
      `[data-theme="startup"]{--brand:light-dark(#5b34d6, ${demo('startup').theme.dark.brand}) !important;`,
    );
    expect(css).toContain(
      "--body-family:'Lora Variable', 'Lora Fallback', ui-serif, Georgia, serif !important;",
    );
    expect(css).toContain('--radius:1rem !important;');
    // Anton has one weight: bold headings keep it.
    expect(css).toContain('font-synthesis-weight:none !important;');
    expect(previewCss(theme, 'dark')).toContain(':root{color-scheme:dark !important;}');
  });
});

describe('the theme studio’s contrast panel', () => {
  it('computes WCAG ratios as the theme tests do', () => {
    for (const [a, b] of [
      ['#000000', '#ffffff'],
      ['#5b34d6', '#f1ecff'],
      ['#777777', '#ffffff'],
    ] as const)
      expect(ratioOf(a, b)).toBeCloseTo(contrast(a, b), 5);
  });

  it('checks the token pairs and the shared sections’ pairs', () => {
    const ids = contrastPairs.map((p) => p.id);
    expect(ids).toEqual(
      expect.arrayContaining(['ink-surface', 'muted-surfaceAlt', 'onBrand90-brand']),
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        'button-solid-surface',
        'button-solid-surface-hover',
        'button-gradient-card-0',
        'button-outline-light-inverse',
        'form-boxed-field',
        'footer-brand-card',
        'footer-dark-muted',
        'danger-card',
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds no failing pair in any demo’s schemes, as its recipe declares them', () => {
    for (const d of demos) {
      const theme = fromDemo(d);
      const failing = schemesOf(theme)
        .flatMap((scheme) => checkScheme(theme[scheme], scheme))
        .filter((r) => r.ratio < minimumRatio);
      expect(
        failing.map((r) => `${r.pair.id} ${r.ratio.toFixed(2)}`),
        d.slug,
      ).toEqual([]);
    }
  });

  it('reports a pale muted colour where it shows, with the nearest colour that passes', () => {
    const theme = fromDemo(demo('startup'));
    const light = { ...theme.light, muted: '#b0aac4' };
    const failing = checkScheme(light, 'light').filter((r) => r.ratio < minimumRatio);
    const muted = failing.find((r) => r.pair.id === 'muted-surface');
    expect(muted?.pair.where).toBe('Leads, captions and dates on the page');
    expect(muted?.ratio).toBeLessThan(3);
    const [mend] = suggestions(muted!, light);
    expect(mend?.token).toBe('muted');
    expect(ratioOf(mend!.colour, light.surface)).toBeGreaterThanOrEqual(4.5);
    // Nearest: just past the line, not black.
    expect(ratioOf(mend!.colour, light.surface)).toBeLessThan(4.7);
    // Applied, the pair passes.
    const mended = checkScheme({ ...light, muted: mend!.colour }, 'light');
    expect(mended.find((r) => r.pair.id === 'muted-surface')!.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('mends a pair whose text is drawn translucent over its background (on-brand at 90 %)', () => {
    const theme = fromDemo(demo('startup'));
    const light = { ...theme.light, brand: '#9d86ee' };
    const pair = contrastPairs.find((p) => p.id === 'onBrand90-brand')!;
    const mend = nearestPassing(pair, light, 'brand');
    expect(mend).toBeDefined();
    const [result] = checkScheme({ ...light, brand: mend!.colour }, 'light').filter(
      (r) => r.pair.id === 'onBrand90-brand',
    );
    expect(result!.ratio).toBeGreaterThanOrEqual(4.5);
  });
});

describe('translucent layers in a contrast pair', () => {
  it('draws each layer over what is under it, as the theme tests do', () => {
    const colours = fromDemo(demos[0]!).light;
    const { text, background } = pairColours(
      {
        id: 'test',
        label: 'Muted text on a brand wash',
        where: 'a test',
        text: { token: 'muted', alpha: 0.8 },
        background: [
          { fixed: '#ffffff', alpha: 1 },
          { token: 'brand', alpha: 0.1 },
        ],
      },
      colours,
    );
    const wash = mix(colours.brand, '#ffffff', 0.1);
    expect(background).toBe(wash);
    expect(text).toBe(mix(colours.muted, wash, 0.8));
  });
});
