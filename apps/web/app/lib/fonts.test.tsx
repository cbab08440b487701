import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { families as loaded } from 'virtual:font-families';
import { describe, expect, it } from 'vitest';
import { fontFaceCss, PageFonts, preloadedFile, siteFontStacks, stackFamilies } from './fonts.tsx';

const families = loaded ?? {};
const bebas = "'Bebas Neue', 'Bebas Neue Fallback', Impact, ui-sans-serif, sans-serif";
const playfair =
  "'Playfair Display Variable', 'Playfair Display Variable Fallback', ui-serif, serif";

const sizeAdjusts = (css: string) =>
  [...css.matchAll(/size-adjust:([\d.]+)%/g)].map((m) => Number(m[1]));

describe('the page fonts', () => {
  it('read a family list: the web family first, its fallback face second', () => {
    expect(stackFamilies(bebas)).toEqual({ family: 'Bebas Neue', fallback: 'Bebas Neue Fallback' });
  });

  it('declare the web faces with font-display: swap, Latin first, and the fallback from the local fonts', () => {
    const css = fontFaceCss(siteFontStacks.body, false, families);
    const web = css.split('\n').filter((rule) => rule.includes('font-family:"Inter Variable"'));
    expect(web).toHaveLength(2);
    expect(web[0]).toContain('font-display:swap');
    expect(web[0]).toContain('font-weight:100 900');
    expect(web[0]).toMatch(/src:url\([^)]*inter-latin-wght-normal[^)]*\.woff2\) format\("woff2"\)/);
    expect(web[0]).toContain('unicode-range:U+0000-00FF');
    // A regular, a bold and (the weight axis going past 700) an extra-bold fallback face, on Arial and Arial
    // Bold (or their metric-compatible fonts), each sized to Inter's width at that weight.
    expect(css).toContain(
      'font-family:"Inter Fallback";font-style:normal;font-weight:100 549;src:local("Arial")',
    );
    expect(css).toContain(
      'font-family:"Inter Fallback";font-style:normal;font-weight:550 749;src:local("Arial Bold")',
    );
    expect(css).toContain('font-weight:750 1000;src:local("Arial Bold")');
    // A serif family falls back on Times New Roman.
    expect(fontFaceCss(playfair, false, families)).toContain('src:local("Times New Roman")');
  });

  it('size the fallback from the font files: Inter as wide as Arial at 107 %, Bebas Neue’s capitals narrower', () => {
    // The figures measured by hand in Chromium before (decision 0006: Inter 107.12 %) come out of the files.
    expect(sizeAdjusts(fontFaceCss(siteFontStacks.body, false, families))[0]).toBeCloseTo(107.1, 0);
    // A family with one static weight: one fallback face for every weight.
    // A variable file whose default instance is its thinnest (Josefin Sans: 100) is sized at 400 and 700.
    const josefin = "'Josefin Sans Variable', 'Josefin Sans Variable Fallback', sans-serif";
    for (const size of sizeAdjusts(fontFaceCss(josefin, false, families)))
      expect(size).toBeGreaterThan(95);
    const text = sizeAdjusts(fontFaceCss(bebas, false, families));
    const caps = sizeAdjusts(fontFaceCss(bebas, true, families));
    expect(text).toHaveLength(1);
    expect(caps[0]).toBeLessThan((text[0] ?? 0) * 0.8);
  });

  it('give Arabic letters fallback faces of their own, on the local fonts that have them, sized on shaped Arabic', () => {
    const cairo = "'Cairo Variable', 'Cairo Fallback', ui-sans-serif, system-ui, sans-serif";
    const rules = fontFaceCss(cairo, false, families).split('\n');
    const arabic = rules.filter(
      (rule) => rule.includes('"Cairo Fallback"') && rule.includes('U+0600-06FF'),
    );
    // Three local fonts (DejaVu Sans, Noto Naskh Arabic, Noto Sans Arabic), a face per weight each, after the
    // Arial faces (which have no Arabic letters): the last one the machine has is taken.
    expect(arabic).toHaveLength(9);
    expect(
      rules.findIndex((rule) => rule.includes('U+0600-06FF') && rule.includes('Fallback')),
    ).toBe(rules.length - 9);
    const face = (local: string, weight: string) =>
      arabic.find((rule) => rule.includes(`local("${local}")`) && rule.includes(weight)) ?? '';
    // Sized on running Arabic as HarfBuzz shapes it, the Latin face drawing the spaces: in Chromium, the sample
    // set in DejaVu Sans at these sizes is as wide as in Cairo to 0.1 % (DejaVu Sans Bold at its own size ran 5 %
    // wider than Cairo's bold, and the Arabic headings wrapped on the first paint).
    expect(sizeAdjusts(face('DejaVu Sans', '100 549'))[0]).toBeCloseTo(97.3, 0);
    expect(sizeAdjusts(face('DejaVu Sans Bold', '550 749'))[0]).toBeCloseTo(88.8, 0);
    // Noto Naskh's letters are narrower than Cairo's, Noto Sans Arabic's a little.
    expect(sizeAdjusts(face('Noto Naskh Arabic', '100 549'))[0]).toBeGreaterThan(110);
    expect(sizeAdjusts(face('Noto Sans Arabic', '100 549'))[0]).toBeCloseTo(102.7, 0);
    // A family without Arabic letters has no such faces.
    expect(fontFaceCss(siteFontStacks.body, false, families)).not.toContain('U+0600-06FF');
  });

  it('know every font package, and nothing else', () => {
    const deps = Object.keys(
      (
        JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
          dependencies: Record<string, string>;
        }
      ).dependencies,
    ).filter((name) => name.startsWith('@fontsource'));
    expect(Object.keys(families)).toHaveLength(deps.length);
    expect(fontFaceCss("'Comic Sans MS', cursive", false, families)).toBe('');
    expect(preloadedFile("'Comic Sans MS', cursive", families)).toBeUndefined();
  });

  it('agree with app.css on the site’s pair', () => {
    const css = readFileSync(join(import.meta.dirname, '..', 'app.css'), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    for (const stack of [siteFontStacks.display, siteFontStacks.body])
      expect(css).toContain(stack.replace(/, /g, ', '));
  });

  it('put the Latin files’ preloads and the rules in <head>, each once', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <PageFonts display={bebas} body={siteFontStacks.body} caps />
          <PageFonts display={bebas} body={siteFontStacks.body} caps />
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(2);
    for (const link of preloads) {
      expect(link).toContain('as="font"');
      expect(link).toContain('type="font/woff2"');
      expect(link).toContain('crossorigin=""');
    }
    expect(preloads.join()).toMatch(/bebas-neue-latin-400-normal/);
    expect(preloads.join()).toMatch(/inter-latin-wght-normal/);
    // One element for both rule sets (React writes the styles of one precedence together).
    expect(head.match(/<style[^>]*data-precedence="fonts"/g)).toHaveLength(1);
    expect(head).toContain('data-href="font-Bebas-Neue-caps font-Inter-Variable"');
    // The display family's fallback sized on capitals (the theme's headings are upper case).
    expect(head).toContain(fontFaceCss(bebas, true, families).split('\n').at(-1));
    expect(html.slice(html.indexOf('<body>'))).not.toContain('@font-face');
  });
});
