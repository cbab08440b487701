import type { DrawGlyph, Kind } from './diagram-glyphs.ts';
import { cylinder, extrude, hexSide, n, shadow, threads } from './diagram-shapes.ts';

/** The glyphs of the larger parts: fittings, clamps, lines, wheels, brackets, panels, struts, gauges, units. */
export const structureGlyphs = {
  fitting: (text, scale) => {
    const r = 5 * scale;
    const brass = 'url(#dg-brass)';
    const stub = (x0: number, x1: number) =>
      cylinder(x0, x1, r, brass) + threads(Math.min(x0, x1), Math.max(x0, x1), r);
    const up = (x: number) =>
      `<path d="M${n(x - r)},0 V${n(-22 * scale)} H${n(x + r)} V0 Z" fill="${brass}"/>` +
      `<ellipse cx="${n(x)}" cy="${n(-22 * scale)}" rx="${n(r)}" ry="${n(r * 0.32)}" fill="url(#dg-end)"/>`;
    const elbow = text.startsWith('ELBOW');
    const tee = text.startsWith('TEE');
    const electrical = text.startsWith('CONNECTOR') || text.startsWith('TERMINAL');
    if (electrical) {
      return {
        svg:
          shadow(20 * scale, 10 * scale) +
          cylinder(-18 * scale, 8 * scale, 9 * scale) +
          cylinder(8 * scale, 18 * scale, 7 * scale, 'url(#dg-poly)') +
          `<path d="M${n(-8 * scale)},${n(-9 * scale)} V${n(9 * scale)} M${n(-2 * scale)},${n(-9 * scale)} V${n(9 * scale)}" stroke-width="0.7" fill="none"/>`,
        half: 20 * scale,
        across: 10 * scale,
      };
    }
    return {
      svg:
        shadow(22 * scale, 10 * scale) +
        (elbow || tee ? up(0) : '') +
        (elbow ? '' : stub(-22 * scale, -6 * scale)) +
        stub(6 * scale, 22 * scale) +
        hexSide(-6 * scale, 12 * scale, 9 * scale, brass),
      half: 22 * scale,
      across: elbow || tee ? 22 * scale : 10 * scale,
    };
  },
  clamp: (text, scale) => {
    const r = 15 * scale;
    return {
      svg:
        shadow(10, r) +
        `<ellipse cx="0" cy="0" rx="${n(r * 0.36)}" ry="${n(r)}" fill="none" stroke-width="${n(5 * scale)}"/>` +
        `<ellipse cx="0" cy="0" rx="${n(r * 0.36)}" ry="${n(r)}" fill="none" stroke="url(#dg-wire-metal)" stroke-width="${n(3.6 * scale)}"/>` +
        extrude(
          [
            [-2 * scale, r - 2],
            [3 * scale, r - 2],
            [3 * scale, r + 12 * scale],
            [-2 * scale, r + 12 * scale],
          ],
          [3, -2],
          [[0.5 * scale, r + 6 * scale, 1.8 * scale]],
        ),
      half: 8 * scale,
      across: r + 12 * scale,
    };
  },
  line: (text, scale) => {
    const length = 120 * scale;
    const wire =
      (text.startsWith('WIRE') && !text.includes('SAFETY')) || text.startsWith('HARNESS');
    const chain = text.startsWith('CHAIN');
    const d = `M${n(-length / 2)},0 C${n(-length / 6)},${n(-26 * scale)} ${n(length / 6)},${n(26 * scale)} ${n(length / 2)},0`;
    const width = wire ? 3.6 : 6;
    const ends = wire
      ? ''
      : hexSide(-length / 2 - 8 * scale, 8 * scale, 6 * scale) +
        hexSide(length / 2, 8 * scale, 6 * scale);
    const body = chain
      ? `<path d="${d}" fill="none" stroke-width="${n(7 * scale)}" stroke-dasharray="${n(6 * scale)} ${n(2 * scale)}"/>` +
        `<path d="${d}" fill="none" stroke="url(#dg-wire-metal)" stroke-width="${n(5 * scale)}" stroke-dasharray="${n(6 * scale)} ${n(2 * scale)}"/>`
      : `<path d="${d}" fill="none" stroke-width="${n((width + 1.6) * scale)}" stroke-linecap="round"/>` +
        `<path d="${d}" fill="none" stroke="url(#${wire ? 'dg-insulation' : 'dg-wire-metal'})" stroke-width="${n(width * scale)}" stroke-linecap="round"/>` +
        `<path d="${d}" fill="none" stroke="var(--dg-hi, #fff)" stroke-width="${n(1.1 * scale)}" opacity="0.7" transform="translate(0 ${n(-width * 0.22 * scale)})"/>`;
    return {
      svg: shadow(length / 2, 14 * scale) + body + ends,
      half: length / 2 + 8 * scale,
      across: 14 * scale,
    };
  },
  wheel: (text, scale) => {
    const r = 30 * scale;
    const depth = 9 * scale;
    return {
      svg:
        shadow(depth + r * 0.36, r) +
        `<ellipse cx="${n(depth)}" cy="0" rx="${n(r * 0.36)}" ry="${n(r)}" fill="url(#dg-side)"/>` +
        `<path d="M0,${n(-r)} H${n(depth)} M0,${n(r)} H${n(depth)}" fill="none"/>` +
        `<ellipse cx="0" cy="0" rx="${n(r * 0.36)}" ry="${n(r)}" fill="url(#dg-disc)"/>` +
        `<ellipse cx="0" cy="0" rx="${n(r * 0.27)}" ry="${n(r * 0.78)}" fill="none" stroke-width="0.7"/>` +
        `<ellipse cx="0" cy="0" rx="${n(r * 0.12)}" ry="${n(r * 0.3)}" fill="url(#dg-cyl)"/>` +
        `<ellipse cx="0" cy="0" rx="${n(r * 0.05)}" ry="${n(r * 0.13)}" fill="url(#dg-hole)"/>`,
      half: depth + r * 0.36,
      across: r,
    };
  },
  bracket: (text, scale) => {
    const s = scale;
    const horn = /^(HORN|BELLCRANK|ARM|SPADE|BALANCE)/.test(text);
    const outline: Array<readonly [number, number]> = horn
      ? [
          [-28 * s, 6 * s],
          [-22 * s, -6 * s],
          [6 * s, -26 * s],
          [16 * s, -22 * s],
          [28 * s, 4 * s],
          [22 * s, 10 * s],
        ]
      : [
          [-30 * s, -16 * s],
          [-22 * s, -16 * s],
          [-22 * s, 6 * s],
          [30 * s, 6 * s],
          [30 * s, 14 * s],
          [-30 * s, 14 * s],
        ];
    const holes: Array<readonly [number, number, number]> = horn
      ? [
          [-22 * s, 3 * s, 3 * s],
          [9 * s, -19 * s, 3 * s],
          [22 * s, 4 * s, 3 * s],
        ]
      : [
          [-26 * s, -8 * s, 2.4 * s],
          [4 * s, 10 * s, 2.4 * s],
          [20 * s, 10 * s, 2.4 * s],
        ];
    return {
      svg: shadow(30 * s, 16 * s) + extrude(outline, [9 * s, -7 * s], holes),
      half: 32 * s,
      across: 24 * s,
    };
  },
  panel: (text, scale) => {
    const s = scale;
    const w = 42 * s;
    const h = 26 * s;
    const c = 6 * s;
    const outline: Array<readonly [number, number]> = [
      [-w + c, -h],
      [w, -h],
      [w, h - c],
      [w - c, h],
      [-w, h],
      [-w, -h + c],
    ];
    const rivets: Array<readonly [number, number, number]> = [];
    for (let x = -w + 8 * s; x < w - 4 * s; x += 12 * s) {
      rivets.push([x, -h + 5 * s, 1.2 * s], [x, h - 5 * s, 1.2 * s]);
    }
    return {
      svg:
        shadow(w, h) +
        extrude(outline, [5 * s, -5 * s], rivets) +
        `<path d="M${n(-w + 4 * s)},${n(-h + 12 * s)} Q0,${n(-h + 6 * s)} ${n(w - 4 * s)},${n(-h + 12 * s)}" fill="none" stroke="var(--dg-hi, #fff)" stroke-width="2" opacity="0.55"/>`,
      half: w + 5 * s,
      across: h + 5 * s,
    };
  },
  strut: (text, scale) => {
    const length = 130 * scale;
    const r = 4.5 * scale;
    const eye = (x: number) =>
      `<ellipse cx="${n(x)}" cy="0" rx="${n(7 * scale)}" ry="${n(7 * scale)}" fill="url(#dg-cyl)"/>` +
      `<ellipse cx="${n(x)}" cy="0" rx="${n(3 * scale)}" ry="${n(3 * scale)}" fill="url(#dg-hole)"/>`;
    return {
      svg:
        shadow(length / 2, 8 * scale) +
        cylinder(-length / 2 + 6 * scale, length / 2 - 6 * scale, r) +
        eye(-length / 2 + 2 * scale) +
        eye(length / 2 - 2 * scale),
      half: length / 2 + 6 * scale,
      across: 8 * scale,
    };
  },
  gauge: (text, scale) => {
    const r = 18 * scale;
    let ticks = '';
    for (let i = 0; i <= 8; i++) {
      const angle = Math.PI * (0.75 + (i * 1.5) / 8);
      ticks += `M${n(Math.cos(angle) * r * 0.78)},${n(Math.sin(angle) * r * 0.78)} L${n(Math.cos(angle) * r * 0.92)},${n(Math.sin(angle) * r * 0.92)} `;
    }
    return {
      svg:
        shadow(r + 4, r) +
        `<circle cx="5" cy="-4" r="${n(r + 2 * scale)}" fill="url(#dg-side)"/>` +
        `<circle cx="0" cy="0" r="${n(r + 2 * scale)}" fill="url(#dg-disc)"/>` +
        `<circle cx="0" cy="0" r="${n(r)}" fill="url(#dg-dial)"/>` +
        `<path d="${ticks}" fill="none" stroke="var(--dg-dial-ink, #e8edf3)" stroke-width="1"/>` +
        `<path d="M0,0 L${n(r * 0.6)},${n(-r * 0.45)}" stroke="var(--dg-accent, #d9460f)" stroke-width="1.6"/>` +
        `<circle cx="0" cy="0" r="${n(1.8 * scale)}" fill="url(#dg-cyl)"/>`,
      half: r + 6,
      across: r + 2 * scale,
    };
  },
  unit: (text, scale) => {
    const s = scale;
    const w = 26 * s;
    const h = 17 * s;
    return {
      svg:
        shadow(w + 6, h) +
        extrude(
          [
            [-w, -h],
            [w, -h],
            [w, h],
            [-w, h],
          ],
          [11 * s, -9 * s],
          [
            [-w + 5 * s, -h + 5 * s, 1.8 * s],
            [w - 5 * s, h - 5 * s, 1.8 * s],
          ],
        ) +
        cylinder(w, w + 10 * s, 5 * s, 'url(#dg-poly)') +
        `<rect x="${n(-w + 10 * s)}" y="${n(-4 * s)}" width="${n(w)}" height="${n(8 * s)}" rx="1.5" fill="url(#dg-hole)" opacity="0.55"/>`,
      half: w + 10 * s,
      across: h + 9 * s,
    };
  },
} satisfies Partial<Record<Kind, DrawGlyph>>;
