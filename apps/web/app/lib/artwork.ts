/**
 * Contrail's sample artwork: original SVG illustrations drawn from a name. Content refers to files by a
 * literal path `/artwork/<kind>-<seed>-<width>x<height>.svg`; the build scans the app for such paths and
 * writes each file, so every image has a real intrinsic size and nothing is fetched from outside.
 */
import { drawScreen } from './artwork-screen.ts';
import { drawMotif, isMotifKind, motifKinds } from './artwork-motifs.ts';

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

// The patterns are built in pure-annotated calls so a browser bundle that only needs `artImage` drops them
// (and the palette table they read) instead of keeping the RegExp constructions as side effects.
export const artworkPattern = /* @__PURE__ */ (() =>
  new RegExp(`/artwork/(${artworkKinds.join('|')})-(\\d+)-(\\d+)x(\\d+)\\.svg`, 'g'))();

/**
 * The home demos' palettes (deep, mid, light, pale, pop), from each demo's theme: a themed file is named
 * `/artwork/<palette>-<kind>-<seed>-<width>x<height>.svg` and drawn in those colours, with depth added
 * (a light source, a shade and a soft vignette) so a demo's pictures look like one set.
 */
export const themedPalettes = {
  startup: ['#171127', '#5b34d6', '#a78bfa', '#f1ecff', '#f97316'],
  consulting: ['#14213d', '#8a5a28', '#d9b48a', '#f6efe6', '#3d5a99'],
  'web-agency': ['#0b1020', '#0e7490', '#67e8f9', '#ecfeff', '#f43f5e'],
  'creative-agency': ['#2a1d17', '#b4501f', '#f0a57c', '#f4f1ec', '#3a6ea5'],
  'branding-agency': ['#111111', '#e11d48', '#fda4af', '#f5f5f4', '#525252'],
  'marketing-agency': ['#1a1a1a', '#f5c400', '#ffe27a', '#fffbea', '#7c3aed'],
  business: ['#0e1430', '#2346e8', '#93a8ff', '#e8edff', '#ff7a45'],
  corporate: ['#0f2233', '#087a4c', '#4fe0a0', '#e3f5ec', '#38bdf8'],
  finance: ['#1c2a19', '#3f6b35', '#a9c79a', '#e9efe3', '#c99a2e'],
  'digital-agency': ['#0d0d10', '#f59e0b', '#fde68a', '#2a2418', '#f43f5e'],
  'seo-agency': ['#1d2540', '#0e6660', '#5fd3c4', '#e0f4f1', '#f2b950'],
  application: ['#0e0f24', '#ec4899', '#f9a8d4', '#1d1f4a', '#7c5cff'],
  'design-agency': ['#161616', '#ff4f2e', '#ffb4a3', '#f7f5f2', '#2f4bff'],
  'personal-portfolio': ['#111111', '#ffe600', '#fff27a', '#262626', '#ff6b3d'],
  freelancer: ['#0b2a24', '#06d6a0', '#9af0d6', '#eefbf6', '#ff8a5b'],
  magazine: ['#1c1917', '#a3341f', '#e8a48f', '#f3efe6', '#2f5d62'],
  'lifestyle-blog': ['#3a231d', '#fe7a56', '#ffc2ad', '#fff1ea', '#5aa39a'],
  'classic-blog': ['#1f2a30', '#2f3e46', '#84a98c', '#eef2ef', '#c9a66b'],
  'blog-metro': ['#1e0b24', '#c026d3', '#f0abfc', '#fdf4ff', '#22d3ee'],
  restaurant: ['#12100e', '#8c6a2a', '#c9a24b', '#f3e7cf', '#b5462f'],
  cafe: ['#2e1f14', '#8b5a2b', '#d9b48c', '#f7f1e8', '#3f6b4f'],
  'hotel-resort': ['#1f2a2e', '#8a6038', '#d8b894', '#fbf8f3', '#5f8f94'],
  'travel-agency': ['#03284a', '#0077b6', '#7cc6ee', '#eaf6fc', '#ff7f50'],
  'yoga-meditation': ['#3d4a40', '#c97a66', '#a9c2ae', '#fbeee9', '#e8b04f'],
  'gym-fitness': ['#0b0b0c', '#ff3d2e', '#ff8a7a', '#2a1210', '#f5f5f4'],
  'spa-salon': ['#4a2630', '#b0566a', '#e8b4bd', '#fff1ef', '#c9a36b'],
  dentist: ['#0f2a3a', '#00898a', '#7fd8d6', '#e8f8f8', '#ffc857'],
  decor: ['#2b211c', '#b5653a', '#e3b08f', '#f6f1ea', '#6f7d5c'],
  'furniture-shop': ['#15302e', '#1f5f5b', '#c8a27a', '#eef3f1', '#e0b25c'],
  'fashion-shop': ['#111111', '#5e4d44', '#d8b4a0', '#f7f2ee', '#9f2f3c'],
  'interactive-portfolio': ['#0d0d10', '#5b45b0', '#c4b5fd', '#ede9fe', '#f472b6'],
  'creative-portfolio': ['#1b1b1b', '#1f7a6a', '#7dd3c0', '#e3f7f2', '#f59e0b'],
  'vertical-portfolio': ['#14120d', '#8a6a1f', '#e9c46a', '#faf1d9', '#e76f51'],
  'split-portfolio': ['#1a1214', '#a63f45', '#f28482', '#fde4e1', '#84a59d'],
  'events-conference': ['#14112b', '#5b2a86', '#ff6a3d', '#2a1d3a', '#ffd166'],
  architecture: ['#16181c', '#4a5059', '#c9ccd1', '#e9eaec', '#c8dc00'],
  'interior-design': ['#1c1a17', '#6b5a47', '#d8c3a0', '#f5efe4', '#b68a4c'],
  photography: ['#0a0a0a', '#3b3630', '#a89c86', '#d9c7a3', '#e7dcc6'],
} as const satisfies Record<string, readonly [string, string, string, string, string]>;
export type ArtworkPalette = keyof typeof themedPalettes;
/** The demos on a dark page: their thumbnails are dark too. */
const darkPalettes: ReadonlySet<ArtworkPalette> = new Set([
  'marketing-agency',
  'digital-agency',
  'application',
  'personal-portfolio',
  'restaurant',
  'gym-fitness',
  'interactive-portfolio',
  'creative-portfolio',
  'vertical-portfolio',
  'split-portfolio',
  'events-conference',
  'architecture',
  'photography',
]);

