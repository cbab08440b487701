import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SwapFontsHead } from '../root.tsx';
import { swapFonts as atHand } from './web-fonts-build.ts';
import { fontFaceCss, swapFonts, swapFontsOf } from './web-fonts-swap.ts';
import { webFontFaces } from './web-fonts.ts';

describe('the web fonts of a CONTRAIL_FONTS=swap build', () => {
  it('are none in the default build (the root keeps the at-hand fonts)', () => {
    expect(atHand).toBeNull();
    expect(swapFonts).not.toBeNull();
  });

  it('name every face in an @font-face rule with font-display: swap', () => {
    const css = fontFaceCss(webFontFaces);
    const rules = css.split('\n');
    expect(rules).toHaveLength(webFontFaces.length);
    for (const [i, face] of webFontFaces.entries()) {
      expect(rules[i]).toContain(`font-family:"${face.family}"`);
      expect(rules[i]).toContain('font-display:swap');
      expect(rules[i]).toContain(`font-weight:${face.weight}`);
      expect(rules[i]).toContain(`src:url("${face.url}") format("woff2")`);
      expect(rules[i]).toContain(`unicode-range:${face.unicodeRange}`);
    }
    expect(css).toContain('font-family:"Inter Variable"');
    expect(css).toContain('font-family:"Plus Jakarta Sans Variable"');
  });

  it('preload the two Latin files, and prerender the rules only (not in the browser bundle)', () => {
    const prerendered = swapFontsOf(webFontFaces, true);
    const latin = webFontFaces.filter((f) => f.preload).map((f) => f.url);
    expect(latin).toHaveLength(2);
    expect(prerendered.preloads).toEqual(latin);
    expect(prerendered.css).toBe(fontFaceCss(webFontFaces));
    expect(swapFontsOf(webFontFaces, false)).toEqual({ css: '', preloads: latin });
  });

  it('go into <head> as preload links and the rules, with no script', () => {
    const fonts = {
      css: '@font-face{font-family:"Inter Variable"}',
      preloads: ['/a.woff2', '/b.woff2'],
    };
    const html = renderToStaticMarkup(<SwapFontsHead fonts={fonts} />);
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/a.woff2" crossorigin=""/>',
    );
    expect(html).toContain('href="/b.woff2"');
    expect(html).toContain(
      '<style data-web-font-faces="">@font-face{font-family:"Inter Variable"}</style>',
    );
    expect(html).not.toContain('<script');
  });
});
