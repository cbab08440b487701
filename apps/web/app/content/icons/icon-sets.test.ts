import { describe, expect, it } from 'vitest';
import { parseIconCss, parseScssIconVariables } from './icon-css.ts';
import { iconLibraryPages } from './icon-libraries.ts';
import { iconRoutes } from '~/site-map/icons.ts';

describe('parseIconCss', () => {
  it('reads names and glyphs, folds repeated glyphs into aliases, skips other rules', () => {
    const css = `/* .icon-old:before { content: "\\e999"; } */
      .icon-user:before { content: "\\e005"; }
      .icon-people:before, .icon-group::before { content: "\\e001"; }
      .icon-user-alt:before { content: "\\e005"; }
      .icon-spin { animation: spin 1s; }
      .other:before { content: "\\e010"; }`;
    expect(parseIconCss(css, /^\.icon-([\w-]+)::?before$/)).toEqual([
      { name: 'user', char: '\ue005', aliases: ['user-alt'] },
      { name: 'people', char: '\ue001', aliases: ['group'] },
    ]);
  });

  it("reads Font Awesome's custom property, hex escapes with a trailing space and escaped characters", () => {
    const css = '.fa-0{--fa:"\\30 "}.fa-exclamation{--fa:"\\!"}.fa-solid{--fa-style:900}';
    expect(parseIconCss(css, /^\.fa-([\w-]+)$/)).toEqual([
      { name: '0', char: '0', aliases: [] },
      { name: 'exclamation', char: '!', aliases: [] },
    ]);
  });

  it('reads SCSS glyph variables', () => {
    expect(parseScssIconVariables('$wand : "\\e600";\n$iconMuted: #eee !default;')).toEqual([
      { name: 'wand', char: '\ue600' },
    ]);
  });
});

describe('icon sets', () => {
  it('every icon route but /animation has a library, and every library a route', () => {
    const paths = iconRoutes.map((r) => r.path).filter((p) => p !== '/animation');
    expect(Object.keys(iconLibraryPages).sort()).toEqual([...paths].sort());
  });

  it.each(Object.entries(iconLibraryPages))(
    '%s loads its package set: many named icons, each with a glyph and markup',
    async (_path, library) => {
      const set = await library.load();
      expect(set.icons.length).toBeGreaterThanOrEqual(100);
      const names = new Set(set.icons.map((icon) => icon.name));
      expect(names.size).toBe(set.icons.length);
      for (const icon of set.icons) {
        expect(icon.char ?? icon.svg).toBeTruthy();
        expect(icon.markup).toMatch(/^<(i|span|svg)\b/);
        if (icon.char) expect(set.fonts[icon.font ?? 0]?.url).toBeTruthy();
      }
    },
  );
});