export const themedArtworkPattern = /* @__PURE__ */ (() =>
  new RegExp(
    `/artwork/(${Object.keys(themedPalettes).join('|')})-(${artworkKinds.join('|')})-(\\d+)-(\\d+)x(\\d+)\\.svg`,
    'g',
  ))();

const palettes = [
  ['#1e1b4b', '#4338ca', '#818cf8', '#e0e7ff', '#f97316'],
  ['#052e2b', '#0f766e', '#2dd4bf', '#ccfbf1', '#facc15'],
  ['#3b0764', '#7e22ce', '#c084fc', '#f3e8ff', '#fb7185'],
  ['#0c1a2e', '#0b5cab', '#60a5fa', '#dbeafe', '#f59e0b'],
  ['#3f1d0b', '#c2410c', '#fb923c', '#ffedd5', '#0ea5e9'],
  ['#111827', '#374151', '#9ca3af', '#f3f4f6', '#ef4444'],
  ['#1a2e05', '#4d7c0f', '#a3e635', '#ecfccb', '#e11d48'],
  ['#4c0519', '#be123c', '#fda4af', '#ffe4e6', '#14b8a6'],
] as const;

function rng(seed: number) {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10000) / 10000;
  };
}

export function drawArtwork(
  kind: ArtworkKind,
  seed: number,
  w: number,
  h: number,
  palette?: readonly [string, string, string, string, string],
): string {
  const r = rng(seed + kind.length * 97);
  const p = palette ?? palettes[seed % palettes.length] ?? palettes[0];
  const [deep, mid, light, pale, pop] = p;
  const n = (min: number, max: number) => min + r() * (max - min);
  const shapes: string[] = [];
  const bg = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
  switch (kind) {
    case 'portrait':
    case 'avatar': {
      shapes.push(`<rect width="${w}" height="${h}" fill="${pale}"/>`);
      const cx = w / 2;
      shapes.push(
        `<circle cx="${cx}" cy="${h * 0.38}" r="${Math.min(w, h) * 0.18}" fill="${light}"/>`,
      );
      shapes.push(
        `<path d="M${cx - w * 0.36} ${h} C${cx - w * 0.3} ${h * 0.62} ${cx + w * 0.3} ${h * 0.62} ${cx + w * 0.36} ${h}Z" fill="${mid}"/>`,
      );
      shapes.push(
        `<circle cx="${w * n(0.1, 0.9)}" cy="${h * n(0.05, 0.25)}" r="${w * 0.06}" fill="${pop}" opacity=".7"/>`,
      );
      break;
    }
    case 'landscape':
    case 'aircraft': {
      shapes.push(`<rect width="${w}" height="${h}" fill="${pale}"/>`);
      shapes.push(
        `<circle cx="${w * n(0.6, 0.85)}" cy="${h * 0.28}" r="${h * 0.1}" fill="${pop}" opacity=".85"/>`,
      );
      for (let i = 0; i < 3; i++) {
        const y = h * (0.55 + i * 0.12);
        shapes.push(
          `<path d="M0 ${y} Q${w * n(0.2, 0.4)} ${y - h * n(0.1, 0.25)} ${w * 0.55} ${y} T${w} ${y - h * 0.05} V${h} H0Z" fill="${[light, mid, deep][i]}"/>`,
        );
      }
      if (kind === 'aircraft') {
        const s = Math.min(w, h) / 220;
        const x = w * 0.3;
        const y = h * 0.3;
        shapes.push(
          `<g transform="translate(${x} ${y}) scale(${s}) rotate(-8)" fill="${deep}"><path d="M0 30 L150 22 Q175 22 180 30 Q175 38 150 38 L0 34Z"/><path d="M70 26 L95 -30 L110 -30 L100 26Z"/><path d="M70 34 L95 90 L110 90 L100 34Z" opacity=".8"/><path d="M10 30 L0 5 L12 5 L28 28Z"/><circle cx="182" cy="30" r="4" fill="${pop}"/></g>`,
          `<path d="M0 ${y + 40 * s} Q${x * 0.6} ${y + 30 * s} ${x} ${y + 28 * s}" stroke="#fff" stroke-opacity=".7" stroke-width="${3 * s}" fill="none"/>`,
        );
      }
      break;
    }
    case 'city': {
      shapes.push(bg);
      let x = 0;
      while (x < w) {
        const bw = n(w * 0.05, w * 0.12);
        const bh = n(h * 0.25, h * 0.75);
        shapes.push(
          `<rect x="${x}" y="${h - bh}" width="${bw - 4}" height="${bh}" fill="${r() > 0.5 ? deep : light}" opacity=".85"/>`,
        );
        x += bw;
      }
      break;
    }
    case 'product': {
      shapes.push(`<rect width="${w}" height="${h}" fill="${pale}"/>`);
      shapes.push(
        `<ellipse cx="${w / 2}" cy="${h * 0.82}" rx="${w * 0.3}" ry="${h * 0.04}" fill="${deep}" opacity=".15"/>`,
      );
      const pw = w * n(0.3, 0.45);
      const ph = h * n(0.45, 0.6);
      shapes.push(
        `<rect x="${(w - pw) / 2}" y="${h * 0.8 - ph}" width="${pw}" height="${ph}" rx="${pw * 0.18}" fill="${mid}"/>`,
      );
      shapes.push(
        `<rect x="${(w - pw) / 2 + pw * 0.15}" y="${h * 0.8 - ph * 0.7}" width="${pw * 0.7}" height="${ph * 0.25}" rx="6" fill="${pale}" opacity=".9"/>`,
      );
      shapes.push(
        `<circle cx="${w / 2}" cy="${h * 0.8 - ph - h * 0.04}" r="${pw * 0.16}" fill="${pop}"/>`,
      );
      break;
    }
    case 'furniture':
    case 'vase':
    case 'lamp':
    case 'garment': {
      shapes.push(`<rect width="${w}" height="${h}" fill="${pale}"/>`);
      shapes.push(drawGoods(kind, seed % 3, w, h, p));
      break;
    }
    case 'interior':
    case 'workspace': {
      shapes.push(
        `<rect width="${w}" height="${h}" fill="${pale}"/><rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="${light}"/>`,
      );
      shapes.push(
        `<rect x="${w * 0.1}" y="${h * 0.12}" width="${w * 0.3}" height="${h * 0.35}" fill="${mid}" opacity=".8"/>`,
      );
      shapes.push(
        `<rect x="${w * 0.5}" y="${h * 0.45}" width="${w * 0.42}" height="${h * 0.1}" rx="8" fill="${deep}"/>`,
      );
      shapes.push(
        `<rect x="${w * 0.55}" y="${h * 0.55}" width="${w * 0.03}" height="${h * 0.15}" fill="${deep}"/><rect x="${w * 0.85}" y="${h * 0.55}" width="${w * 0.03}" height="${h * 0.15}" fill="${deep}"/>`,
      );
      shapes.push(
        `<circle cx="${w * 0.7}" cy="${h * 0.3}" r="${h * 0.1}" fill="${pop}" opacity=".8"/>`,
      );
      break;
    }
    case 'food': {
      shapes.push(`<rect width="${w}" height="${h}" fill="${deep}"/>`);
      const rr = Math.min(w, h) * 0.34;
      shapes.push(
        `<circle cx="${w / 2}" cy="${h / 2}" r="${rr}" fill="${pale}"/><circle cx="${w / 2}" cy="${h / 2}" r="${rr * 0.75}" fill="${light}"/>`,
      );
      for (let i = 0; i < 6; i++)
        shapes.push(
          `<circle cx="${w / 2 + n(-rr, rr) * 0.5}" cy="${h / 2 + n(-rr, rr) * 0.5}" r="${rr * n(0.08, 0.18)}" fill="${[pop, mid][i % 2]}"/>`,
        );
      break;
    }
    case 'stage': {
      // A hall from the back row: a lit stage, spotlight cones from the rig and a crowd in silhouette.
      const floor = h * 0.62;
      shapes.push(`<rect width="${w}" height="${h}" fill="${deep}"/>`);
      shapes.push(
        `<rect x="${w * 0.12}" y="${h * 0.14}" width="${w * 0.76}" height="${floor - h * 0.14}" fill="${mid}"/><rect x="${w * 0.2}" y="${h * 0.2}" width="${w * 0.6}" height="${h * 0.28}" fill="${pale}" opacity=".9"/><rect x="${w * 0.24}" y="${h * 0.25}" width="${w * n(0.2, 0.35)}" height="${h * 0.04}" fill="${light}"/><rect x="${w * 0.24}" y="${h * 0.32}" width="${w * n(0.15, 0.3)}" height="${h * 0.025}" fill="${pop}" opacity=".8"/>`,
      );
      shapes.push(
        `<rect x="0" y="${h * 0.06}" width="${w}" height="${h * 0.02}" fill="${deep}"/><rect x="${w * 0.08}" y="${floor}" width="${w * 0.84}" height="${h * 0.05}" fill="${light}" opacity=".8"/>`,
      );
      for (let i = 0; i < 4; i++) {
        const x = w * (0.2 + i * 0.2);
        shapes.push(
          `<path d="M${x} ${h * 0.07} L${x - w * 0.09} ${floor} L${x + w * 0.09} ${floor}Z" fill="${[pop, light][i % 2]}" opacity=".18"/><circle cx="${x}" cy="${h * 0.07}" r="${h * 0.012}" fill="${pop}"/>`,
        );
      }
      const speaker = w * n(0.4, 0.56);
      shapes.push(
        `<rect x="${speaker - w * 0.0125}" y="${floor - h * 0.14}" width="${w * 0.025}" height="${h * 0.14}" rx="${w * 0.01}" fill="${deep}"/><circle cx="${speaker}" cy="${floor - h * 0.17}" r="${h * 0.03}" fill="${deep}"/>`,
      );
      shapes.push(
        `<rect y="${floor + h * 0.05}" width="${w}" height="${h}" fill="${mid}" opacity=".55"/>`,
      );
      for (let row = 0; row < 3; row++) {
        const y = h * (0.78 + row * 0.09);
        const size = h * (0.045 + row * 0.012);
        for (let x = n(0, size); x < w + size; x += size * n(1.9, 2.5))
          shapes.push(
            `<circle cx="${x}" cy="${y}" r="${size * 0.55}" fill="${deep}"/><rect x="${x - size}" y="${y + size * 0.4}" width="${size * 2}" height="${h}" rx="${size * 0.8}" fill="${deep}"/>`,
          );
      }
      break;
    }
    case 'building': {
      // A facade against the sky: a grid of windows (some lit), a cut-out entrance and a neighbour's gable.
      shapes.push(`<rect width="${w}" height="${h}" fill="${pale}"/>`);
      shapes.push(`<rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="${light}"/>`);
      const bx = w * n(0.08, 0.3);
      const bw = w * n(0.45, 0.6);
      const top = h * n(0.12, 0.3);
      shapes.push(
        `<path d="M0 ${h * 0.86} V${h * 0.5} L${w * 0.1} ${h * 0.4} L${bx * 0.9} ${h * 0.5} V${h * 0.86}Z" fill="${light}"/>`,
        `<rect x="${bx}" y="${top}" width="${bw}" height="${h * 0.86 - top}" fill="${mid}"/>`,
        `<rect x="${bx + bw}" y="${top + h * 0.04}" width="${w * 0.06}" height="${h * 0.86 - top - h * 0.04}" fill="${deep}" opacity=".8"/>`,
      );
      const cols = 4 + Math.floor(r() * 4);
      const rows = 4 + Math.floor(r() * 4);
      const cw = bw / cols;
      const rh = (h * 0.7 - top) / rows;
      for (let row = 0; row < rows; row++)
        for (let col = 0; col < cols; col++)
          shapes.push(
            `<rect x="${bx + col * cw + cw * 0.18}" y="${top + h * 0.04 + row * rh + rh * 0.15}" width="${cw * 0.64}" height="${rh * 0.62}" fill="${r() > 0.82 ? pop : deep}" opacity="${r() > 0.82 ? 0.9 : 0.7}"/>`,
          );
      shapes.push(
        `<rect x="${bx + bw * 0.35}" y="${h * 0.72}" width="${bw * 0.3}" height="${h * 0.14}" fill="${deep}"/><rect x="${bx - w * 0.02}" y="${h * 0.7}" width="${bw + w * 0.04}" height="${h * 0.02}" fill="${pop}"/>`,
        `<rect x="${w * n(0.8, 0.88)}" y="${h * 0.35}" width="${w * 0.1}" height="${h * 0.51}" fill="${light}"/>`,
      );
      break;
    }
    case 'room': {
      // A furnished room: wall and floor, a window, a sofa or a table, a lamp, a plant and a picture.
      const floor = h * n(0.62, 0.72);
      shapes.push(
        `<rect width="${w}" height="${h}" fill="${pale}"/><rect y="${floor}" width="${w}" height="${h - floor}" fill="${light}"/><rect x="${w * 0.15}" y="${floor + (h - floor) * 0.35}" width="${w * 0.7}" height="${(h - floor) * 0.5}" rx="${h * 0.02}" fill="${mid}" opacity=".35"/>`,
      );
      const wx = w * (r() > 0.5 ? n(0.05, 0.15) : n(0.7, 0.8));
      shapes.push(
        `<rect x="${wx}" y="${h * 0.1}" width="${w * 0.18}" height="${floor - h * 0.22}" fill="${pop}" opacity=".35"/><rect x="${wx + w * 0.087}" y="${h * 0.1}" width="${w * 0.006}" height="${floor - h * 0.22}" fill="${pale}"/>`,
      );
      const fx = w * n(0.28, 0.4);
      if (r() > 0.4) {
        // Sofa: back, seat, arms.
        const sw = w * 0.36;
        shapes.push(
          `<rect x="${fx}" y="${floor - h * 0.2}" width="${sw}" height="${h * 0.14}" rx="${h * 0.04}" fill="${mid}"/><rect x="${fx - w * 0.02}" y="${floor - h * 0.1}" width="${sw + w * 0.04}" height="${h * 0.1}" rx="${h * 0.03}" fill="${deep}"/><rect x="${fx + sw * 0.12}" y="${floor - h * 0.16}" width="${sw * 0.2}" height="${h * 0.07}" rx="${h * 0.02}" fill="${pop}" opacity=".9"/>`,
        );
      } else {
        // Dining table and two chairs.
        shapes.push(
          `<rect x="${fx}" y="${floor - h * 0.16}" width="${w * 0.34}" height="${h * 0.025}" fill="${deep}"/><rect x="${fx + w * 0.02}" y="${floor - h * 0.14}" width="${w * 0.012}" height="${h * 0.14}" fill="${deep}"/><rect x="${fx + w * 0.31}" y="${floor - h * 0.14}" width="${w * 0.012}" height="${h * 0.14}" fill="${deep}"/>`,
          `<path d="M${fx - w * 0.05} ${floor} V${floor - h * 0.24} H${fx - w * 0.035} V${floor - h * 0.1} H${fx + w * 0.02} V${floor}" fill="none" stroke="${mid}" stroke-width="${w * 0.008}"/><path d="M${fx + w * 0.39} ${floor} V${floor - h * 0.24} H${fx + w * 0.375} V${floor - h * 0.1} H${fx + w * 0.32} V${floor}" fill="none" stroke="${mid}" stroke-width="${w * 0.008}"/>`,
        );
      }
      const lx = fx + w * n(0.42, 0.5);
      shapes.push(
        `<rect x="${lx}" y="${floor - h * 0.42}" width="${w * 0.006}" height="${h * 0.42}" fill="${deep}"/><path d="M${lx - w * 0.035} ${floor - h * 0.42} L${lx - w * 0.02} ${floor - h * 0.5} H${lx + w * 0.026} L${lx + w * 0.041} ${floor - h * 0.42}Z" fill="${pop}"/>`,
        `<rect x="${fx + w * 0.06}" y="${h * n(0.16, 0.24)}" width="${w * 0.16}" height="${h * 0.16}" fill="${mid}" opacity=".7"/>`,
      );
      const px = w * n(0.05, 0.2) + (wx < w * 0.5 ? w * 0.65 : 0);
      shapes.push(
        `<rect x="${px}" y="${floor - h * 0.09}" width="${w * 0.05}" height="${h * 0.09}" fill="${deep}"/><ellipse cx="${px + w * 0.025}" cy="${floor - h * 0.17}" rx="${w * 0.045}" ry="${h * 0.1}" fill="${mid}"/>`,
      );
      break;
    }
    case 'logo': {
      shapes.push(`<rect width="${w}" height="${h}" fill="none"/>`);
      const s = h * 0.5;
      shapes.push(
        `<rect x="${w * 0.08}" y="${(h - s) / 2}" width="${s}" height="${s}" rx="${s * (r() > 0.5 ? 0.5 : 0.2)}" fill="${mid}"/>`,
      );
      shapes.push(
        `<rect x="${w * 0.08 + s * 1.3}" y="${h * 0.38}" width="${w * n(0.35, 0.55)}" height="${h * 0.1}" rx="4" fill="${deep}"/><rect x="${w * 0.08 + s * 1.3}" y="${h * 0.55}" width="${w * n(0.2, 0.35)}" height="${h * 0.07}" rx="3" fill="${light}"/>`,
      );
      break;
    }
    case 'pattern': {
      shapes.push(`<rect width="${w}" height="${h}" fill="${pale}"/>`);
      const step = Math.max(24, Math.round(Math.min(w, h) / 10));
      for (let y = step / 2; y < h; y += step)
        for (let x = step / 2; x < w; x += step)
          shapes.push(
            `<circle cx="${x}" cy="${y}" r="${step * n(0.08, 0.22)}" fill="${r() > 0.8 ? pop : mid}" opacity=".7"/>`,
          );
      break;
    }
    case 'screen':
      return drawScreen(p, seed, w, h);
    case 'demo': {
      shapes.push(
        `<rect width="${w}" height="${h}" fill="${pale}"/><rect width="${w}" height="${h * 0.08}" fill="${deep}"/>`,
      );
      shapes.push(
        `<rect x="${w * 0.06}" y="${h * 0.18}" width="${w * 0.45}" height="${h * 0.06}" rx="4" fill="${deep}"/><rect x="${w * 0.06}" y="${h * 0.28}" width="${w * 0.35}" height="${h * 0.04}" rx="4" fill="${light}"/>`,
      );
      shapes.push(
        `<rect x="${w * 0.06}" y="${h * 0.38}" width="${w * 0.16}" height="${h * 0.06}" rx="${h * 0.03}" fill="${pop}"/><rect x="${w * 0.56}" y="${h * 0.15}" width="${w * 0.38}" height="${h * 0.35}" rx="10" fill="${mid}"/>`,
      );
      for (let i = 0; i < 3; i++)
        shapes.push(
          `<rect x="${w * (0.06 + i * 0.31)}" y="${h * 0.6}" width="${w * 0.26}" height="${h * 0.3}" rx="8" fill="${[light, mid, light][i]}"/>`,
        );
      break;
    }
    default: {
      if (isMotifKind(kind)) {
        shapes.push(drawMotif(kind, w, h, p, n));
        break;
      }
      shapes.push(bg);
      for (let i = 0; i < 7; i++) {
        const c = [light, pop, pale, mid][i % 4];
        shapes.push(
          r() > 0.5
            ? `<circle cx="${n(0, w)}" cy="${n(0, h)}" r="${n(0.05, 0.3) * Math.min(w, h)}" fill="${c}" opacity="${n(0.25, 0.8).toFixed(2)}"/>`
            : `<rect x="${n(0, w)}" y="${n(0, h)}" width="${n(0.1, 0.4) * w}" height="${n(0.1, 0.4) * h}" rx="${n(0, 40)}" fill="${c}" opacity="${n(0.25, 0.8).toFixed(2)}" transform="rotate(${n(-30, 30).toFixed(1)} ${w / 2} ${h / 2})"/>`,
        );
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${shapes.join('')}</svg>\n`;
}

/** One piece of shop goods on the floor line (0.8 h): `variant` 0–2 picks the piece of its kind. */
function drawGoods(
  kind: 'furniture' | 'vase' | 'lamp' | 'garment',
  variant: number,
  w: number,
  h: number,
  p: readonly string[],
): string {
  const [deep, mid, light, , pop] = p as [string, string, string, string, string];
  const X = (f: number) => (w * f).toFixed(1);
  const Y = (f: number) => (h * f).toFixed(1);
  const rect = (x: number, y: number, rw: number, rh: number, fill: string, rx = 0.02) =>
    `<rect x="${X(x)}" y="${Y(y)}" width="${X(rw)}" height="${Y(rh)}" rx="${X(rx)}" fill="${fill}"/>`;
  const shadow = `<ellipse cx="${X(0.5)}" cy="${Y(0.8)}" rx="${X(0.34)}" ry="${Y(0.035)}" fill="${deep}" opacity=".15"/>`;
  if (kind === 'furniture') {
    if (variant === 0)
      // Lounge chair: leaning back, seat cushion, two legs.
      return `${shadow}${rect(0.36, 0.64, 0.025, 0.16, deep, 0.005)}${rect(0.62, 0.64, 0.025, 0.16, deep, 0.005)}<g transform="rotate(-12 ${X(0.36)} ${Y(0.62)})">${rect(0.3, 0.28, 0.11, 0.36, mid, 0.04)}</g>${rect(0.3, 0.56, 0.4, 0.1, mid, 0.03)}${rect(0.33, 0.52, 0.35, 0.06, light, 0.03)}<circle cx="${X(0.42)}" cy="${Y(0.47)}" r="${X(0.05)}" fill="${pop}"/>`;
    if (variant === 1)
      // Sofa: back, seat, two arms, short legs.
      return `${shadow}${rect(0.2, 0.7, 0.025, 0.1, deep, 0.005)}${rect(0.775, 0.7, 0.025, 0.1, deep, 0.005)}${rect(0.19, 0.36, 0.62, 0.22, light, 0.04)}${rect(0.15, 0.54, 0.7, 0.17, mid, 0.03)}${rect(0.11, 0.45, 0.1, 0.26, mid, 0.04)}${rect(0.79, 0.45, 0.1, 0.26, mid, 0.04)}${rect(0.62, 0.42, 0.13, 0.12, pop, 0.03)}`;
    // Table: top, apron and legs, a bowl on top.
    return `${shadow}${rect(0.18, 0.5, 0.64, 0.05, mid, 0.01)}${rect(0.2, 0.55, 0.6, 0.03, deep, 0)}${rect(0.23, 0.55, 0.03, 0.25, deep, 0.005)}${rect(0.74, 0.55, 0.03, 0.25, deep, 0.005)}<path d="M${X(0.42)} ${Y(0.5)} Q${X(0.5)} ${Y(0.4)} ${X(0.58)} ${Y(0.5)}Z" fill="${pop}"/>`;
  }
  if (kind === 'vase') {
    const vase = (cx: number, scale: number, fill: string) =>
      `<path d="M${X(cx - 0.04 * scale)} ${Y(0.8 - 0.5 * scale)} h${X(0.08 * scale)} q0 ${Y(0.08 * scale)} ${X(0.1 * scale)} ${Y(0.2 * scale)} q${X(0.06 * scale)} ${Y(0.14 * scale)} ${X(-0.04 * scale)} ${Y(0.3 * scale)} h${X(-0.2 * scale)} q${X(-0.1 * scale)} ${Y(-0.16 * scale)} ${X(-0.04 * scale)} ${Y(-0.3 * scale)} q${X(0.1 * scale)} ${Y(-0.12 * scale)} ${X(0.1 * scale)} ${Y(-0.2 * scale)}Z" fill="${fill}"/>`;
    const stems = `<path d="M${X(0.46)} ${Y(0.32)} Q${X(0.4)} ${Y(0.16)} ${X(0.3)} ${Y(0.1)} M${X(0.48)} ${Y(0.32)} Q${X(0.56)} ${Y(0.14)} ${X(0.66)} ${Y(0.08)}" stroke="${deep}" stroke-width="${X(0.008)}" fill="none"/>`;
    if (variant === 0) return `${shadow}${stems}${vase(0.47, 1, mid)}${vase(0.72, 0.5, pop)}`;
    if (variant === 1)
      return `${shadow}${vase(0.34, 0.7, light)}${vase(0.56, 0.95, mid)}${vase(0.76, 0.45, pop)}`;
    // Stoneware: a stack of plates and a bowl.
    return `${shadow}${[0, 1, 2, 3].map((i) => `<ellipse cx="${X(0.42)}" cy="${Y(0.76 - i * 0.045)}" rx="${X(0.22)}" ry="${Y(0.04)}" fill="${i % 2 ? light : mid}"/>`).join('')}<path d="M${X(0.58)} ${Y(0.62)} h${X(0.24)} q0 ${Y(0.18)} ${X(-0.12)} ${Y(0.18)} q${X(-0.12)} 0 ${X(-0.12)} ${Y(-0.18)}Z" fill="${pop}"/>`;
  }
  if (kind === 'lamp') {
    const glow = (cx: number, cy: number) =>
      `<circle cx="${X(cx)}" cy="${Y(cy)}" r="${X(0.2)}" fill="${pop}" opacity=".25"/>`;
    const shade = (cx: number, top: number, bottom: number, half: number) =>
      `<path d="M${X(cx - half * 0.6)} ${Y(top)} H${X(cx + half * 0.6)} L${X(cx + half)} ${Y(bottom)} H${X(cx - half)}Z" fill="${light}"/>`;
    if (variant === 0)
      // Table lamp: round ceramic base and a linen shade.
      return `${shadow}${glow(0.5, 0.42)}<ellipse cx="${X(0.5)}" cy="${Y(0.68)}" rx="${X(0.12)}" ry="${Y(0.12)}" fill="${mid}"/>${rect(0.49, 0.42, 0.02, 0.16, deep, 0)}${shade(0.5, 0.24, 0.44, 0.17)}`;
    if (variant === 1)
      // Pendant: cord from the top and a wide dome.
      return `${rect(0.495, 0, 0.01, 0.38, deep, 0)}${glow(0.5, 0.56)}<path d="M${X(0.26)} ${Y(0.56)} Q${X(0.5)} ${Y(0.22)} ${X(0.74)} ${Y(0.56)}Z" fill="${mid}"/><ellipse cx="${X(0.5)}" cy="${Y(0.57)}" rx="${X(0.08)}" ry="${Y(0.03)}" fill="${pop}"/>`;
    // Floor lamp: a tripod and a paper shade.
    return `${shadow}${glow(0.5, 0.3)}<path d="M${X(0.5)} ${Y(0.36)} L${X(0.36)} ${Y(0.8)} M${X(0.5)} ${Y(0.36)} L${X(0.64)} ${Y(0.8)} M${X(0.5)} ${Y(0.36)} L${X(0.5)} ${Y(0.8)}" stroke="${deep}" stroke-width="${X(0.012)}"/>${shade(0.5, 0.14, 0.38, 0.16)}`;
  }
  if (variant === 0)
    // A shirt or coat on a hanger.
    return `<path d="M${X(0.5)} ${Y(0.2)} v${Y(-0.05)} q0 ${Y(-0.05)} ${X(0.04)} ${Y(-0.05)}" stroke="${deep}" stroke-width="${X(0.01)}" fill="none"/><path d="M${X(0.44)} ${Y(0.22)} L${X(0.32)} ${Y(0.26)} L${X(0.18)} ${Y(0.58)} L${X(0.26)} ${Y(0.61)} L${X(0.35)} ${Y(0.42)} L${X(0.35)} ${Y(0.86)} L${X(0.65)} ${Y(0.86)} L${X(0.65)} ${Y(0.42)} L${X(0.74)} ${Y(0.61)} L${X(0.82)} ${Y(0.58)} L${X(0.68)} ${Y(0.26)} L${X(0.56)} ${Y(0.22)} Q${X(0.5)} ${Y(0.3)} ${X(0.44)} ${Y(0.22)}Z" fill="${mid}"/>${rect(0.497, 0.28, 0.006, 0.58, light, 0)}${rect(0.39, 0.48, 0.07, 0.07, light, 0.005)}<path d="M${X(0.32)} ${Y(0.24)} L${X(0.5)} ${Y(0.16)} L${X(0.68)} ${Y(0.24)}" stroke="${deep}" stroke-width="${X(0.012)}" fill="none"/>`;
  if (variant === 1)
    // A tote with two handles.
    return `${shadow}<path d="M${X(0.38)} ${Y(0.44)} Q${X(0.38)} ${Y(0.2)} ${X(0.5)} ${Y(0.2)} Q${X(0.62)} ${Y(0.2)} ${X(0.62)} ${Y(0.44)}" stroke="${deep}" stroke-width="${X(0.02)}" fill="none"/>${rect(0.28, 0.42, 0.44, 0.38, mid, 0.02)}${rect(0.28, 0.42, 0.44, 0.06, light, 0.02)}`;
  // Folded scarves or knits in a stack.
  return `${shadow}${[mid, pop, light].map((fill, i) => rect(0.22 + i * 0.02, 0.68 - i * 0.12, 0.56 - i * 0.04, 0.11, fill, 0.03)).join('')}`;
}

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

/** A demo's picture: the kind drawn in its palette, lit from the top left, shaded and vignetted for depth. */
export function drawThemedArtwork(
  palette: ArtworkPalette,
  kind: ArtworkKind,
  seed: number,
  w: number,
  h: number,
): string {
  const p = themedPalettes[palette];
  if (kind === 'demo') return drawDemoThumbnail(p, seed, w, h, darkPalettes.has(palette));
  const base = drawArtwork(kind, seed, w, h, p);
  if (kind === 'logo' || kind === 'screen') return base;
  const r = rng(seed * 17 + 3);
  const depth = `<defs><radialGradient id="lt" cx="${(0.15 + r() * 0.3).toFixed(2)}" cy="0.1" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/></radialGradient><radialGradient id="vg" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="${p[0]}" stop-opacity="0"/><stop offset="1" stop-color="${p[0]}" stop-opacity=".35"/></radialGradient><linearGradient id="sh" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="${p[0]}" stop-opacity="0"/><stop offset="1" stop-color="${p[0]}" stop-opacity=".28"/></linearGradient></defs><circle cx="${w * (0.7 + r() * 0.2)}" cy="${h * (0.15 + r() * 0.2)}" r="${Math.min(w, h) * 0.35}" fill="${p[4]}" opacity=".16"/><rect width="${w}" height="${h}" fill="url(#lt)"/><rect width="${w}" height="${h}" fill="url(#sh)"/><rect width="${w}" height="${h}" fill="url(#vg)"/>`;
  return base.replace('</svg>', `${depth}</svg>`);
}

const themedArtworkPath = /* @__PURE__ */ (() => new RegExp(`^${themedArtworkPattern.source}$`))();

const artworkPath = /* @__PURE__ */ (() =>
  new RegExp(`^/artwork/(${artworkKinds.join('|')})-(\\d+)-(\\d+)x(\\d+)\\.svg$`))();

/** The same picture as the file at `src` (a literal artwork path), as a data: URL; undefined for other images. */
export function artworkDataUrl(src: string): string | undefined {
  const themed = themedArtworkPath.exec(src);
  if (themed) {
    const svg = drawThemedArtwork(
      themed[1] as ArtworkPalette,
      themed[2] as ArtworkKind,
      Number(themed[3]),
      Number(themed[4]),
      Number(themed[5]),
    );
    return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
  }
  const match = artworkPath.exec(src);
  if (!match) return undefined;
  const svg = drawArtwork(
    match[1] as ArtworkKind,
    Number(match[2]),
    Number(match[3]),
    Number(match[4]),
  );
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
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
