/**
 * The sample artwork in both colour schemes, from one file (issue 40 §1): a picture is drawn in one palette (a
 * demo's designed scheme's, or a stock one in light) and carries, in a `<style>` of its own, the other scheme's
 * colour for each of the palette's colours: `@media (prefers-color-scheme: dark) { [fill="#e8f8f8"] { fill:
 * #1a3535 } … }`. An SVG shown as an image (`<img>`, a CSS background, a data: URL) answers
 * `prefers-color-scheme` with the `color-scheme` of the element that shows it (Media Queries 5; Chromium,
 * Firefox and WebKit do so), and that is the root's, which the scheme switch sets, or a one-scheme demo's
 * wrapper's: the picture follows the page, switch included, with no script, no flash and no second file.
 * A CSS rule outranks a presentation attribute, so the attributes keep the first scheme and the rules
 * re-colour; a browser that ignores the query shows the drawn scheme. Decision 0041.
 * Relative imports only: the artwork build loads this file.
 */
export type ArtScheme = 'light' | 'dark';
/** The five colours a picture is drawn in: deep, mid, light, pale, pop (lib/artwork-draw.ts). */
export type ArtPalette = readonly [string, string, string, string, string];

/** `#abc` or `#AABBCC` as `#aabbcc`. */
export function hex6(colour: string): string {
  const c = colour.trim().toLowerCase();
  return c.length === 4 ? `#${[...c.slice(1)].map((d) => d + d).join('')}` : c;
}

const channels = (colour: string) =>
  [0, 1, 2].map((k) => parseInt(hex6(colour).slice(1 + k * 2, 3 + k * 2), 16)) as [
    number,
    number,
    number,
  ];
const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `a` mixed into `b` (`t` of a), as #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return toHex(ca.map((v, k) => v * t + (cb[k] as number) * (1 - t)));
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const lin = (v: number) =>
    v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4;
  const [r, g, b] = channels(colour);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * The palette with each colour written `#rrggbb` and no two alike (a repeat is moved by one step of blue, which
 * no eye sees): each colour must name one slot, for the other scheme's rules to know which colour it becomes.
 */
export function distinctPalette(palette: ArtPalette): ArtPalette {
  const seen = new Set<string>();
  return palette.map((colour) => {
    let c = hex6(colour);
    while (seen.has(c)) {
      const [r, g, b] = channels(c);
      c = toHex([r, g, b < 255 ? b + 1 : b - 1]);
    }
    seen.add(c);
    return c;
  }) as unknown as ArtPalette;
}

/**
 * A stock palette's dark counterpart (a picture drawn in no demo's palette): the pale ground and the light
 * planes sink to the deep colour tinted with mid, mid rises a little towards light, pop keeps its character.
 */
export function darkStockPalette([deep, mid, light, , pop]: ArtPalette): ArtPalette {
  const night = mix(deep, '#000000', 0.62);
  return [night, mix(light, mid, 0.35), mix(mid, deep, 0.42), mix(mid, deep, 0.2), pop];
}

/** What an opaque white drawn literally (a cabinet, a tray, a phone's screen) becomes on a dark picture. */
export const darkWhite = (palette: ArtPalette): string => mix(palette[2], palette[0], 0.55);

/** The attributes whose colours the other scheme re-colours. */
const colourAttributes = ['fill', 'stroke', 'stop-color', 'flood-color'] as const;

/**
 * The picture (`svg`, drawn in `from`) with the other scheme's colours (`to`, shown when the embedder's
 * colour scheme is `other`). `white` is what an opaque literal white becomes in dark (a translucent white is
 * light falling on something, kept); `literals` re-colour other colours the drawing writes as they are.
 */
export function withOtherScheme(
  svg: string,
  from: ArtPalette,
  to: ArtPalette,
  other: ArtScheme,
  { white, literals = {} }: { white?: string; literals?: Readonly<Record<string, string>> } = {},
): string {
  const rules: string[] = [];
  for (const attribute of colourAttributes) {
    from.forEach((colour, k) => {
      const target = hex6(to[k] as string);
      if (target !== colour && svg.includes(`${attribute}="${colour}"`))
        rules.push(`[${attribute}="${colour}"]{${attribute}:${target}}`);
    });
    for (const [colour, target] of Object.entries(literals))
      if (svg.includes(`${attribute}="${colour}"`))
        rules.push(`[${attribute}="${colour}"]{${attribute}:${target}}`);
  }
  if (white && other === 'dark')
    for (const attribute of ['fill', 'stroke'] as const)
      if (svg.includes(`${attribute}="#fff"`))
        rules.push(
          `[${attribute}="#fff"]:not([opacity],[${attribute}-opacity]){${attribute}:${white}}`,
        );
  if (rules.length === 0) return svg;
  const style = `<style>@media (prefers-color-scheme:${other}){${rules.join('')}}</style>`;
  return svg.replace(/^(<svg[^>]*>)/, `$1${style}`);
}

/**
 * The picture as it shows in `scheme`: the other scheme's rules applied to its attributes (what a browser does
 * when the page is in that scheme). For tests and tools; a page never needs it.
 */
export function svgInScheme(svg: string, scheme: ArtScheme): string {
  const block = /<style>@media \(prefers-color-scheme:(light|dark)\)\{(.*?)\}<\/style>/.exec(svg);
  if (!block) return svg;
  const bare = svg.replace(block[0], '');
  if (block[1] !== scheme) return bare;
  // attribute → colour → [target, only where the element is opaque]
  const rules = new Map<string, Map<string, [string, boolean]>>();
  for (const [, attribute = '', colour = '', not, target = ''] of (block[2] ?? '').matchAll(
    /\[([a-z-]+)="(#[0-9a-f]+)"\](:not\([^)]*\))?\{[a-z-]+:(#[0-9a-f]+)\}/g,
  )) {
    if (!rules.has(attribute)) rules.set(attribute, new Map());
    rules.get(attribute)!.set(colour, [target, Boolean(not)]);
  }
  return bare.replace(/<[a-zA-Z]+\s[^>]*>/g, (element) => {
    const translucent = /\s(opacity|fill-opacity|stroke-opacity)="/.test(element);
    return element.replace(
      /\b(fill|stroke|stop-color|flood-color)="(#[0-9a-f]+)"/g,
      (whole, attribute, colour) => {
        const rule = rules.get(attribute)?.get(colour);
        return rule && !(rule[1] && translucent) ? `${attribute}="${rule[0]}"` : whole;
      },
    );
  });
}
