import type { DrawGlyph, Kind } from './diagram-glyphs.ts';
import { cylinder, hexSide, n, shadow, threads } from './diagram-shapes.ts';

/** The glyphs of the small hardware: fasteners, washers, seals, springs, pins, rivets, bushings. */
export const hardwareGlyphs = {
  bolt: (text, scale) => {
    const screw = text.startsWith('SCREW');
    const r = 5 * scale;
    const length = 56 * scale;
    const x0 = -length / 2;
    const head = screw
      ? `<path d="M${n(x0)},${n(-r * 2)} Q${n(x0 - 7 * scale)},0 ${n(x0)},${n(r * 2)} Z" fill="url(#dg-cyl)"/>` +
        `<path d="M${n(x0 - 5 * scale)},${n(-3 * scale)} V${n(3 * scale)}" stroke-width="1.6"/>`
      : hexSide(x0 - 9 * scale, 9 * scale, r * 2.1);
    const drilled = text.includes('DRILLED')
      ? `<ellipse cx="${n(-x0 - 5 * scale)}" cy="0" rx="${n(1.3 * scale)}" ry="${n(r * 0.6)}" fill="url(#dg-hole)"/>`
      : '';
    return {
      svg:
        shadow(length / 2 + 4, r * 2.1) +
        cylinder(x0, -x0, r) +
        threads(-x0 - length * 0.45, -x0, r) +
        drilled +
        head,
      half: length / 2 + 9 * scale,
      across: r * 2.1,
    };
  },
  nut: (text, scale) => {
    const width = 9 * scale;
    const r = 10 * scale;
    const castle = text.includes('CASTELLATED')
      ? `<path d="M${n(width / 2)},${n(-r)} v${n(r * 0.5)} h${n(3 * scale)} v${n(-r * 0.5)} M${n(width / 2)},${n(r)} v${n(-r * 0.5)} h${n(3 * scale)} v${n(r * 0.5)}" fill="url(#dg-side)"/>`
      : '';
    const insert = text.includes('NYLON')
      ? `<rect x="${n(width / 2)}" y="${n(-r * 0.7)}" width="${n(3 * scale)}" height="${n(r * 1.4)}" rx="1" fill="url(#dg-poly)"/>`
      : '';
    return {
      svg: shadow(width, r) + insert + hexSide(-width / 2, width, r) + castle,
      half: width / 2 + 4 * scale,
      across: r,
    };
  },
  washer: (text, scale) => {
    const r = 11 * scale * (text.includes('LARGE') ? 1.35 : 1);
    const split = text.includes('SPLIT')
      ? `<path d="M0,${n(-r)} l2.5,${n(r * 0.45)}" stroke-width="1.4"/>`
      : '';
    return {
      svg:
        shadow(6, r) +
        `<ellipse cx="${n(3 * scale)}" cy="0" rx="${n(r * 0.4)}" ry="${n(r)}" fill="url(#dg-side)"/>` +
        `<ellipse cx="0" cy="0" rx="${n(r * 0.4)}" ry="${n(r)}" fill="url(#dg-face)"/>` +
        `<ellipse cx="0" cy="0" rx="${n(r * 0.17)}" ry="${n(r * 0.42)}" fill="url(#dg-hole)"/>` +
        split,
      half: r * 0.4 + 3 * scale,
      across: r,
    };
  },
  ring: (text, scale) => {
    const r = 13 * scale;
    return {
      svg:
        shadow(6, r) +
        `<ellipse cx="0" cy="0" rx="${n(r * 0.3)}" ry="${n(r)}" fill="none" stroke="url(#dg-rubber)" stroke-width="${n(4 * scale)}"/>` +
        `<ellipse cx="0" cy="0" rx="${n(r * 0.3 + 2 * scale)}" ry="${n(r + 2 * scale)}" fill="none" stroke-width="0.6"/>` +
        `<ellipse cx="0" cy="0" rx="${n(r * 0.3 - 2 * scale)}" ry="${n(r - 2 * scale)}" fill="none" stroke-width="0.6"/>`,
      half: 6 * scale,
      across: r + 2 * scale,
    };
  },
  spring: (text, scale) => {
    const r = 12 * scale;
    const coils = 7;
    const pitch = 7 * scale;
    const x0 = (-coils * pitch) / 2;
    let backs = '';
    let fronts = '';
    for (let i = 0; i < coils; i++) {
      const x = x0 + i * pitch;
      backs += `M${n(x)},${n(r)} C${n(x + pitch * 0.2)},${n(r)} ${n(x + pitch * 0.55)},${n(-r)} ${n(x + pitch * 0.5)},${n(-r)} `;
      fronts += `M${n(x + pitch * 0.5)},${n(-r)} C${n(x + pitch * 0.9)},${n(-r)} ${n(x + pitch * 1.1)},${n(r)} ${n(x + pitch)},${n(r)} `;
    }
    const x1 = x0 + coils * pitch;
    const hooks = `<path d="M${n(x0)},${n(r)} C${n(x0 - 14 * scale)},${n(r)} ${n(x0 - 16 * scale)},${n(-r * 0.8)} ${n(x0 - 6 * scale)},${n(-r * 0.6)} M${n(x1)},${n(r)} C${n(x1 + 14 * scale)},${n(r)} ${n(x1 + 16 * scale)},${n(-r * 0.8)} ${n(x1 + 6 * scale)},${n(-r * 0.6)}" fill="none" stroke="url(#dg-wire-metal)" stroke-width="${n(2.6 * scale)}"/>`;
    return {
      svg:
        shadow(-x0 + 10 * scale, r) +
        `<path d="${backs}" fill="none" stroke="url(#dg-wire-metal)" stroke-width="${n(2 * scale)}" opacity="0.7"/>` +
        `<path d="${fronts}" fill="none" stroke-width="${n(3.4 * scale)}"/>` +
        `<path d="${fronts}" fill="none" stroke="url(#dg-wire-metal)" stroke-width="${n(2.2 * scale)}"/>` +
        hooks,
      half: -x0 + 14 * scale,
      across: r,
    };
  },
  pin: (text, scale) => {
    if (text.includes('COTTER')) {
      const length = 30 * scale;
      return {
        svg:
          shadow(length / 2, 5) +
          `<path d="M${n(-length / 2 + 6)},-2.2 H${n(length / 2)} M${n(-length / 2 + 6)},2.2 H${n(length / 2 - 3)}" fill="none" stroke="url(#dg-wire-metal)" stroke-width="${n(2.4 * scale)}"/>` +
          `<circle cx="${n(-length / 2 + 3)}" cy="0" r="${n(4 * scale)}" fill="none" stroke="url(#dg-wire-metal)" stroke-width="${n(2.4 * scale)}"/>`,
        half: length / 2,
        across: 5 * scale,
      };
    }
    const length = 40 * scale;
    const r = 3.6 * scale;
    return {
      svg:
        shadow(length / 2, r * 2) +
        cylinder(-length / 2, length / 2, r) +
        `<ellipse cx="${n(length / 2 - 5 * scale)}" cy="0" rx="${n(1 * scale)}" ry="${n(r * 0.55)}" fill="url(#dg-hole)"/>` +
        cylinder(-length / 2 - 3 * scale, -length / 2, r * 2),
      half: length / 2 + 3 * scale,
      across: r * 2,
    };
  },
  rivet: (text, scale) => {
    const r = 3 * scale;
    const length = 16 * scale;
    const head = text.includes('COUNTERSUNK')
      ? `<path d="M${n(-length / 2)},${n(-r * 2.4)} L${n(-length / 2 + 5 * scale)},${n(-r)} V${n(r)} L${n(-length / 2)},${n(r * 2.4)} Z" fill="url(#dg-cyl)"/>`
      : `<path d="M${n(-length / 2)},${n(-r * 2.4)} A${n(5 * scale)},${n(r * 2.4)} 0 0 0 ${n(-length / 2)},${n(r * 2.4)} Z" fill="url(#dg-cyl)"/>`;
    return {
      svg: shadow(length / 2 + 3, r * 2.4) + cylinder(-length / 2, length / 2, r) + head,
      half: length / 2 + 5 * scale,
      across: r * 2.4,
    };
  },
  bushing: (text, scale) => {
    const r = 9 * scale;
    const length = 18 * scale;
    return {
      svg:
        shadow(length / 2 + 2, r) +
        cylinder(-length / 2, length / 2, r) +
        `<ellipse cx="${n(length / 2)}" cy="0" rx="${n(r * 0.15)}" ry="${n(r * 0.5)}" fill="url(#dg-hole)"/>`,
      half: length / 2 + 3 * scale,
      across: r,
    };
  },
} satisfies Partial<Record<Kind, DrawGlyph>>;
