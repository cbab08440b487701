/**
 * Hospitality motifs for the sample artwork (lib/artwork.ts draws them like any other kind): a laid table
 * seen from above, a cup of coffee, a hotel room, a pool with loungers and a coastline with a sail. Drawn
 * from the palette (deep, mid, light, pale, pop) and a seeded random number `n(min, max)`, so each seed
 * gives its own arrangement and each demo its own colours. Kept apart from artwork.ts so the demo
 * families add motifs without editing one switch; relative imports only (scripts load this file too).
 */
export const motifKinds = ['table', 'coffee', 'room', 'pool', 'coast'] as const;
export type MotifKind = (typeof motifKinds)[number];

type Palette = readonly [string, string, string, string, string];

export function isMotifKind(kind: string): kind is MotifKind {
  return (motifKinds as readonly string[]).includes(kind);
}

/** The motif's shapes (SVG elements, no root) for a `w`×`h` picture. */
export function drawMotif(
  kind: MotifKind,
  w: number,
  h: number,
  palette: Palette,
  n: (min: number, max: number) => number,
): string {
  const [deep, mid, light, pale, pop] = palette;
  const s = Math.min(w, h);
  const out: string[] = [];
  switch (kind) {
    case 'table': {
      // A table from above: cloth, two or three plates with food, glasses, a candle.
      out.push(`<rect width="${w}" height="${h}" fill="${deep}"/>`);
      out.push(
        `<rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.84}" height="${h * 0.76}" rx="${s * 0.06}" fill="${mid}" opacity=".55"/>`,
      );
      const plates = w > h * 1.2 ? 3 : 2;
      for (let i = 0; i < plates; i++) {
        const cx = w * ((i + 0.5) / plates);
        const cy = h * (i % 2 ? 0.58 : 0.44);
        const r = s * 0.17;
        out.push(
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${pale}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="${light}" stroke-width="${r * 0.05}"/>`,
          `<circle cx="${cx + r * n(-0.2, 0.2)}" cy="${cy + r * n(-0.2, 0.2)}" r="${r * n(0.28, 0.4)}" fill="${pop}"/><circle cx="${cx + r * n(-0.3, 0.3)}" cy="${cy + r * n(-0.3, 0.3)}" r="${r * 0.16}" fill="${mid}"/>`,
          `<rect x="${cx - r * 1.35}" y="${cy - r * 0.6}" width="${r * 0.08}" height="${r * 1.2}" rx="${r * 0.04}" fill="${light}"/><rect x="${cx + r * 1.27}" y="${cy - r * 0.6}" width="${r * 0.08}" height="${r * 1.2}" rx="${r * 0.04}" fill="${light}"/>`,
          `<circle cx="${cx + r * 1.1}" cy="${cy - r * 1.1}" r="${r * 0.22}" fill="none" stroke="${pale}" stroke-opacity=".8" stroke-width="${r * 0.06}"/>`,
        );
      }
      out.push(
        `<circle cx="${w * 0.5}" cy="${h * 0.2}" r="${s * 0.035}" fill="${pale}"/><circle cx="${w * 0.5}" cy="${h * 0.2}" r="${s * 0.09}" fill="${pop}" opacity=".25"/>`,
      );
      break;
    }
    case 'coffee': {
      // A cup on its saucer, steam rising, beans scattered on the counter.
      out.push(
        `<rect width="${w}" height="${h}" fill="${pale}"/><rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="${light}"/>`,
      );
      for (let i = 0; i < 7; i++) {
        const bx = w * n(0.05, 0.95);
        const by = h * n(0.74, 0.95);
        out.push(
          `<ellipse cx="${bx}" cy="${by}" rx="${s * 0.025}" ry="${s * 0.017}" fill="${deep}" transform="rotate(${n(-60, 60).toFixed(0)} ${bx} ${by})"/>`,
        );
      }
      const cx = w * n(0.4, 0.6);
      const cw = s * 0.38;
      const top = h * 0.4;
      out.push(
        `<ellipse cx="${cx}" cy="${h * 0.72}" rx="${cw * 0.85}" ry="${cw * 0.12}" fill="${mid}"/>`,
        `<path d="M${cx - cw / 2} ${top} H${cx + cw / 2} L${cx + cw * 0.4} ${h * 0.68} Q${cx} ${h * 0.72} ${cx - cw * 0.4} ${h * 0.68}Z" fill="#fff" stroke="${mid}" stroke-width="${s * 0.008}"/><path d="M${cx - cw * 0.47} ${top + cw * 0.25} H${cx + cw * 0.47}" stroke="${mid}" stroke-opacity=".5" stroke-width="${s * 0.012}"/>`,
        `<path d="M${cx + cw * 0.46} ${top + cw * 0.12} q${cw * 0.3} 0 ${cw * 0.26} ${cw * 0.22} t-${cw * 0.32} ${cw * 0.2}" fill="none" stroke="#fff" stroke-width="${cw * 0.07}"/>`,
        `<ellipse cx="${cx}" cy="${top}" rx="${cw / 2}" ry="${cw * 0.1}" fill="${deep}"/><ellipse cx="${cx}" cy="${top}" rx="${cw * 0.2}" ry="${cw * 0.04}" fill="${light}"/>`,
      );
      for (let i = -1; i <= 1; i++)
        out.push(
          `<path d="M${cx + i * cw * 0.18} ${top - s * 0.04} c${-s * 0.04} ${-s * 0.05} ${s * 0.04} ${-s * 0.08} 0 ${-s * 0.14}" fill="none" stroke="${mid}" stroke-opacity=".45" stroke-width="${s * 0.012}" stroke-linecap="round"/>`,
        );
      out.push(
        `<circle cx="${w * n(0.1, 0.25)}" cy="${h * n(0.12, 0.3)}" r="${s * 0.08}" fill="${pop}" opacity=".5"/>`,
      );
      break;
    }
    case 'room': {
      // A bedroom: a window with a view, a wide bed with pillows, a lamp on a side table.
      out.push(
        `<rect width="${w}" height="${h}" fill="${pale}"/><rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${light}"/>`,
      );
      const wx = w * n(0.08, 0.18);
      out.push(
        `<rect x="${wx}" y="${h * 0.12}" width="${w * 0.28}" height="${h * 0.42}" fill="${light}" stroke="${deep}" stroke-width="${s * 0.012}"/><path d="M${wx} ${h * 0.42} Q${wx + w * 0.1} ${h * 0.32} ${wx + w * 0.28} ${h * 0.4} V${h * 0.54} H${wx}Z" fill="${mid}"/><circle cx="${wx + w * 0.2}" cy="${h * 0.24}" r="${s * 0.04}" fill="${pop}"/><path d="M${wx + w * 0.14} ${h * 0.12} V${h * 0.54}" stroke="${deep}" stroke-width="${s * 0.01}"/>`,
      );
      const bx = w * 0.44;
      const bw = w * 0.5;
      out.push(
        `<rect x="${bx}" y="${h * 0.38}" width="${bw}" height="${h * 0.22}" rx="${s * 0.03}" fill="${n(0, 1) > 0.5 ? deep : mid}"/>`,
        `<rect x="${bx - w * 0.02}" y="${h * 0.58}" width="${bw + w * 0.04}" height="${h * 0.16}" rx="${s * 0.02}" fill="${pale}"/><rect x="${bx - w * 0.02}" y="${h * 0.64}" width="${bw + w * 0.04}" height="${h * 0.1}" fill="${mid}"/>`,
        `<rect x="${bx + bw * 0.08}" y="${h * 0.5}" width="${bw * 0.36}" height="${h * 0.09}" rx="${s * 0.03}" fill="#fff" opacity=".9"/><rect x="${bx + bw * 0.56}" y="${h * 0.5}" width="${bw * 0.36}" height="${h * 0.09}" rx="${s * 0.03}" fill="#fff" opacity=".9"/>`,
        `<rect x="${bx - w * 0.1}" y="${h * 0.6}" width="${w * 0.07}" height="${h * 0.18}" fill="${deep}"/><path d="M${bx - w * 0.09} ${h * 0.44} h${w * 0.05} l${w * 0.015} ${h * 0.08} h-${w * 0.08}Z" fill="${pop}"/><rect x="${bx - w * 0.068}" y="${h * 0.52}" width="${w * 0.005}" height="${h * 0.08}" fill="${deep}"/>`,
      );
      break;
    }
    case 'pool': {
      // A pool seen at an angle: water with ripples, a deck, two loungers, a parasol.
      out.push(`<rect width="${w}" height="${h}" fill="${pale}"/>`);
      out.push(
        `<path d="M${w * 0.06} ${h * 0.45} L${w * 0.94} ${h * 0.38} L${w} ${h * 0.9} L0 ${h}Z" fill="${mid}"/><path d="M${w * 0.1} ${h * 0.48} L${w * 0.9} ${h * 0.42} L${w * 0.95} ${h * 0.86} L${w * 0.04} ${h * 0.95}Z" fill="${light}"/>`,
      );
      for (let i = 0; i < 5; i++) {
        const y = h * (0.52 + i * 0.08);
        const x = w * n(0.15, 0.55);
        out.push(
          `<path d="M${x} ${y} q${w * 0.04} -${h * 0.02} ${w * 0.08} 0 t${w * 0.08} 0" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="${s * 0.008}" stroke-linecap="round"/>`,
        );
      }
      const loungers = n(0, 1) > 0.5 ? 3 : 2;
      for (let i = 0; i < loungers; i++) {
        const lx = w * (0.08 + i * 0.15);
        out.push(
          `<path d="M${lx} ${h * 0.38} l${w * 0.1} -${h * 0.01} l${w * 0.03} -${h * 0.08}" fill="none" stroke="${deep}" stroke-width="${s * 0.025}" stroke-linecap="round"/>`,
        );
      }
      const px = w * n(0.62, 0.8);
      out.push(
        `<path d="M${px} ${h * 0.38} V${h * 0.14}" stroke="${deep}" stroke-width="${s * 0.012}"/><path d="M${px - w * 0.12} ${h * 0.17} Q${px} ${h * 0.02} ${px + w * 0.12} ${h * 0.17}Z" fill="${pop}"/>`,
        `<circle cx="${w * n(0.85, 0.95)}" cy="${h * 0.1}" r="${s * 0.05}" fill="${pop}" opacity=".6"/>`,
      );
      break;
    }
    case 'coast': {
      // A coastline: sky, sun, headland, sea with a sail, a strip of beach.
      out.push(
        `<rect width="${w}" height="${h}" fill="${pale}"/><circle cx="${w * n(0.55, 0.85)}" cy="${h * n(0.18, 0.32)}" r="${s * 0.1}" fill="${pop}"/>`,
      );
      out.push(
        `<path d="M0 ${h * 0.5} Q${w * 0.15} ${h * 0.28} ${w * n(0.3, 0.42)} ${h * 0.5}Z" fill="${deep}"/><path d="M${w * 0.55} ${h * 0.52} Q${w * 0.8} ${h * 0.36} ${w} ${h * 0.46} V${h * 0.52}Z" fill="${mid}" opacity=".8"/>`,
        `<rect y="${h * 0.5}" width="${w}" height="${h * 0.3}" fill="${mid}"/>`,
      );
      for (let i = 0; i < 4; i++) {
        const y = h * (0.56 + i * 0.055);
        out.push(
          `<path d="M${w * n(0, 0.5)} ${y} h${w * n(0.1, 0.3)}" stroke="${light}" stroke-width="${s * 0.008}" stroke-linecap="round"/>`,
        );
      }
      const sx = w * n(0.35, 0.6);
      out.push(
        `<path d="M${sx} ${h * 0.6} h${s * 0.14} l-${s * 0.02} ${s * 0.03} h-${s * 0.1}Z" fill="${deep}"/><path d="M${sx + s * 0.06} ${h * 0.6} V${h * 0.6 - s * 0.16} L${sx + s * 0.13} ${h * 0.6 - s * 0.02}Z" fill="#fff"/>`,
        `<path d="M0 ${h * 0.82} Q${w * 0.5} ${h * 0.74} ${w} ${h * 0.8} V${h} H0Z" fill="${light}"/>`,
      );
      break;
    }
  }
  // Half the seeds face the other way, so a row of rooms or coasts is not one picture repeated.
  return n(0, 1) > 0.5
    ? `<g transform="translate(${w} 0) scale(-1 1)">${out.join('')}</g>`
    : out.join('');
}
