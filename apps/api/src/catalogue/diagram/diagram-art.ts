import type { DiagramViewBox } from '@contrail/contracts';

/**
 * Exploded-view artwork for an assembly, drawn from its parts (the seed catalogue has no drawings):
 * every IPC item becomes a small technical illustration (a bolt with its hex head and threads, a
 * washer seen edge-on, a coil spring, an extruded bracket, ...) laid out along dashed centre lines
 * in IPC order, so an attaching-parts stack reads bolt → washer → bracket → nut as on a real sheet.
 * Shading comes from a few shared gradients whose colours are CSS custom properties (`--dg-*`), so
 * the page can re-tone the drawing. The output is deterministic: the same parts draw the same sheet.
 */

/** What the drawing needs of a part row. */
export interface ArtPart {
  item: string;
  description: string;
  indent: number;
}

/** Where an item was drawn: its centre and the point its callout balloon sits at. */
export interface ArtPlacement {
  item: string;
  x: number;
  y: number;
  /** The balloon's centre. */
  bx: number;
  by: number;
  /** Where the leader line meets the part. */
  tx: number;
  ty: number;
}

export interface Art {
  viewBox: DiagramViewBox;
  svg: string;
  placements: ArtPlacement[];
}

/** Most items one sheet shows; a real IPC figure rarely has more, and the balloons must stay legible. */
export const sheetItemLimit = 40;

type Kind =
  | 'bolt'
  | 'nut'
  | 'washer'
  | 'ring'
  | 'spring'
  | 'pin'
  | 'rivet'
  | 'bushing'
  | 'fitting'
  | 'clamp'
  | 'line'
  | 'wheel'
  | 'bracket'
  | 'panel'
  | 'strut'
  | 'gauge'
  | 'unit';

/** First word that decides, in order: "SPRING, TAIL WHEEL" is a spring, "BOLT, ENGINE MOUNT" a bolt. */
const kindWords: ReadonlyArray<readonly [RegExp, Kind]> = [
  [/^(BOLT|SCREW)\b/, 'bolt'],
  [/^NUT\b/, 'nut'],
  [/^(WASHER|SHIM)\b/, 'washer'],
  [/^(O-RING|PACKING|GASKET|SEAL|GROMMET)\b/, 'ring'],
  [/\bSPRING\b/, 'spring'],
  [/^PIN\b/, 'pin'],
  [/^RIVET\b/, 'rivet'],
  [/^(BUSHING|SPACER|SLEEVE|ISOLATOR|BEARING)\b/, 'bushing'],
  [/^(ELBOW|NIPPLE|TEE|CONNECTOR|TERMINAL|UNION|COUPLING|NOZZLE|DRAIN)\b/, 'fitting'],
  [/^(CLAMP|STRAP)\b/, 'clamp'],
  [/^(CABLE|WIRE|LINE|HOSE|HARNESS|CHAIN|BRACE WIRE|DRAG WIRE)\b/, 'line'],
  [/^(PULLEY|DISC|WHEEL|TAIL WHEEL|PROPELLER|SPINNER|FAIRLEAD)\b/, 'wheel'],
  [/^(GAUGE|INDICATOR|TACHOMETER|SIGHT GAUGE)\b/, 'gauge'],
  [
    /^(STRUT|ROD|TUBE|PUSH-PULL|SPAR|AXLE|STRINGER|SPREADER|JURY|SLAVE|COMPRESSION|DIPSTICK|JACK)\b/,
    'strut',
  ],
  [
    /^(BRACKET|FITTING|HORN|ARM|BELLCRANK|HINGE|STOP|STEP|SPADE|LATCH|HANDLE|MOUNT|ANGLE|CLIP|CHANNEL|BALANCE)\b/,
    'bracket',
  ],
  [
    /^(PANEL|COVER|SKIN|PLATE|FLOORBOARD|FIREWALL|RIB|FORMER|COWL|FAIRING|TAB|DOOR|CANOPY|TIP|LEADING|FABRIC|CARPET|HEADLINER|WINDSHIELD|STRIP|VISOR|POCKET|CUSHION)/,
    'panel',
  ],
];

