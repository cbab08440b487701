// The drawing primitives the glyphs are made of (cylinders, hex faces, threads, extruded plates)
// and the shared gradients they are shaded with.

/** A drawn glyph in its own frame: the axis runs along +x through (0, 0). */
export interface Glyph {
  svg: string;
  /** Half its extent along the axis and across it. */
  half: number;
  across: number;
}

export const n = (value: number) => String(Math.round(value * 10) / 10);
export const pts = (points: ReadonlyArray<readonly [number, number]>) =>
  points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** A ground shadow under a glyph: depth without filters (cheap to redraw at every zoom). */
export const shadow = (half: number, across: number) =>
  `<ellipse cx="4" cy="${n(across + 7)}" rx="${n(half * 0.9)}" ry="${n(Math.max(3, across * 0.18))}" fill="url(#dg-shadow)" stroke="none"/>`;

/** A cylinder along the axis from x0 to x1 of radius r, with its visible end face at x1. */
export function cylinder(
  x0: number,
  x1: number,
  r: number,
  fill = 'url(#dg-cyl)',
  end = true,
): string {
  const body = `<path d="M${n(x0)},${n(-r)} H${n(x1)} A${n(r * 0.32)},${n(r)} 0 0 1 ${n(x1)},${n(r)} H${n(x0)} A${n(r * 0.32)},${n(r)} 0 0 1 ${n(x0)},${n(-r)} Z" fill="${fill}"/>`;
  return end
    ? `${body}<ellipse cx="${n(x1)}" cy="0" rx="${n(r * 0.32)}" ry="${n(r)}" fill="url(#dg-end)"/>`
    : body;
}

/** A hexagon seen from the side: three faces, the middle one facing us. */
export function hexSide(x: number, width: number, r: number, fill = 'url(#dg-cyl)'): string {
  return (
    `<rect x="${n(x)}" y="${n(-r)}" width="${n(width)}" height="${n(2 * r)}" rx="1.5" fill="${fill}"/>` +
    `<path d="M${n(x)},${n(-r / 2)} H${n(x + width)} M${n(x)},${n(r / 2)} H${n(x + width)}" fill="none" stroke-width="0.8"/>` +
    `<ellipse cx="${n(x + width)}" cy="0" rx="${n(r * 0.22)}" ry="${n(r * 0.92)}" fill="url(#dg-end)" stroke-width="0.8"/>`
  );
}

/** Thread crests along a shank from x0 to x1. */
export function threads(x0: number, x1: number, r: number): string {
  let d = '';
  for (let x = x0 + 2; x < x1 - 1; x += 3) d += `M${n(x)},${n(-r)} l-1.6,${n(2 * r)} `;
  return `<path d="${d}" fill="none" stroke-width="0.7" opacity="0.75"/>`;
}

/**
 * An extruded outline in oblique projection: back face, the side walls (shaded by which way each
 * wall faces the light), then the front face; `holes` are drilled through it.
 */
export function extrude(
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

/** The shared gradients; colours come from the page (`--dg-*`), with IPC-grey fallbacks. */
export const gradientDefs = (() => {
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
