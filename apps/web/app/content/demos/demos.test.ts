import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteFontStacks } from '~/lib/fonts.tsx';
import { typefaces, webFamily, type Typeface } from '~/lib/typefaces.ts';
import { routesInGroup } from '~/site-map/index.ts';
import { demos } from './index.ts';
import { themeColours } from '~/lib/demo-theme.ts';
import { paletteOf, paletteSlots, type ThemeColour } from './recipe.ts';
import { ar } from '~/i18n/messages.ar.ts';

// The registry of home demos (content/demos/): one entry per demo, and everything made from it holds.
const appDir = join(import.meta.dirname, '..', '..');
const webDir = join(appDir, '..');
const requireFrom = createRequire(join(webDir, 'package.json'));
const notices = readFileSync(join(webDir, '..', '..', 'THIRD-PARTY-NOTICES.md'), 'utf8');

/** A typeface's installed package: its version and its metadata's family name. */
function installed(typeface: Typeface): { version: string; family: string } {
  const dir = join(requireFrom.resolve(`${typeface.package}/package.json`), '..');
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const { family } = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as {
    family: string;
  };
  return { version, family };
}

describe('the demo registry', () => {
  it('lists every recipe file once, each named after its route', () => {
    const files = readdirSync(import.meta.dirname)
      .filter((name) => /^[a-z0-9-]+\.ts$/.test(name) && !['index.ts', 'recipe.ts'].includes(name))
      .map((name) => name.replace(/\.ts$/, ''));
    expect(demos.map((demo) => demo.slug).sort()).toEqual(files.sort());
    for (const demo of demos) expect(demo.route).toBe(`/home-${demo.slug}`);
    expect(new Set(demos.map((demo) => demo.title)).size).toBe(demos.length);
  });

  it('is the site map’s Home group, row for row and in its order', () => {
    expect(routesInGroup('home').map((route) => route.path)).toEqual(
      demos.map((demo) => demo.route),
    );
    for (const demo of demos) {
      const [route] = routesInGroup('home').filter((row) => row.path === demo.route);
      expect(route, demo.route).toMatchObject({
        title: demo.title,
        category: demo.category,
        description: demo.description,
        thumbnail: demo.thumbnail,
        module: demo.module,
      });
      expect(existsSync(join(appDir, demo.module)), demo.module).toBe(true);
      expect(existsSync(join(appDir, 'content', 'home', `${demo.slug}.ts`)), demo.slug).toBe(true);
    }
    expect(new Set(demos.map((demo) => demo.thumbnail)).size).toBe(demos.length);
  });

  it('makes each theme’s font families from its typefaces, and no faux bold for a single weight', () => {
    for (const demo of demos) {
      expect(demo.theme.displayFamily).toContain(`'${webFamily(demo.fonts.display)}'`);
      expect(demo.theme.bodyFamily).toContain(`'${webFamily(demo.fonts.body)}'`);
      expect(demo.theme.noFauxBold, demo.slug).toBe(
        demo.fonts.display.package.startsWith('@fontsource/') || undefined,
      );
    }
  });

  it('states no colour twice: an artwork colour that is a theme colour names it, none restates a default', () => {
    for (const demo of demos) {
      const own = demo.artwork ?? {};
      const defaults = paletteOf(demo.theme);
      for (const slot of paletteSlots) {
        const value = own[slot];
        if (value === undefined) continue;
        const designed = demo.theme[demo.theme.designed];
        const colour = value.startsWith('#') ? value : designed[value as ThemeColour];
        expect(colour, `${demo.slug} artwork.${slot} restates the default`).not.toBe(
          defaults[paletteSlots.indexOf(slot)],
        );
        if (!value.startsWith('#')) continue;
        const same = themeColours.filter((key) => designed[key].toLowerCase() === value);
        expect(same, `${demo.slug} artwork.${slot}: ${value} is its theme’s ${same[0]}`).toEqual(
          [],
        );
      }
    }
  });

  it('draws a new demo’s pictures in its theme’s colours', () => {
    const theme = { ...demos[0]!.theme, designed: 'light' as const };
    const { light, dark } = theme;
    expect(paletteOf(theme)).toEqual([
      light.inverse,
      light.brand,
      expect.stringMatching(/^#[0-9a-f]{6}$/),
      light.brandSoft,
      light.accent,
    ]);
    expect(paletteOf({ ...theme, designed: 'dark' })).toMatchObject({
      0: dark.surface,
      1: dark.brand,
    });
    expect(paletteOf(theme, { pop: 'ink', light: '#123456' })).toMatchObject({
      2: '#123456',
      4: light.ink,
    });
  });
});

describe('the typefaces', () => {
  const used = new Set<Typeface>([
    ...demos.flatMap((demo) => [demo.fonts.display, demo.fonts.body]),
  ]);

  it('are each a dependency whose metadata names the family as the row does', () => {
    const { dependencies } = JSON.parse(readFileSync(join(webDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const typeface of typefaces) {
      expect(dependencies, typeface.package).toHaveProperty([typeface.package]);
      expect(installed(typeface).family, typeface.package).toBe(typeface.name);
    }
    const fontDependencies = Object.keys(dependencies).filter((name) =>
      name.startsWith('@fontsource'),
    );
    expect(fontDependencies.sort()).toEqual(typefaces.map((typeface) => typeface.package).sort());
  });

  it('are each used by a demo or the site (no package shipped for nothing)', () => {
    const site = [siteFontStacks.display, siteFontStacks.body, ar.typeface].join();
    for (const typeface of typefaces)
      expect(used.has(typeface) || site.includes(`'${webFamily(typeface)}'`), typeface.name).toBe(
        true,
      );
  });

  it('of each demo have their licence notice in THIRD-PARTY-NOTICES.md (npm run licenses -- --write)', () => {
    for (const demo of demos)
      for (const typeface of [demo.fonts.display, demo.fonts.body]) {
        const { version } = installed(typeface);
        expect(notices, `${demo.route}: ${typeface.package}`).toContain(
          `| ${typeface.package} | ${version} | OFL-1.1 |`,
        );
        expect(notices, `${demo.route}: ${typeface.package}`).toContain(
          `## ${typeface.package} ${version}\n`,
        );
      }
  });
});
