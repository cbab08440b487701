/**
 * The blogs' subjects for the sample artwork (lib/artwork.ts draws them like any other kind): a study's
 * bookcase with a reading chair and its lamp, a windowsill still life (a mug, a plant, a vase, books) and a
 * writing desk seen from above (the draft, a fountain pen, ink and tea). The lifestyle and classic blogs'
 * cards showed the generic room drawing for these; drawn from the palette (deep, mid, light, pale, pop) and a
 * seeded random number `n(min, max)`, whole numbers where they can be (small files). Relative imports only:
 * the artwork build loads this file.
 */
export const journalKinds = ['books', 'sill', 'desk'] as const;
export type JournalKind = (typeof journalKinds)[number];

type Palette = readonly [string, string, string, string, string];

export function isJournalKind(kind: string): kind is JournalKind {
  return (journalKinds as readonly string[]).includes(kind);
}

const i = (v: number) => Math.round(v);

/** A study: a bookcase of uneven spines (one leaning), a reading chair and a floor lamp's glow. */
function books(w: number, h: number, p: Palette, n: (a: number, b: number) => number) {
  const [deep, mid, light, pale, pop] = p;
  const s = Math.min(w, h);
  const floor = h * 0.84;
  const out = [
    `<rect width="${w}" height="${h}" fill="${pale}"/><rect y="${i(floor)}" width="${w}" height="${i(h - floor)}" fill="${light}"/><path d="M0 ${i(floor)}H${w}" stroke="${deep}" stroke-opacity=".25" stroke-width="${i(s * 0.01)}"/>`,
  ];
  // The bookcase: a frame, its shelves, books standing on each.
  const bx = w * 0.08;
  const bw = w * 0.56;
  const top = h * 0.08;
  const rows = 4;
  const rowH = (floor - top - s * 0.04) / rows;
  out.push(
    `<rect x="${i(bx)}" y="${i(top)}" width="${i(bw)}" height="${i(floor - top)}" fill="${deep}"/><rect x="${i(bx + s * 0.02)}" y="${i(top + s * 0.02)}" width="${i(bw - s * 0.04)}" height="${i(floor - top - s * 0.04)}" fill="${mid}" opacity=".35"/>`,
  );
  const spines = [mid, light, pop, pale, deep];
  for (let row = 0; row < rows; row++) {
    const base = top + s * 0.02 + (row + 1) * rowH;
    out.push(
      `<rect x="${i(bx)}" y="${i(base - s * 0.015)}" width="${i(bw)}" height="${i(s * 0.022)}" fill="${deep}"/>`,
    );
    let x = bx + s * 0.03 + n(0, s * 0.04);
    const end = bx + bw - s * 0.03;
    let k = row;
    while (x < end - s * 0.05) {
      const bw1 = s * n(0.025, 0.05);
      const bh = (rowH - s * 0.03) * n(0.62, 0.95);
      const fill = spines[k++ % spines.length] === deep ? light : spines[(k - 1) % spines.length];
      if (n(0, 1) > 0.9 && x < end - s * 0.12) {
        // A book leaning on its neighbour.
        out.push(
          `<rect x="${i(x)}" y="${i(base - s * 0.015 - bh)}" width="${i(bw1)}" height="${i(bh)}" fill="${fill}" transform="rotate(-14 ${i(x + bw1)} ${i(base - s * 0.015)})"/>`,
        );
        x += bw1 + s * 0.03;
      } else {
        out.push(
          `<rect x="${i(x)}" y="${i(base - s * 0.015 - bh)}" width="${i(bw1)}" height="${i(bh)}" fill="${fill}"/><rect x="${i(x)}" y="${i(base - s * 0.015 - bh * 0.78)}" width="${i(bw1)}" height="${i(s * 0.008)}" fill="${deep}" opacity=".3"/>`,
        );
        x += bw1 + s * 0.004;
      }
      if (n(0, 1) > 0.86) x += s * 0.06;
    }
  }
  // A floor lamp behind the chair, its glow on the wall.
  const lx = w * 0.82;
  out.push(
    `<circle cx="${i(lx)}" cy="${i(h * 0.3)}" r="${i(s * 0.2)}" fill="${pop}" opacity=".22"/><rect x="${i(lx - s * 0.006)}" y="${i(h * 0.32)}" width="${i(s * 0.012)}" height="${i(floor - h * 0.32)}" fill="${deep}"/><path d="M${i(lx - s * 0.07)} ${i(h * 0.33)}L${i(lx - s * 0.045)} ${i(h * 0.22)}H${i(lx + s * 0.045)}L${i(lx + s * 0.07)} ${i(h * 0.33)}Z" fill="${pop}"/>`,
  );
  // The reading chair: back, seat, an arm, short legs, and an open book on the seat.
  const cx = w * 0.74;
  const cw = s * 0.3;
  out.push(
    `<ellipse cx="${i(cx + cw / 2)}" cy="${i(floor)}" rx="${i(cw * 0.6)}" ry="${i(s * 0.025)}" fill="${deep}" opacity=".3"/><rect x="${i(cx)}" y="${i(floor - s * 0.42)}" width="${i(cw)}" height="${i(s * 0.3)}" rx="${i(s * 0.05)}" fill="${mid}"/><rect x="${i(cx - s * 0.03)}" y="${i(floor - s * 0.2)}" width="${i(cw + s * 0.06)}" height="${i(s * 0.14)}" rx="${i(s * 0.04)}" fill="${mid}"/><rect x="${i(cx - s * 0.03)}" y="${i(floor - s * 0.2)}" width="${i(cw + s * 0.06)}" height="${i(s * 0.03)}" rx="${i(s * 0.015)}" fill="#fff" opacity=".2"/><path d="M${i(cx + s * 0.02)} ${i(floor - s * 0.06)}V${i(floor)}M${i(cx + cw - s * 0.02)} ${i(floor - s * 0.06)}V${i(floor)}" stroke="${deep}" stroke-width="${i(s * 0.018)}"/><path d="M${i(cx + cw * 0.2)} ${i(floor - s * 0.21)}q${i(cw * 0.15)} ${i(-s * 0.04)} ${i(cw * 0.3)} 0q${i(cw * 0.15)} ${i(-s * 0.04)} ${i(cw * 0.3)} 0v${i(s * 0.02)}h${i(-cw * 0.6)}Z" fill="${pale}"/>`,
  );
  return out.join('');
}