export function partKind(description: string): Kind {
  const text = description.toUpperCase();
  for (const [pattern, kind] of kindWords) if (pattern.test(text)) return kind;
  if (/\bPUSH-PULL\b/.test(text)) return 'strut';
  return 'unit';
}

/** A drawn glyph in its own frame: the axis runs along +x through (0, 0). */
interface Glyph {
  svg: string;
  /** Half its extent along the axis and across it. */
  half: number;
  across: number;
}

const n = (value: number) => String(Math.round(value * 10) / 10);
const pts = (points: ReadonlyArray<readonly [number, number]>) =>
  points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** A ground shadow under a glyph: depth without filters (cheap to redraw at every zoom). */
const shadow = (half: number, across: number) =>
  `<ellipse cx="4" cy="${n(across + 7)}" rx="${n(half * 0.9)}" ry="${n(Math.max(3, across * 0.18))}" fill="url(#dg-shadow)" stroke="none"/>`;

/** A cylinder along the axis from x0 to x1 of radius r, with its visible end face at x1. */
function cylinder(x0: number, x1: number, r: number, fill = 'url(#dg-cyl)', end = true): string {
  const body = `<path d="M${n(x0)},${n(-r)} H${n(x1)} A${n(r * 0.32)},${n(r)} 0 0 1 ${n(x1)},${n(r)} H${n(x0)} A${n(r * 0.32)},${n(r)} 0 0 1 ${n(x0)},${n(-r)} Z" fill="${fill}"/>`;
  return end
    ? `${body}<ellipse cx="${n(x1)}" cy="0" rx="${n(r * 0.32)}" ry="${n(r)}" fill="url(#dg-end)"/>`
    : body;
}

/** A hexagon seen from the side: three faces, the middle one facing us. */
function hexSide(x: number, width: number, r: number, fill = 'url(#dg-cyl)'): string {
  return (
    `<rect x="${n(x)}" y="${n(-r)}" width="${n(width)}" height="${n(2 * r)}" rx="1.5" fill="${fill}"/>` +
    `<path d="M${n(x)},${n(-r / 2)} H${n(x + width)} M${n(x)},${n(r / 2)} H${n(x + width)}" fill="none" stroke-width="0.8"/>` +
    `<ellipse cx="${n(x + width)}" cy="0" rx="${n(r * 0.22)}" ry="${n(r * 0.92)}" fill="url(#dg-end)" stroke-width="0.8"/>`
  );
}

/** Thread crests along a shank from x0 to x1. */
function threads(x0: number, x1: number, r: number): string {
  let d = '';
  for (let x = x0 + 2; x < x1 - 1; x += 3) d += `M${n(x)},${n(-r)} l-1.6,${n(2 * r)} `;
  return `<path d="${d}" fill="none" stroke-width="0.7" opacity="0.75"/>`;
}

/**
 * An extruded outline in oblique projection: back face, the side walls (shaded by which way each
 * wall faces the light), then the front face; `holes` are drilled through it.
 */
function extrude(
  outline: ReadonlyArray<readonly [number, number]>,
  depth: readonly [number, number],
  holes: ReadonlyArray<readonly [number, number, number]> = [],
): string {
  const [dx, dy] = depth;
  const back = outline.map(([x, y]) => [x + dx, y + dy] as const);
  let walls = '';
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i] ?? [0, 0];
    const b = outline[(i + 1) % outline.length] ?? [0, 0];
    // Outward normal of a clockwise outline (y down); walls facing up-right catch the light.
    const nx = b[1] - a[1];
    const ny = -(b[0] - a[0]);
    if (nx * dx + ny * dy <= 0) continue;
    const lit = (nx * 0.6 - ny * 0.8) / Math.hypot(nx, ny);
    walls += `<polygon points="${pts([a, b, [b[0] + dx, b[1] + dy], [a[0] + dx, a[1] + dy]])}" fill="url(#${lit > 0.2 ? 'dg-face' : 'dg-side'})"/>`;
  }
  const drilled = holes
    .map(
      ([x, y, r]) =>
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r)}" fill="url(#dg-hole)"/>` +
        `<path d="M${n(x - r)},${n(y)} a${n(r)},${n(r)} 0 0 1 ${n(2 * r)},0" fill="none" stroke-width="0.6" opacity="0.6"/>`,
    )
    .join('');
  return (
    `<polygon points="${pts(back)}" fill="url(#dg-side)"/>${walls}` +
    `<polygon points="${pts(outline)}" fill="url(#dg-plate)"/>${drilled}`
  );
}

