/**
 * An app screen in miniature (artwork kind `screen`), in a palette's colours: a phone UI drawn from shapes
 * only (bars for text, no words, no one's interface copied). The seed picks one of four screens: a home
 * dashboard, a list, a statistics ring and a welcome screen.
 */
export function drawScreen(
  p: readonly [string, string, string, string, string],
  seed: number,
  w: number,
  h: number,
): string {
  const [deep, mid, light, pale, pop] = p;
  const u = w / 100;
  const bar = (x: number, y: number, width: number, height: number, fill: string, o = 1) =>
    `<rect x="${x * u}" y="${y * u}" width="${width * u}" height="${height * u}" rx="${(height * u) / 2}" fill="${fill}" opacity="${o}"/>`;
  const box = (x: number, y: number, width: number, height: number, fill: string, o = 1) =>
    `<rect x="${x * u}" y="${y * u}" width="${width * u}" height="${height * u}" rx="${4 * u}" fill="${fill}" opacity="${o}"/>`;
  const dot = (x: number, y: number, r: number, fill: string, o = 1) =>
    `<circle cx="${x * u}" cy="${y * u}" r="${r * u}" fill="${fill}" opacity="${o}"/>`;
  const rows = h / u;
  const s: string[] = [
    `<defs><linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${pop}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="${deep}"/>`,
    // Status bar: time, signal and battery.
    bar(8, 5, 10, 2.4, pale, 0.9),
    bar(74, 5, 8, 2.4, pale, 0.6),
    bar(84, 5, 8, 2.4, pale, 0.9),
  ];
  const variant = seed % 4;
  if (variant === 0) {
    s.push(dot(13, 18, 5, light), bar(22, 15, 30, 3, pale), bar(22, 20, 20, 2.4, pale, 0.5));
    s.push(dot(87, 18, 4, pale, 0.15));
    s.push(
      `<rect x="${8 * u}" y="${30 * u}" width="${84 * u}" height="${44 * u}" rx="${6 * u}" fill="url(#scr)"/>`,
      bar(14, 37, 26, 2.4, '#ffffff', 0.75),
      bar(14, 44, 46, 7, '#ffffff'),
      bar(14, 64, 20, 4, deep, 0.35),
      dot(80, 40, 6, '#ffffff', 0.25),
    );
    for (let i = 0; i < 3; i++)
      s.push(
        box(8 + i * 29, 80, 26, 22, pale, 0.08),
        dot(15 + i * 29, 88, 3.5, [pop, light, mid][i] as string),
        bar(12 + i * 29, 95, 16, 2.4, pale, 0.6),
      );
    s.push(bar(8, 110, 36, 3, pale, 0.9));
    for (let i = 0; i < 7; i++) {
      const bh = 10 + ((seed * 7 + i * 13) % 24);
      s.push(box(10 + i * 12, 150 - bh, 7, bh, i === 4 ? pop : light, i === 4 ? 1 : 0.55));
    }
  } else if (variant === 1) {
    s.push(bar(8, 15, 40, 4.5, pale), dot(88, 17, 4, light));
    s.push(
      bar(8, 26, 84, 9, pale, 0.1),
      dot(15, 30.5, 2, pale, 0.5),
      bar(20, 29.5, 30, 2.2, pale, 0.4),
    );
    s.push(bar(8, 41, 16, 5, mid), bar(27, 41, 16, 5, pale, 0.12), bar(46, 41, 16, 5, pale, 0.12));
    for (let i = 0; i < 6; i++) {
      const y = 54 + i * 17;
      if (y + 14 > rows) break;
      s.push(
        dot(15, y + 6, 6, [light, pop, mid, pale][i % 4] as string, i % 4 === 3 ? 0.6 : 1),
        bar(25, y + 2, 34 - (i % 3) * 6, 2.8, pale, 0.95),
        bar(25, y + 8, 44 - (i % 2) * 10, 2.2, pale, 0.45),
        bar(78, y + 3, 14, 5, i === 1 ? pop : pale, i === 1 ? 1 : 0.15),
      );
    }
  } else if (variant === 2) {
    s.push(bar(8, 15, 34, 4.5, pale), bar(8, 22, 22, 2.4, pale, 0.5));
    const r = 22;
    const c = 2 * Math.PI * r * u;
    s.push(
      `<circle cx="${50 * u}" cy="${62 * u}" r="${r * u}" fill="none" stroke="${pale}" stroke-opacity=".12" stroke-width="${7 * u}"/>`,
      `<circle cx="${50 * u}" cy="${62 * u}" r="${r * u}" fill="none" stroke="url(#scr)" stroke-width="${7 * u}" stroke-linecap="round" stroke-dasharray="${c * (0.55 + (seed % 5) * 0.07)} ${c}" transform="rotate(-90 ${50 * u} ${62 * u})"/>`,
      bar(38, 58, 24, 6, pale),
      bar(42, 67, 16, 2.4, pale, 0.5),
    );
    for (let i = 0; i < 4; i++) {
      const x = 8 + (i % 2) * 43;
      const y = 96 + Math.floor(i / 2) * 24;
      s.push(
        box(x, y, 41, 20, pale, 0.08),
        dot(x + 7, y + 7, 3, [pop, light, mid, pale][i] as string),
        bar(x + 5, y + 13, 22, 3, pale, 0.85),
      );
    }
    s.push(
      `<path d="M${8 * u} ${175 * u} C${25 * u} ${160 * u} ${40 * u} ${180 * u} ${55 * u} ${165 * u} S${80 * u} ${158 * u} ${92 * u} ${150 * u}" fill="none" stroke="${pop}" stroke-width="${1.6 * u}" stroke-linecap="round"/>`,
    );
  } else {
    s.push(
      dot(50, 58, 30, mid, 0.35),
      dot(50, 58, 20, 'url(#scr)' as string),
      dot(70, 36, 7, pop),
      dot(28, 80, 5, light),
      `<path d="M${38 * u} ${58 * u} l${8 * u} ${8 * u} l${16 * u} -${16 * u}" fill="none" stroke="#ffffff" stroke-width="${3 * u}" stroke-linecap="round" stroke-linejoin="round"/>`,
      bar(18, 104, 64, 5, pale),
      bar(26, 113, 48, 5, pale),
      bar(14, 124, 72, 2.4, pale, 0.5),
      bar(22, 130, 56, 2.4, pale, 0.5),
      bar(42, 142, 6, 2.4, pop),
      bar(50, 142, 3, 2.4, pale, 0.4),
      bar(55, 142, 3, 2.4, pale, 0.4),
    );
  }
  // Tab bar (or the welcome screen's button) at the bottom edge.
  const bottom = rows - 16;
  if (variant === 3) s.push(bar(10, bottom, 80, 10, pop), bar(38, bottom + 4, 24, 2.4, '#ffffff'));
  else {
    s.push(box(0, bottom - 2, 100, 20, pale, 0.06));
    for (let i = 0; i < 4; i++)
      s.push(
        dot(16 + i * 22.7, bottom + 5, 2.6, i === variant ? pop : pale, i === variant ? 1 : 0.45),
      );
  }
  s.push(bar(36, rows - 3.5, 28, 1.4, pale, 0.7));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${s.join('')}</svg>\n`;
}
