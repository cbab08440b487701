import { describe, expect, it } from 'vitest';
import { demoNamed, demos } from '../content/demos/index.ts';
import { heroArt } from '../content/hero-art.ts';
import { parseArtworkPath } from './artwork.ts';
import { artworkDataUrl, drawStockArtwork, drawThemedArtwork } from './artwork-themed.ts';
import {
  distinctPalette,
  hex6,
  luminance,
  svgInScheme,
  withOtherScheme,
  type ArtPalette,
} from './artwork-schemes.ts';

const served = (src: string) =>
  decodeURIComponent(artworkDataUrl(src)!.slice('data:image/svg+xml,'.length));

/** The fills of the elements drawn opaque (no opacity of their own): what reads as a solid box. */
const opaqueFills = (svg: string) =>
  [...svg.matchAll(/<(rect|path|circle|ellipse)\s[^>]*>/g)]
    .map((m) => m[0])
    .filter((el) => !/\s(opacity|fill-opacity)="/.test(el))
    .flatMap((el) => /\sfill="(#[0-9a-f]{3,6})"/.exec(el)?.[1] ?? []);

/** The picture's ground: the fill of its first full-size rectangle (or its first colour stop, for a gradient). */
function ground(svg: string): string {
  const rect = /<rect width="\d+" height="\d+" fill="([^"]+)"/.exec(svg)?.[1] ?? '';
  if (rect.startsWith('#')) return rect;
  const id = /url\(#([^)]+)\)/.exec(rect)?.[1];
  return (
    new RegExp(`id="${id}"[^>]*>(?:<stop[^>]*>)*?<stop[^>]*stop-color="(#[0-9a-f]+)"`).exec(
      svg,
    )?.[1] ?? rect
  );
}

describe('the artwork in both colour schemes', () => {
  it('every demo has a light and a dark palette, its designed one as drawn, the two apart', () => {
    for (const demo of demos.map((one) => demoNamed(one.slug)!)) {
      const { light, dark } = demo.palettes;
      expect(demo.palettes[demo.theme.designed], demo.slug).toEqual(demo.palette);
      expect(light, demo.slug).not.toEqual(dark);
      // Each colour names one slot, so the other scheme's rules know what each becomes.
      expect(new Set(demo.palette).size, demo.slug).toBe(5);
      for (const colour of [...light, ...dark]) expect(colour, demo.slug).toMatch(/^#[0-9a-f]{6}$/);
      // Drawn light, the dark ground (the walls and skies: pale) is dark; drawn dark, the light ground is light.
      if (demo.theme.designed === 'light')
        expect(luminance(dark[3]), `${demo.slug} dark pale ${dark[3]}`).toBeLessThan(0.08);
      else expect(luminance(light[3]), `${demo.slug} light pale ${light[3]}`).toBeGreaterThan(0.6);
    }
  });

  it('every first-screen picture carries the other scheme, and differs by scheme', () => {
    for (const [slug, src] of Object.entries(heroArt)) {
      const svg = served(src);
      expect(svg, slug).toMatch(/<style>@media \(prefers-color-scheme:(dark|light)\)\{/);
      const light = svgInScheme(svg, 'light');
      const dark = svgInScheme(svg, 'dark');
      expect(light, slug).not.toBe(dark);
      expect(light, slug).not.toContain('<style>');
    }
  });

  it('shows a dark picture on a dark page: no light ground and no opaque white box (dentist, startup, yoga and the rest)', () => {
    const designedLight = new Set(
      demos.filter((d) => d.theme.designed === 'light').map((d) => d.slug),
    );
    for (const [slug, src] of Object.entries(heroArt)) {
      const path = parseArtworkPath(src)!;
      if (path.palette && !designedLight.has(path.palette)) continue;
      const dark = svgInScheme(served(src), 'dark');
      const light = svgInScheme(served(src), 'light');
      // A picture on a light ground (a wall, a sky) in light is on a dark one in dark.
      if (luminance(ground(light)) > 0.5)
        expect(luminance(ground(dark)), `${slug} dark ground ${ground(dark)}`).toBeLessThan(0.1);
      const whites = opaqueFills(dark).filter((fill) => luminance(fill) > 0.7);
      expect(whites, `${slug}: opaque light fills in dark`).toEqual([]);
    }
  });

  it('a demo’s picture is drawn in its designed palette and shows its other palette in the other scheme', () => {
    const dentist = demoNamed('dentist')!;
    const svg = drawThemedArtwork('dentist', 'clinic', 12, 1280, 960);
    expect(svg).toContain('@media (prefers-color-scheme:dark)');
    const dark = svgInScheme(svg, 'dark');
    for (const colour of dentist.palettes.light.slice(1, 4))
      expect(dark).not.toContain(`"${colour}"`);
    for (const colour of dentist.palettes.dark.slice(1, 4)) expect(dark).toContain(`"${colour}"`);
    // A demo designed dark: drawn dark, re-coloured for a light page.
    const restaurant = demoNamed('restaurant')!;
    const table = drawThemedArtwork('restaurant', 'table', 3, 1600, 900);
    expect(table).toContain('@media (prefers-color-scheme:light)');
    expect(svgInScheme(table, 'light')).toContain(`"${restaurant.palettes.light[1]}"`);
  });

  it('stock pictures (no demo’s palette) have a dark palette too, and logos keep their lettering legible', () => {
    const landscape = drawStockArtwork('landscape', 17, 1600, 900);
    expect(luminance(ground(svgInScheme(landscape, 'light')))).toBeGreaterThan(0.6);
    expect(luminance(ground(svgInScheme(landscape, 'dark')))).toBeLessThan(0.1);
    // A logo on a transparent ground: its deep lettering turns light on a dark page.
    const logo = drawStockArtwork('logo', 3, 240, 80);
    const bars = (svg: string) =>
      [...svg.matchAll(/<rect [^>]*rx="4" fill="(#[0-9a-f]+)"/g)].map((m) => luminance(m[1]!));
    expect(Math.max(...bars(svgInScheme(logo, 'light')))).toBeLessThan(0.1);
    expect(Math.min(...bars(svgInScheme(logo, 'dark')))).toBeGreaterThan(0.4);
  });

  it('the other scheme’s rules re-colour attributes, keep translucent white light, and read back', () => {
    const from: ArtPalette = ['#111111', '#222222', '#333333', '#eeeeee', '#ff0000'];
    const to: ArtPalette = ['#000000', '#444444', '#555555', '#1a1a1a', '#ff0000'];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#eeeeee"/><path stroke="#222222"/><rect fill="#fff"/><rect fill="#fff" opacity=".3"/><stop stop-color="#333333"/></svg>`;
    const both = withOtherScheme(svg, from, to, 'dark', { white: '#666666' });
    expect(
      both.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>'),
    ).toBe(true);
    // Pop is the same in both schemes: no rule for it; deep is not drawn: no rule either.
    expect(both).not.toContain('#ff0000');
    expect(both).not.toContain('[fill="#111111"]');
    expect(svgInScheme(both, 'light')).toBe(svg);
    expect(svgInScheme(both, 'dark')).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#1a1a1a"/><path stroke="#444444"/><rect fill="#666666"/><rect fill="#fff" opacity=".3"/><stop stop-color="#555555"/></svg>`,
    );
  });

  it('a palette with a colour twice is made distinct, each colour #rrggbb', () => {
    const p = distinctPalette(['#ABC', '#aabbcc', '#aabbcc', '#fff', '#000']);
    expect(new Set(p).size).toBe(5);
    expect(p[0]).toBe(hex6('#abc'));
    for (const c of p) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });
});
