/**
 * A home demo's pictures (`/artwork/<demo>-<kind>-…`): the kind drawn in the demo's palette (made from its
 * recipe, content/demos/<demo>.ts) with depth added, its gallery thumbnail (a website in miniature), and the
 * data: URL a prerendered hero embeds. Relative imports only: the artwork build loads this file.
 */
import { demoNamed } from '../content/demos/index.ts';
import { parseArtworkPath, type ArtworkKind, type ArtworkPath } from './artwork.ts';
import { drawArtwork, rng, stockPalette } from './artwork-draw.ts';
import { isSceneKind } from './artwork-scenes.ts';
import {
  darkStockPalette,
  darkWhite,
  distinctPalette,
  mix,
  withOtherScheme,
  type ArtPalette,
} from './artwork-schemes.ts';

/** A website in miniature, in a demo's palette: the gallery's and the menu's thumbnail of that demo. */
function drawDemoThumbnail(
  p: readonly string[],
  seed: number,
  w: number,
  h: number,
  dark = false,
): string {
  const [deep, mid, light, pale, pop] = p as [string, string, string, string, string];
  const card = dark ? '#26241f' : '#fff';
  const r = rng(seed * 31 + 7);
  const n = (min: number, max: number) => min + r() * (max - min);
  const split = seed % 3 === 2;
  const hx = split ? w * 0.45 : w * 0.05;
  const hy = h * 0.16;
  const hw = split ? w * 0.5 : w * 0.9;
  const hh = h * 0.46;
  const cards = [0, 1, 2]
    .map((i) => {
      const x = w * 0.05 + i * (w * 0.3) + (i ? w * 0.01 : 0);
      const cw = w * 0.28;
      return `<g filter="url(#s)"><rect x="${x}" y="${h * 0.68}" width="${cw}" height="${h * 0.27}" rx="${h * 0.025}" fill="${card}"/></g><rect x="${x}" y="${h * 0.68}" width="${cw}" height="${h * 0.12}" rx="${h * 0.025}" fill="url(#c${i})"/><rect x="${x + cw * 0.1}" y="${h * 0.84}" width="${cw * n(0.5, 0.75)}" height="${h * 0.025}" rx="${h * 0.0125}" fill="${dark ? pale : deep}" opacity=".75"/><rect x="${x + cw * 0.1}" y="${h * 0.89}" width="${cw * 0.45}" height="${h * 0.02}" rx="${h * 0.01}" fill="${dark ? pale : deep}" opacity=".3"/>`;
    })
    .join('');
  // Three page layouts, by seed: text over the hero, centred text, or text beside a picture panel.
  const layout = seed % 3;
  const tw = [hw * n(0.38, 0.5), hw * n(0.28, 0.36), hw * 0.3, hw * 0.14];
  const tx = (width: number) =>
    layout === 1 ? hx + (hw - width) / 2 : layout === 2 ? w * 0.05 : hx + hw * 0.06;
  const ink = layout === 2 && !dark ? deep : '#fff';
  const heroText = [
    `<rect x="${tx(tw[0] as number)}" y="${hy + hh * 0.22}" width="${tw[0]}" height="${hh * 0.1}" rx="${hh * 0.03}" fill="${ink}"/>`,
    `<rect x="${tx(tw[1] as number)}" y="${hy + hh * 0.38}" width="${tw[1]}" height="${hh * 0.1}" rx="${hh * 0.03}" fill="${ink}" opacity=".92"/>`,
    `<rect x="${tx(tw[2] as number)}" y="${hy + hh * 0.56}" width="${tw[2]}" height="${hh * 0.05}" rx="${hh * 0.025}" fill="${ink}" opacity=".55"/>`,
    `<rect x="${tx(tw[3] as number)}" y="${hy + hh * 0.72}" width="${tw[3]}" height="${hh * 0.11}" rx="${hh * 0.055}" fill="${pop}"/>`,
  ].join('');
  const orbs = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${hx + hw * n(0.55, 0.95)}" cy="${hy + hh * n(0.1, 0.9)}" r="${hh * n(0.25, 0.55)}" fill="${[light, pop, mid][i]}" opacity="${n(0.35, 0.7).toFixed(2)}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark ? '#151412' : pale}"/><stop offset="1" stop-color="${dark ? deep : light}" stop-opacity="${dark ? 1 : 0.55}"/></linearGradient><linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset=".65" stop-color="${mid}"/><stop offset="1" stop-color="${pop}"/></linearGradient><radialGradient id="glow" cx=".75" cy=".3" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><linearGradient id="c0" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${light}"/></linearGradient><linearGradient id="c1" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pop}"/><stop offset="1" stop-color="${mid}"/></linearGradient><linearGradient id="c2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient><filter id="s" x="-10%" y="-10%" width="120%" height="140%"><feDropShadow dx="0" dy="${h * 0.012}" stdDeviation="${h * 0.015}" flood-color="${deep}" flood-opacity=".22"/></filter><filter id="b"><feGaussianBlur stdDeviation="${h * 0.03}"/></filter><clipPath id="hc"><rect x="${hx}" y="${hy}" width="${hw}" height="${hh}" rx="${h * 0.03}"/></clipPath></defs><rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h * 0.1}" fill="${deep}"/><circle cx="${w * 0.04}" cy="${h * 0.05}" r="${h * 0.014}" fill="${pop}"/><rect x="${w * 0.08}" y="${h * 0.038}" width="${w * 0.12}" height="${h * 0.024}" rx="${h * 0.012}" fill="${pale}" opacity=".9"/>${[0, 1, 2, 3].map((i) => `<rect x="${w * (0.55 + i * 0.085)}" y="${h * 0.042}" width="${w * 0.06}" height="${h * 0.016}" rx="${h * 0.008}" fill="${pale}" opacity=".5"/>`).join('')}<g filter="url(#s)"><rect x="${hx}" y="${hy}" width="${hw}" height="${hh}" rx="${h * 0.03}" fill="url(#hero)"/></g><g clip-path="url(#hc)"><g filter="url(#b)">${orbs}</g><path d="M${hx} ${hy + hh * 0.8} C${hx + hw * 0.3} ${hy + hh * 0.55} ${hx + hw * 0.6} ${hy + hh * 1.05} ${hx + hw} ${hy + hh * 0.7} V${hy + hh} H${hx}Z" fill="${deep}" opacity=".35"/><rect x="${hx}" y="${hy}" width="${hw}" height="${hh}" fill="url(#glow)"/></g>${heroText}${cards}</svg>
`;
}

/**
 * A picture on a transparent ground (a logo): its deep strokes are lettering, so on a dark page they turn pale
 * rather than dark, and its light ones stay light.
 */
const transparentGround = (kind: ArtworkKind) => kind === 'logo';

/** The other scheme's palette for a picture on a transparent ground: lettering light on a dark page. */
const logoOnDark = ([, mid, light, pale, pop]: ArtPalette, dark: ArtPalette): ArtPalette => [
  pale,
  mix(light, mid, 0.45),
  light,
  dark[3],
  pop,
];

/**
 * A demo's picture in both schemes: drawn in its designed scheme's palette, with the other scheme's colours in
 * the picture's own style (lib/artwork-schemes.ts), so it follows the page's scheme.
 */
export function drawThemedArtwork(
  demo: string,
  kind: ArtworkKind,
  seed: number,
  w: number,
  h: number,
): string {
  const found = demoNamed(demo);
  if (!found) throw new Error(`artwork: no home demo named ${demo} (content/demos/index.ts)`);
  const { designed } = found.theme;
  const other = designed === 'light' ? 'dark' : 'light';
  const drawn = found.palettes[designed];
  const to =
    transparentGround(kind) && other === 'dark'
      ? logoOnDark(drawn, found.palettes.dark)
      : found.palettes[other];
  return withOtherScheme(drawDesignedArtwork(demo, kind, seed, w, h), drawn, to, other, {
    white: darkWhite(found.palettes.dark),
    // A dark-designed thumbnail's cards and ground, in light.
    literals: other === 'light' ? { '#26241f': '#ffffff', '#151412': to[3] } : {},
  });
}

/** A stock picture (no demo's palette) in both schemes: drawn light, with its dark colours in its style. */
export function drawStockArtwork(kind: ArtworkKind, seed: number, w: number, h: number): string {
  const light = distinctPalette(stockPalette(seed));
  const dark = darkStockPalette(light);
  return withOtherScheme(
    drawArtwork(kind, seed, w, h, light),
    light,
    transparentGround(kind) ? logoOnDark(light, dark) : dark,
    'dark',
    { white: darkWhite(dark) },
  );
}

/** The picture a literal artwork path names, in both schemes. */
export function drawArtworkAt({ palette, kind, seed, width, height }: ArtworkPath): string {
  return palette
    ? drawThemedArtwork(palette, kind, seed, width, height)
    : drawStockArtwork(kind, seed, width, height);
}

/** A demo's picture: the kind drawn in its designed palette, lit from the top left, shaded and vignetted for depth. */
function drawDesignedArtwork(
  demo: string,
  kind: ArtworkKind,
  seed: number,
  w: number,
  h: number,
): string {
  const found = demoNamed(demo);
  if (!found) throw new Error(`artwork: no home demo named ${demo} (content/demos/index.ts)`);
  const p = found.palette;
  // A demo on a dark page: its thumbnail is dark too.
  if (kind === 'demo') return drawDemoThumbnail(p, seed, w, h, found.theme.designed === 'dark');
  const base = drawArtwork(kind, seed, w, h, p);
  // Logos and screens are flat by design; the trade scenes are lit and textured already.
  if (kind === 'logo' || kind === 'screen' || isSceneKind(kind)) return base;
  const r = rng(seed * 17 + 3);
  const depth = `<defs><radialGradient id="lt" cx="${(0.15 + r() * 0.3).toFixed(2)}" cy="0.1" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/></radialGradient><radialGradient id="vg" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="${p[0]}" stop-opacity="0"/><stop offset="1" stop-color="${p[0]}" stop-opacity=".35"/></radialGradient><linearGradient id="sh" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="${p[0]}" stop-opacity="0"/><stop offset="1" stop-color="${p[0]}" stop-opacity=".28"/></linearGradient></defs><circle cx="${w * (0.7 + r() * 0.2)}" cy="${h * (0.15 + r() * 0.2)}" r="${Math.min(w, h) * 0.35}" fill="${p[4]}" opacity=".16"/><rect width="${w}" height="${h}" fill="url(#lt)"/><rect width="${w}" height="${h}" fill="url(#sh)"/><rect width="${w}" height="${h}" fill="url(#vg)"/>`;
  return base.replace('</svg>', `${depth}</svg>`);
}

/** The same picture as the file at `src` (a literal artwork path), as a data: URL; undefined for other images. */
export function artworkDataUrl(src: string): string | undefined {
  const path = parseArtworkPath(src);
  if (!path || (path.palette && !demoNamed(path.palette))) return undefined;
  const svg = drawArtworkAt(path);
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}
