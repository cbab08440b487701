/**
 * Shop goods for the sample artwork (lib/artwork-draw.ts draws the kinds `furniture`, `vase`, `lamp` and
 * `garment` with it): one piece on the floor line. Relative imports only: the artwork build loads this file.
 */

/** One piece of shop goods on the floor line (0.8 h): `variant` 0–2 picks the piece of its kind. */
export function drawGoods(
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