/** A windowsill in the morning: hills through the panes, a mug steaming, a plant, a vase with one stem, books. */
function sill(w: number, h: number, p: Palette, n: (a: number, b: number) => number) {
  const [deep, mid, light, pale, pop] = p;
  const s = Math.min(w, h);
  const ledge = h * 0.7;
  const wx = w * 0.12;
  const ww = w * 0.76;
  const wy = h * 0.08;
  const wh = ledge - wy - s * 0.02;
  const out = [
    `<rect width="${w}" height="${h}" fill="${pale}"/>`,
    // The view: sky, two hills, the frame and its cross bars.
    `<rect x="${i(wx)}" y="${i(wy)}" width="${i(ww)}" height="${i(wh)}" fill="${light}"/><path d="M${i(wx)} ${i(wy + wh * 0.62)}Q${i(wx + ww * n(0.2, 0.4))} ${i(wy + wh * 0.35)} ${i(wx + ww * 0.62)} ${i(wy + wh * 0.6)}T${i(wx + ww)} ${i(wy + wh * 0.5)}V${i(wy + wh)}H${i(wx)}Z" fill="${mid}" opacity=".55"/><path d="M${i(wx)} ${i(wy + wh * 0.8)}Q${i(wx + ww * 0.5)} ${i(wy + wh * 0.62)} ${i(wx + ww)} ${i(wy + wh * 0.78)}V${i(wy + wh)}H${i(wx)}Z" fill="${mid}"/>`,
    `<rect x="${i(wx)}" y="${i(wy)}" width="${i(ww)}" height="${i(wh)}" fill="none" stroke="${deep}" stroke-width="${i(s * 0.025)}"/><path d="M${i(wx + ww / 2)} ${i(wy)}V${i(wy + wh)}M${i(wx)} ${i(wy + wh * 0.45)}H${i(wx + ww)}" stroke="${deep}" stroke-width="${i(s * 0.018)}"/>`,
    // The sill and the wall below it.
    `<rect y="${i(ledge)}" width="${w}" height="${i(h - ledge)}" fill="${light}" opacity=".6"/><rect x="${i(wx - s * 0.06)}" y="${i(ledge - s * 0.02)}" width="${i(ww + s * 0.12)}" height="${i(s * 0.05)}" fill="${deep}"/>`,
  ];
  const on = ledge - s * 0.02;
  // Two books lying flat, a mug on them with steam.
  const bx = w * n(0.16, 0.22);
  out.push(
    `<rect x="${i(bx)}" y="${i(on - s * 0.04)}" width="${i(s * 0.24)}" height="${i(s * 0.04)}" fill="${pop}"/><rect x="${i(bx + s * 0.02)}" y="${i(on - s * 0.075)}" width="${i(s * 0.2)}" height="${i(s * 0.035)}" fill="${mid}"/>`,
  );
  const mx = bx + s * 0.06;
  const mt = on - s * 0.075 - s * 0.12;
  out.push(
    `<path d="M${i(mx)} ${i(mt)}h${i(s * 0.1)}v${i(s * 0.1)}q0 ${i(s * 0.02)} ${i(-s * 0.02)} ${i(s * 0.02)}h${i(-s * 0.06)}q${i(-s * 0.02)} 0 ${i(-s * 0.02)} ${i(-s * 0.02)}Z" fill="${pale}" stroke="${deep}" stroke-width="${i(s * 0.008)}"/><path d="M${i(mx + s * 0.1)} ${i(mt + s * 0.025)}q${i(s * 0.045)} 0 ${i(s * 0.035)} ${i(s * 0.04)}t${i(-s * 0.035)} ${i(s * 0.025)}" fill="none" stroke="${deep}" stroke-width="${i(s * 0.01)}"/>`,
    `<path d="M${i(mx + s * 0.035)} ${i(mt - s * 0.02)}c${i(-s * 0.03)} ${i(-s * 0.04)} ${i(s * 0.03)} ${i(-s * 0.06)} 0 ${i(-s * 0.11)}M${i(mx + s * 0.07)} ${i(mt - s * 0.02)}c${i(-s * 0.03)} ${i(-s * 0.04)} ${i(s * 0.03)} ${i(-s * 0.06)} 0 ${i(-s * 0.09)}" fill="none" stroke="${deep}" stroke-opacity=".35" stroke-width="${i(s * 0.01)}" stroke-linecap="round"/>`,
  );
  // A plant in a pot, in the middle.
  const px = w * 0.55;
  const leaves = [-50, -25, 0, 25, 50]
    .map(
      (a) =>
        `<path d="M0 0c${i(-s * 0.03)} ${i(-s * 0.06)} ${i(-s * 0.02)} ${i(-s * 0.13)} 0 ${i(-s * 0.17)}c${i(s * 0.02)} ${i(s * 0.04)} ${i(s * 0.03)} ${i(s * 0.11)} 0 ${i(s * 0.17)}Z" transform="rotate(${a + i(n(-8, 8))})"/>`,
    )
    .join('');
  out.push(
    `<g transform="translate(${i(px)} ${i(on - s * 0.1)})" fill="${mid}">${leaves}</g><path d="M${i(px - s * 0.06)} ${i(on - s * 0.11)}h${i(s * 0.12)}l${i(-s * 0.015)} ${i(s * 0.11)}h${i(-s * 0.09)}Z" fill="${pop}"/>`,
  );
  // A bottle vase with one stem and its flower.
  const vx = w * 0.74;
  out.push(
    `<path d="M${i(vx)} ${i(on - s * 0.16)}h${i(s * 0.03)}v${i(s * 0.05)}q${i(s * 0.04)} ${i(s * 0.02)} ${i(s * 0.04)} ${i(s * 0.06)}v${i(s * 0.05)}h${i(-s * 0.11)}v${i(-s * 0.05)}q0 ${i(-s * 0.04)} ${i(s * 0.04)} ${i(-s * 0.06)}Z" fill="${deep}"/><path d="M${i(vx + s * 0.015)} ${i(on - s * 0.16)}q${i(-s * 0.02)} ${i(-s * 0.1)} ${i(s * 0.03)} ${i(-s * 0.2)}" fill="none" stroke="${deep}" stroke-width="${i(s * 0.008)}"/><circle cx="${i(vx + s * 0.045)}" cy="${i(on - s * 0.36)}" r="${i(s * 0.03)}" fill="${pop}"/>`,
  );
  return out.join('');
}

