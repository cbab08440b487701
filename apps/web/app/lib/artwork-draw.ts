/**
 * The sample artwork's drawings (lib/artwork.ts has the paths): each kind of picture drawn from a seed, in a
 * palette of five colours (deep, mid, light, pale, pop): a stock one the seed picks, or a home demo's
 * (lib/artwork-themed.ts). Relative imports only: the artwork build loads this file.
 */
import type { ArtworkKind } from './artwork.ts';
import { drawScreen } from './artwork-screen.ts';
import { drawGoods } from './artwork-goods.ts';
import { drawMotif, isMotifKind } from './artwork-motifs.ts';
import { drawScene, isSceneKind } from './artwork-scenes.ts';
import { drawJournal, isJournalKind } from './artwork-journal.ts';

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

/** The stock palette a picture drawn in no demo's palette takes (the seed picks it). */
export function stockPalette(seed: number): readonly [string, string, string, string, string] {
  return palettes[seed % palettes.length] ?? palettes[0];
}

/** A seeded random number generator (0 to 1): the same seed draws the same picture. */
export function rng(seed: number) {
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
  const p = palette ?? stockPalette(seed);
  const [deep, mid, light, pale, pop] = p;
  const n = (min: number, max: number) => min + r() * (max - min);
  if (isSceneKind(kind)) return drawScene(kind, w, h, p, n);
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
      if (isJournalKind(kind)) {
        shapes.push(drawJournal(kind, w, h, p, n));
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