function glyphOf(kind: Kind, description: string, scale: number): Glyph {
  const text = description.toUpperCase();
  switch (kind) {
    case 'bolt': {
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
    }
    case 'nut': {
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
    }
    case 'washer': {
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
    }
    case 'ring': {
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
    }
    case 'spring': {
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
    }
    case 'pin': {
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
    }
    case 'rivet': {
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
    }
    case 'bushing': {
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
    }
    case 'fitting': {
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
    }
    case 'clamp': {
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
    }
    case 'line': {
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
    }
    case 'wheel': {
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
    }
    case 'bracket': {
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
    }
    case 'panel': {
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
    }
    case 'strut': {
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
    }
    case 'gauge': {
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
    }
    case 'unit': {
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
    }
  }
}

/** The shared gradients; colours come from the page (`--dg-*`), with IPC-grey fallbacks. */
const defs = (() => {
  const stop = (offset: number, color: string, opacity?: number) =>
    `<stop offset="${offset}" style="stop-color:${color}${opacity === undefined ? '' : `;stop-opacity:${opacity}`}"/>`;
  const hi = 'var(--dg-hi, #ffffff)';
  const mid = 'var(--dg-mid, #c5ccd6)';
  const lo = 'var(--dg-lo, #6c7787)';
  const deep = 'var(--dg-deep, #2e3642)';
  const linear = (id: string, stops: string, vertical = true) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops}</linearGradient>`;
  return (
    '<defs>' +
    linear('dg-cyl', stop(0, lo) + stop(0.22, hi) + stop(0.5, mid) + stop(1, deep)) +
    linear('dg-wire-metal', stop(0, lo) + stop(0.35, hi) + stop(1, lo)) +
    linear(
      'dg-brass',
      stop(0, 'var(--dg-brass-lo, #8a6a2a)') +
        stop(0.25, 'var(--dg-brass-hi, #f3dc9a)') +
        stop(0.6, 'var(--dg-brass, #c9a24f)') +
        stop(1, 'var(--dg-brass-lo, #8a6a2a)'),
    ) +
    linear(
      'dg-rubber',
      stop(0, 'var(--dg-rubber-hi, #59606b)') + stop(1, 'var(--dg-rubber, #1f2329)'),
    ) +
    linear('dg-poly', stop(0, 'var(--dg-poly-hi, #6f7c8f)') + stop(1, 'var(--dg-poly, #2f3846)')) +
    linear(
      'dg-insulation',
      stop(0, 'var(--dg-wire-hi, #f0a07a)') + stop(1, 'var(--dg-wire, #b4471c)'),
    ) +
    linear('dg-plate', stop(0, hi) + stop(0.6, mid) + stop(1, 'var(--dg-mid-lo, #a7b0bd)'), false) +
    linear('dg-face', stop(0, hi) + stop(1, mid)) +
    linear('dg-side', stop(0, lo) + stop(1, deep)) +
    linear('dg-disc', stop(0, hi) + stop(0.45, mid) + stop(1, lo), false) +
    `<radialGradient id="dg-end" cx="0.4" cy="0.35" r="0.8">${stop(0, hi) + stop(1, mid)}</radialGradient>` +
    `<radialGradient id="dg-hole" cx="0.5" cy="0.35" r="0.7">${stop(0, deep) + stop(1, 'var(--dg-ink, #1d2733)')}</radialGradient>` +
    `<radialGradient id="dg-dial" cx="0.4" cy="0.35" r="0.8">${stop(0, 'var(--dg-dial-hi, #3a4556)') + stop(1, 'var(--dg-dial, #141a22)')}</radialGradient>` +
    `<radialGradient id="dg-shadow">${stop(0, 'var(--dg-shadow, #0b1220)', 0.22) + stop(1, 'var(--dg-shadow, #0b1220)', 0)}</radialGradient>` +
    '</defs>'
  );
})();

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Degrees the centre lines rise to the right: a shallow oblique, as IPC sheets draw stacks. */
const axisAngle = -14;
const axisLength = 1560;
/** Width to height the layout aims at: wide enough for a desktop panel, not too flat for a phone. */
const sheetAspect = 1.55;
const axisSpacing = 250;
/** Parts are drawn this much larger than their base sizes above. */
const glyphScale = 1.6;
const gap = 26;
const margin = 70;
const balloonOffset = 34;

/** Which sheet of the figure is drawn: its number, how many there are, items on all of them. */
export interface SheetOf {
  sheet: number;
  sheetCount: number;
  itemCount: number;
}

/**
 * One sheet of the exploded view of an assembly: its parts (IPC order; at most
 * {@link sheetItemLimit} items, any more are left off) drawn as artwork and, per item, where its
 * balloon and leader go. `title` and the sheet's number are written in the title block.
 */
export function drawAssembly(
  parts: readonly ArtPart[],
  title: string,
  of: SheetOf = { sheet: 1, sheetCount: 1, itemCount: parts.length },
): Art {
  const sheet = parts.slice(0, sheetItemLimit);
  const angle = (axisAngle * Math.PI) / 180;
  const dir = [Math.cos(angle), Math.sin(angle)] as const;
  // Perpendicular pointing up the sheet.
  const up = [Math.sin(angle), -Math.cos(angle)] as const;

  interface Placed {
    part: ArtPart;
    glyph: Glyph;
    axis: number;
    along: number;
  }
  const glyphs = sheet.map((part) => {
    const scale = glyphScale * (part.indent === 0 ? 1.4 : part.indent === 1 ? 1.15 : 1);
    return { part, glyph: glyphOf(partKind(part.description), part.description, scale) };
  });
  /** The parts packed onto centre lines of `length`, in IPC order. */
  const pack = (length: number) => {
    const list: Placed[] = [];
    let axis = 0;
    let along = 0;
    for (const { part, glyph } of glyphs) {
      if (along > 0 && along + 2 * glyph.half > length) {
        axis += 1;
        along = 0;
      }
      list.push({ part, glyph, axis, along: along + glyph.half });
      along += 2 * glyph.half + gap;
    }
    return { list, axes: axis + 1 };
  };
  // The centre-line length whose sheet comes closest to the target proportions.
  const aspectOf = (length: number, axes: number) =>
    (length * dir[0] + (axes - 1) * 40) / (length * -dir[1] + (axes - 1) * axisSpacing + 200);
  let best = pack(axisLength);
  let bestScore = Infinity;
  for (let length = 900; length <= 2400; length += 100) {
    const packed = pack(length);
    const score = Math.abs(Math.log(aspectOf(length, packed.axes) / sheetAspect));
    if (score < bestScore - 0.02) {
      best = packed;
      bestScore = score;
    }
  }
  const { list: placed, axes } = best;
  // Each axis starts further down and a little to the left, so the stacks step down the sheet.
  const origin = (index: number) => [index * -40, index * axisSpacing] as const;
  const at = (entry: Placed) => {
    const [ox, oy] = origin(entry.axis);
    return [ox + dir[0] * entry.along, oy + dir[1] * entry.along] as const;
  };

  let art = '';
  const lines: string[] = [];
  for (let index = 0; index < axes; index++) {
    const onAxis = placed.filter((entry) => entry.axis === index);
    const last = onAxis[onAxis.length - 1];
    if (!last) continue;
    const [ox, oy] = origin(index);
    const end = last.along + last.glyph.half + 20;
    lines.push(
      `<path d="M${n(ox - dir[0] * 20)},${n(oy - dir[1] * 20)} L${n(ox + dir[0] * end)},${n(oy + dir[1] * end)}" fill="none" style="stroke:var(--dg-axis, #4f6fd8)" stroke-width="1" stroke-dasharray="18 5 3 5" opacity="0.8"/>`,
    );
  }
  const placements: ArtPlacement[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const extend = (x: number, y: number, pad: number) => {
    minX = Math.min(minX, x - pad);
    minY = Math.min(minY, y - pad);
    maxX = Math.max(maxX, x + pad);
    maxY = Math.max(maxY, y + pad);
  };
  placed.forEach((entry, index) => {
    const [x, y] = at(entry);
    art += `<g transform="translate(${n(x)} ${n(y)}) rotate(${axisAngle})">${entry.glyph.svg}</g>`;
    // Balloons alternate above and below the centre line, clear of the part.
    const side = index % 2 === 0 ? 1 : -1;
    const reach = entry.glyph.across + balloonOffset;
    const bx = x + up[0] * reach * side;
    const by = y + up[1] * reach * side;
    const tx = x + up[0] * entry.glyph.across * 0.55 * side;
    const ty = y + up[1] * entry.glyph.across * 0.55 * side;
    placements.push({ item: entry.part.item, x, y, bx, by, tx, ty });
    extend(x, y, entry.glyph.half);
    extend(bx, by, 24);
  });
  if (placed.length === 0) extend(0, 0, 100);
  const titleWidth = 600;
  const titleHeight = 72;
  const left = Math.floor(minX - margin);
  const top = Math.floor(minY - margin);
  const width = Math.ceil(Math.max(maxX - minX + 2 * margin, titleWidth + 2 * margin));
  const height = Math.ceil(maxY - minY + 2 * margin + titleHeight);
  const tx = left + width - titleWidth - 24;
  const ty = top + height - titleHeight - 20;
  const first = sheet[0]?.item;
  const last = sheet[sheet.length - 1]?.item;
  // "ITEMS 41–80 (40 OF 95)" on a sheet of several (item numbers and callouts differ once a
  // catalogue has alternates such as 12A), "40 ITEMS · NOT TO SCALE" on a figure of one.
  const itemsLabel =
    of.sheetCount > 1 && first !== undefined && last !== undefined
      ? `ITEM${first === last ? ` ${first}` : `S ${first}–${last}`} (${sheet.length} OF ${of.itemCount})`
      : `${sheet.length} ITEMS · NOT TO SCALE`;
  const block =
    `<g style="stroke:var(--dg-frame, #9aa5b4)" stroke-width="1" font-family="ui-monospace, SFMono-Regular, Menlo, monospace">` +
    `<rect x="${tx}" y="${ty}" width="${titleWidth}" height="${titleHeight}" fill="none"/>` +
    `<path d="M${tx},${ty + 26} H${tx + titleWidth} M${tx + 150},${ty} V${ty + 26} M${tx + 450},${ty} V${ty + 26}" fill="none"/>` +
    `<text x="${tx + 12}" y="${ty + 18}" font-size="13" letter-spacing="1.5" stroke="none" style="fill:var(--dg-label, #5b6676)">EXPLODED VIEW</text>` +
    `<text x="${tx + 162}" y="${ty + 18}" font-size="13" letter-spacing="1" stroke="none" style="fill:var(--dg-label, #5b6676)">${escapeText(itemsLabel)}</text>` +
    `<text x="${tx + 462}" y="${ty + 18}" font-size="13" letter-spacing="1" stroke="none" style="fill:var(--dg-label, #5b6676)">SHEET ${of.sheet} OF ${of.sheetCount}</text>` +
    `<text x="${tx + 12}" y="${ty + 56}" font-size="21" font-weight="600" letter-spacing="0.5" stroke="none" style="fill:var(--dg-ink, #1d2733)">${escapeText(title.slice(0, 40))}</text>` +
    '</g>';
  const svg =
    defs +
    `<g fill="none">${lines.join('')}</g>` +
    `<g style="stroke:var(--dg-ink, #1d2733)" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round">${art}</g>` +
    block;
  return { viewBox: { x: left, y: top, width, height }, svg, placements };
}