/** A writing desk from above: the draft in lines of hand, a fountain pen across it, ink, tea and a book's corner. */
function desk(w: number, h: number, p: Palette, n: (a: number, b: number) => number) {
  const [deep, mid, light, pale, pop] = p;
  const s = Math.min(w, h);
  const out = [`<rect width="${w}" height="${h}" fill="${mid}"/>`];
  // The wood's grain.
  const grain: string[] = [];
  for (let y = s * 0.05; y < h; y += s * n(0.05, 0.09))
    grain.push(`M0 ${i(y)}q${i(w * 0.3)} ${i(s * n(-0.02, 0.02))} ${i(w * 0.6)} 0t${i(w * 0.5)} 0`);
  out.push(
    `<path d="${grain.join('')}" fill="none" stroke="${deep}" stroke-opacity=".18" stroke-width="${i(s * 0.006)}"/>`,
  );
  // The corner of a closed book, top left.
  out.push(
    `<rect x="${i(-s * 0.1)}" y="${i(-s * 0.08)}" width="${i(s * 0.38)}" height="${i(s * 0.3)}" rx="${i(s * 0.01)}" fill="${deep}" transform="rotate(-8)"/><path d="M${i(s * 0.02)} ${i(s * 0.18)}H${i(s * 0.26)}" stroke="${pop}" stroke-width="${i(s * 0.012)}" transform="rotate(-8)"/>`,
  );
  // The sheet, turned a little, with lines of writing.
  const sx = w * 0.3;
  const sy = h * 0.16;
  const sw = s * 0.46;
  const sh = s * 0.64;
  const lines: string[] = [];
  for (let k = 0; k < 11; k++) {
    const y = sy + sh * 0.12 + k * sh * 0.07;
    const len = sw * (k === 10 ? 0.4 : n(0.6, 0.8));
    let d = `M${i(sx + sw * 0.1)} ${i(y)}`;
    for (let x = 0; x < len; x += s * 0.03)
      d += `q${i(s * 0.008)} ${i(-s * 0.012)} ${i(s * 0.015)} 0t${i(s * 0.015)} 0`;
    lines.push(d);
  }
  out.push(
    `<g transform="rotate(${n(2, 6).toFixed(1)} ${i(sx + sw / 2)} ${i(sy + sh / 2)})"><rect x="${i(sx + s * 0.012)}" y="${i(sy + s * 0.015)}" width="${i(sw)}" height="${i(sh)}" fill="${deep}" opacity=".3"/><rect x="${i(sx)}" y="${i(sy)}" width="${i(sw)}" height="${i(sh)}" fill="${pale}"/><path d="${lines.join('')}" fill="none" stroke="${mid}" stroke-opacity=".85" stroke-width="${Math.max(1, i(s * 0.005))}"/></g>`,
  );
  // The fountain pen lying across the sheet: barrel, cap band, clip and nib.
  const px = sx + sw * 0.55;
  const py = sy + sh * 0.75;
  out.push(
    `<g transform="rotate(-32 ${i(px)} ${i(py)})"><rect x="${i(px - s * 0.2)}" y="${i(py + s * 0.01)}" width="${i(s * 0.4)}" height="${i(s * 0.035)}" fill="${deep}" opacity=".3"/><rect x="${i(px - s * 0.2)}" y="${i(py - s * 0.018)}" width="${i(s * 0.34)}" height="${i(s * 0.036)}" rx="${i(s * 0.018)}" fill="${deep}"/><rect x="${i(px - s * 0.08)}" y="${i(py - s * 0.018)}" width="${i(s * 0.015)}" height="${i(s * 0.036)}" fill="${pop}"/><rect x="${i(px - s * 0.18)}" y="${i(py - s * 0.026)}" width="${i(s * 0.09)}" height="${i(s * 0.01)}" fill="${pop}"/><path d="M${i(px + s * 0.14)} ${i(py - s * 0.014)}L${i(px + s * 0.2)} ${i(py)}L${i(px + s * 0.14)} ${i(py + s * 0.014)}Z" fill="${light}"/></g>`,
  );
  // The ink bottle from above, and a cup of tea on its saucer.
  const ix = w * 0.82;
  const iy = h * 0.22;
  out.push(
    `<circle cx="${i(ix + s * 0.01)}" cy="${i(iy + s * 0.015)}" r="${i(s * 0.075)}" fill="${deep}" opacity=".3"/><circle cx="${i(ix)}" cy="${i(iy)}" r="${i(s * 0.075)}" fill="${deep}"/><circle cx="${i(ix)}" cy="${i(iy)}" r="${i(s * 0.035)}" fill="${pop}"/>`,
  );
  const tx = w * 0.16;
  const ty = h * 0.74;
  out.push(
    `<circle cx="${i(tx + s * 0.015)}" cy="${i(ty + s * 0.02)}" r="${i(s * 0.13)}" fill="${deep}" opacity=".3"/><circle cx="${i(tx)}" cy="${i(ty)}" r="${i(s * 0.13)}" fill="${pale}"/><circle cx="${i(tx)}" cy="${i(ty)}" r="${i(s * 0.085)}" fill="${light}" stroke="${pale}" stroke-width="${i(s * 0.012)}"/><circle cx="${i(tx)}" cy="${i(ty)}" r="${i(s * 0.065)}" fill="${pop}" opacity=".55"/><path d="M${i(tx + s * 0.085)} ${i(ty)}h${i(s * 0.06)}" stroke="${pale}" stroke-width="${i(s * 0.025)}" stroke-linecap="round"/>`,
  );
  return out.join('');
}

/** The picture's shapes (SVG elements, no root) for a `w`×`h` picture. */
export function drawJournal(
  kind: JournalKind,
  w: number,
  h: number,
  palette: Palette,
  n: (min: number, max: number) => number,
): string {
  return { books, sill, desk }[kind](w, h, palette, n);
}
