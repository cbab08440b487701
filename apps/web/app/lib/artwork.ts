/**
 * Contrail's sample artwork, its path contract: content names a picture by a literal path, and the build draws
 * one SVG file per path it finds in the app (scripts/generate-artwork.ts), so every image has a real intrinsic
 * size and nothing is fetched from outside.
 * - `/artwork/<kind>-<seed>-<width>x<height>.svg`: drawn in one of eight stock palettes (the seed picks it);
 * - `/artwork/<demo>-<kind>-<seed>-<width>x<height>.svg`: drawn in a home demo's palette (made from its recipe,
 *   content/demos/<demo>.ts), with depth added so a demo's pictures look like one set.
 * The drawing code is lib/artwork-draw.ts (the kinds) and lib/artwork-themed.ts (a demo's palette, its thumbnail,
 * the data: URL of a prerendered hero). This file is what a page may load: names and sizes, no drawing, no palette.
 */
import { motifKinds } from './artwork-motifs.ts';
import { sceneKinds } from './artwork-scenes.ts';
import { journalKinds } from './artwork-journal.ts';

export const artworkKinds = [
  'abstract',
  'portrait',
  'landscape',
  'city',
  'product',
  'interior',
  'food',
  'aircraft',
  'workspace',
  'pattern',
  'logo',
  'avatar',
  'demo',
  'screen',
  ...motifKinds,
  // Trade scenes for the heroes (lib/artwork-scenes.ts): a surgery, code, a launch, a lounge, shelves, a workshop, a gym.
  ...sceneKinds,
  // The blogs' subjects (lib/artwork-journal.ts): a study's bookcase, a windowsill still life, a writing desk.
  ...journalKinds,
  // Shop goods (the seed picks the piece): lounge chair / sofa / table; vases; lamps; top / bag / folded scarf.
  'furniture',
  'vase',
  'lamp',
  'garment',
  'stage',
  'building',
  'room',
] as const;
export type ArtworkKind = (typeof artworkKinds)[number];

/** A picture's path, read. */
export interface ArtworkPath {
  /** The home demo whose palette it is drawn in (`<demo>` of `/home-<demo>`), if any. */
  palette?: string;
  kind: ArtworkKind;
  seed: number;
  width: number;
  height: number;
}

const source = /* @__PURE__ */ (() =>
  `/artwork/(?:([a-z][a-z-]*?)-)?(${artworkKinds.join('|')})-(\\d+)-(\\d+)x(\\d+)\\.svg`)();

// The patterns are built in pure-annotated calls so a browser bundle that only needs `artImage` drops them.
/** Every artwork path in a text (global: for `matchAll`). */
export const artworkPattern = /* @__PURE__ */ (() => new RegExp(source, 'g'))();
const wholePath = /* @__PURE__ */ (() => new RegExp(`^${source}$`))();

/** The parts of a literal artwork path; undefined for any other image. */
export function parseArtworkPath(src: string): ArtworkPath | undefined {
  const match = wholePath.exec(src);
  return match ? pathOf(match) : undefined;
}

/** The parts of one match of `artworkPattern`. */
export function pathOf(match: RegExpMatchArray | RegExpExecArray): ArtworkPath {
  const [, palette, kind, seed, width, height] = match;
  return {
    ...(palette ? { palette } : {}),
    kind: kind as ArtworkKind,
    seed: Number(seed),
    width: Number(width),
    height: Number(height),
  };
}

/** Intrinsic size from an artwork path (`…-640x400.svg`), so thumbnails never shift. */
export function artworkSize(src: string): { width: number; height: number } {
  const match = /-(\d+)x(\d+)\.\w+$/.exec(src);
  return match
    ? { width: Number(match[1]), height: Number(match[2]) }
    : { width: 640, height: 400 };
}

/** An artwork image (a literal path, so the build draws it) with its size read from the path. */
export function artImage(src: string, alt: string) {
  return { src, alt, ...artworkSize(src) };
}
