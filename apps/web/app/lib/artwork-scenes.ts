/**
 * Trade scenes for the demos' heroes (issue 40 §3): each a place of its trade seen in perspective, lit from one
 * side, with grain for texture, so two demos of different trades never share a picture: a dentist's surgery,
 * a developer's browser and code, a product launch board, a living room with a sofa and a lamp, a wall of
 * decor shelves, a workshop's chair on a plinth and a gym's barbell rack. Drawn in the palette (deep, mid,
 * light, pale, pop) on a canvas 900 units high and as wide as the picture's shape (the objects stay around the
 * centre line, so a tall or a wide crop keeps them), with whole-number coordinates to stay small (a hero is
 * under 15 KB). Relative imports only: the artwork build loads this file.
 */
export const sceneKinds = [
  'clinic',
  'code',
  'launch',
  'lounge',
  'shelf',
  'workshop',
  'gym',
  'boardroom',
] as const;
export type SceneKind = (typeof sceneKinds)[number];

type Palette = readonly [string, string, string, string, string];

export function isSceneKind(kind: string): kind is SceneKind {
  return (sceneKinds as readonly string[]).includes(kind);
}

const H = 900;
const i = (v: number) => Math.round(v);

/** Shared defs: grain texture, soft blur for shadows and glows, and a light beam's fade. */
function defs(p: Palette, extra = ''): string {
  const [deep, , , pale] = p;
  return `<defs><filter id="sg" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".8" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 .9 -.38"/><feComposite in2="SourceGraphic" operator="in"/></filter><filter id="sb" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter><linearGradient id="sbeam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient><linearGradient id="swall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pale}"/><stop offset="1" stop-color="${pale}" stop-opacity=".82"/></linearGradient><radialGradient id="sshade" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="${deep}" stop-opacity="0"/><stop offset="1" stop-color="${deep}" stop-opacity=".4"/></radialGradient>${extra}</defs>`;
}

/** Grain over the whole picture (texture) and the corners darkened (depth). */
const finish = (W: number) =>
  `<rect width="${W}" height="${H}" fill="#888" filter="url(#sg)" opacity=".22"/><rect width="${W}" height="${H}" fill="url(#sshade)"/>`;

/**
 * A room in one-point perspective: back wall, floor with boards running to the vanishing point, side walls'
 * edges, and a window's beam of light across the floor. Returns the shapes and the back wall's box.
 */
function room(
  W: number,
  p: Palette,
  floorAt: number,
  opts: { boards?: boolean; dark?: boolean } = {},
) {
  const [deep, mid, light, pale] = p;
  const cx = W / 2;
  const wallL = cx - 560;
  const wallR = cx + 560;
  const wallBottom = floorAt;
  const out: string[] = [];
  const wallFill = opts.dark ? deep : 'url(#swall)';
  out.push(`<rect width="${W}" height="${H}" fill="${opts.dark ? deep : pale}"/>`);
  // Side walls, a shade darker, meeting the back wall at its edges.
  out.push(
    `<path d="M0 0H${i(wallL)}V${i(wallBottom)}L0 ${H}Z" fill="${opts.dark ? mid : light}" opacity="${opts.dark ? 0.35 : 0.45}"/>`,
    `<path d="M${W} 0H${i(wallR)}V${i(wallBottom)}L${W} ${H}Z" fill="${opts.dark ? mid : light}" opacity="${opts.dark ? 0.25 : 0.3}"/>`,
    `<rect x="${i(wallL)}" width="${i(wallR - wallL)}" height="${i(wallBottom)}" fill="${wallFill}"/>`,
  );
  // Floor: a trapezoid from the back wall's foot to the picture's edges, boards converging on the centre.
  out.push(
    `<path d="M${i(wallL)} ${i(wallBottom)}H${i(wallR)}L${W} ${H}H0Z" fill="${opts.dark ? mid : light}" opacity="${opts.dark ? 0.5 : 1}"/>`,
  );
  if (opts.boards !== false) {
    const lines: string[] = [];
    for (let k = -8; k <= 8; k++) {
      const top = cx + k * 70;
      const bottom = cx + k * 70 * (W / (wallR - wallL)) * 1.4;
      lines.push(`M${i(top)} ${i(wallBottom)}L${i(bottom)} ${H}`);
    }
    out.push(
      `<path d="${lines.join('')}" stroke="${deep}" stroke-opacity=".12" stroke-width="2"/>`,
    );
  }
  out.push(
    `<rect x="${i(wallL)}" y="${i(wallBottom - 14)}" width="${i(wallR - wallL)}" height="14" fill="${opts.dark ? light : mid}" opacity=".3"/>`,
  );
  return { shapes: out.join(''), cx, wallL, wallR, floorAt };
}

/** A window on the back wall with its beam of light falling forward onto the floor. */
function windowBeam(x: number, y: number, w: number, h: number, floorAt: number, p: Palette) {
  const [deep, , light, , pop] = p;
  const beam = `<path d="M${i(x)} ${i(y + h)}L${i(x + w)} ${i(y + h)}L${i(x + w * 1.9)} ${H}L${i(x - w * 0.2)} ${H}Z" fill="url(#sbeam)" opacity=".55"/>`;
  return `<rect x="${i(x - 8)}" y="${i(y - 8)}" width="${i(w + 16)}" height="${i(h + 16)}" fill="${deep}" opacity=".25"/><rect x="${i(x)}" y="${i(y)}" width="${i(w)}" height="${i(h)}" fill="${light}"/><circle cx="${i(x + w * 0.7)}" cy="${i(y + h * 0.3)}" r="${i(w * 0.16)}" fill="${pop}" opacity=".55"/><path d="M${i(x)} ${i(y + h * 0.75)}Q${i(x + w * 0.4)} ${i(y + h * 0.55)} ${i(x + w)} ${i(y + h * 0.7)}V${i(y + h)}H${i(x)}Z" fill="${deep}" opacity=".25"/><path d="M${i(x + w / 2)} ${i(y)}V${i(y + h)}M${i(x)} ${i(y + h / 2)}H${i(x + w)}" stroke="#fff" stroke-width="8"/>${floorAt > y + h ? `<rect x="${i(x - 14)}" y="${i(y + h)}" width="${i(w + 28)}" height="10" fill="#fff" opacity=".7"/>` : ''}${beam}`;
}

/** A soft contact shadow under an object. */
const shadow = (cx: number, cy: number, rx: number, ry: number, p: Palette, o = 0.35) =>
  `<ellipse cx="${i(cx)}" cy="${i(cy)}" rx="${i(rx)}" ry="${i(ry)}" fill="${p[0]}" opacity="${o}" filter="url(#sb)"/>`;

/** A plant in a pot: leaves fanned out above the pot. */
function plant(x: number, floor: number, s: number, p: Palette) {
  const [deep, mid] = p;
  const leaves = [-60, -35, -12, 10, 34, 58]
    .map(
      (a) =>
        `<path d="M0 0C${i(-18 * s)} ${i(-60 * s)} ${i(-10 * s)} ${i(-120 * s)} 0 ${i(-150 * s)}C${i(10 * s)} ${i(-120 * s)} ${i(18 * s)} ${i(-60 * s)} 0 0Z" transform="rotate(${a})"/>`,
    )
    .join('');
  return `${shadow(x, floor, 60 * s, 10 * s, p, 0.3)}<g transform="translate(${i(x)} ${i(floor - 70 * s)})" fill="${mid}" opacity=".9">${leaves}</g><path d="M${i(x - 38 * s)} ${i(floor - 80 * s)}h${i(76 * s)}l${i(-10 * s)} ${i(80 * s)}h${i(-56 * s)}Z" fill="${deep}"/>`;
}

function clinic(W: number, p: Palette, n: (a: number, b: number) => number) {
  const [deep, mid, light, pale, pop] = p;
  const r = room(W, p, 600, { boards: false });
  const cx = r.cx;
  const out = [r.shapes];
  // Floor tiles: a grid in perspective.
  const tiles: string[] = [];
  for (let k = -10; k <= 10; k++) tiles.push(`M${i(cx + k * 60)} 600L${i(cx + k * 60 * 3.2)} ${H}`);
  for (const y of [630, 675, 740, 830]) tiles.push(`M0 ${y}H${W}`);
  out.push(`<path d="${tiles.join('')}" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>`);
  out.push(windowBeam(cx - 480, 130, 230, 300, 600, p));
  // A cabinet along the back wall with a basin.
  out.push(
    `<rect x="${i(cx + 190)}" y="420" width="340" height="180" rx="6" fill="#fff"/><rect x="${i(cx + 190)}" y="420" width="340" height="22" fill="${light}"/><path d="M${i(cx + 360)} 442V600M${i(cx + 275)} 442V600M${i(cx + 445)} 442V600" stroke="${light}" stroke-width="3"/>`,
  );
  // A monitor on the wall showing a tooth.
  const mx = cx + 250;
  out.push(
    `<rect x="${i(mx)}" y="150" width="220" height="140" rx="10" fill="${deep}"/><rect x="${i(mx + 10)}" y="160" width="200" height="120" rx="4" fill="${mid}"/><path d="M${i(mx + 80)} 185c-22 0-30 18-26 38 4 18 10 25 12 45 1 7 10 7 12 0l6-22c1-4 7-4 8 0l6 22c2 7 11 7 12 0 2-20 8-27 12-45 4-20-4-38-26-38-8 0-12 4-16 4s-8-4-16-4Z" fill="#fff"/><path d="M${i(mx + 150)} 200h40M${i(mx + 150)} 220h30M${i(mx + 150)} 240h36" stroke="${pale}" stroke-width="6" stroke-linecap="round" opacity=".7"/>`,
  );
  // The chair: pedestal, reclined back, seat, leg rest, headrest; lit from the window (highlight edge).
  const x = cx - 10;
  out.push(
    shadow(x + 40, 760, 260, 34, p, 0.45),
    `<path d="M${i(x - 30)} 770h150l-20-140h-110Z" fill="${deep}"/><ellipse cx="${i(x + 45)}" cy="770" rx="110" ry="20" fill="${deep}"/>`,
    `<path d="M${i(x - 250)} 470c-10-10-2-28 12-26l70 14c30 6 55 30 70 60l40 92h-90l-30-60c-10-20-30-34-52-40Z" fill="${mid}"/>`,
    `<path d="M${i(x - 110)} 610h330c20 0 30 10 40 22l60 80c8 10 0 22-12 22h-70l-50-64h-300c-20 0-30-14-26-30 4-18 14-30 28-30Z" fill="${mid}"/>`,
    `<path d="M${i(x - 250)} 470c-10-10-2-28 12-26l70 14c30 6 55 30 70 60l40 92" fill="none" stroke="${light}" stroke-width="8" stroke-linecap="round" opacity=".8"/><path d="M${i(x - 110)} 612h330c20 0 30 10 40 22l60 80" fill="none" stroke="${light}" stroke-width="8" stroke-linecap="round" opacity=".7"/>`,
    `<rect x="${i(x - 300)}" y="415" width="80" height="46" rx="22" fill="${deep}" transform="rotate(14 ${i(x - 260)} 438)"/>`,
    `<path d="M${i(x + 150)} 640v-70h80" fill="none" stroke="${deep}" stroke-width="12"/><rect x="${i(x + 200)}" y="545" width="150" height="26" rx="6" fill="${deep}"/>`,
  );
  // Instruments on the tray: a mirror, a probe, a drill handpiece and a cup.
  const tx = x + 210;
  out.push(
    `<rect x="${i(tx - 6)}" y="530" width="160" height="16" rx="5" fill="#fff"/><path d="M${i(tx + 10)} 524h40M${i(tx + 60)} 524h42M${i(tx + 110)} 524h28" stroke="${deep}" stroke-width="5" stroke-linecap="round"/><circle cx="${i(tx + 8)}" cy="524" r="9" fill="${pale}" stroke="${deep}" stroke-width="4"/><path d="M${i(tx + 102)} 524q8-10 2-16" stroke="${deep}" stroke-width="4" fill="none"/><rect x="${i(tx + 130)}" y="500" width="24" height="30" rx="4" fill="${pop}"/>`,
  );
  // The overhead lamp on its arm, with its cone of light on the headrest.
  const lx = x - 150 + n(-20, 20);
  out.push(
    `<path d="M${i(lx + 160)} 0V70L${i(lx + 40)} 170" fill="none" stroke="${deep}" stroke-width="14" stroke-linecap="round"/><path d="M${i(lx + 40)} 225L${i(lx - 140)} 600H${i(lx + 150)}Z" fill="#fff" opacity=".28"/><path d="M${i(lx - 30)} 200h140l-20 40h-100Z" fill="${deep}"/><ellipse cx="${i(lx + 40)}" cy="240" rx="50" ry="9" fill="${pop}"/><circle cx="${i(lx + 40)}" cy="240" r="60" fill="${pop}" opacity=".3" filter="url(#sb)"/>`,
  );
  out.push(plant(cx - 520, 860, 1.1, p));
  return out.join('');
}

function code(W: number, p: Palette, n: (a: number, b: number) => number) {
  const [deep, mid, light, pale, pop] = p;
  const cx = W / 2;
  const out: string[] = [];
  out.push(
    `<rect width="${W}" height="${H}" fill="${deep}"/><circle cx="${i(cx + 320)}" cy="160" r="380" fill="${mid}" opacity=".5" filter="url(#sb)"/><circle cx="${i(cx - 420)}" cy="760" r="260" fill="${pop}" opacity=".22" filter="url(#sb)"/>`,
  );
  // A perspective grid floor running to a horizon.
  const grid: string[] = [];
  for (let k = -14; k <= 14; k++) grid.push(`M${i(cx + k * 40)} 640L${i(cx + k * 200)} ${H}`);
  for (const y of [652, 672, 702, 746, 812]) grid.push(`M0 ${y}H${W}`);
  out.push(`<path d="${grid.join('')}" stroke="${light}" stroke-opacity=".22" stroke-width="2"/>`);
  // The browser window, turned slightly away (skewed), with a code editor inside.
  const bx = cx - 380;
  const by = 120;
  const bw = 640;
  const bh = 470;
  const lines: string[] = [];
  const colours = [pop, light, pale, light, mid];
  let y = by + 110;
  for (let k = 0; k < 12; k++) {
    const indent = [0, 1, 2, 2, 3, 2, 1, 1, 2, 2, 1, 0][k] as number;
    let x = bx + 70 + indent * 30;
    lines.push(
      `<rect x="${i(bx + 22)}" y="${i(y)}" width="22" height="10" rx="3" fill="${pale}" opacity=".25"/>`,
    );
    const words = 1 + ((k * 7) % 3);
    for (let wd = 0; wd < words; wd++) {
      const len = i(n(40, 130));
      lines.push(
        `<rect x="${i(x)}" y="${i(y)}" width="${len}" height="12" rx="6" fill="${colours[(k + wd) % colours.length]}" opacity="${wd === 0 ? 0.95 : 0.7}"/>`,
      );
      x += len + 14;
    }
    y += 27;
  }
  out.push(
    shadow(bx + bw / 2 + 30, by + bh + 70, bw * 0.55, 30, p, 0.7),
    `<g transform="matrix(1 -.06 0 1 0 ${i(0.06 * (bx + bw / 2))})"><rect x="${i(bx + 16)}" y="${i(by + 22)}" width="${bw}" height="${bh}" rx="18" fill="#000" opacity=".35"/><rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="18" fill="${deep}" stroke="${light}" stroke-opacity=".35" stroke-width="2"/><path d="M${bx} ${by + 18}q0-18 18-18h${bw - 36}q18 0 18 18v42h-${bw}Z" fill="${mid}"/><circle cx="${bx + 30}" cy="${by + 30}" r="8" fill="${pop}"/><circle cx="${bx + 56}" cy="${by + 30}" r="8" fill="${pale}" opacity=".7"/><circle cx="${bx + 82}" cy="${by + 30}" r="8" fill="${light}" opacity=".7"/><rect x="${bx + 120}" y="${by + 18}" width="${bw - 160}" height="24" rx="12" fill="${deep}" opacity=".5"/><rect x="${bx}" y="${by + 60}" width="54" height="${bh - 60}" fill="#fff" opacity=".04"/>${lines.join('')}<rect x="${i(bx + 70 + 60)}" y="${i(by + 110 + 27 * 4 - 4)}" width="4" height="20" fill="${pop}"/></g>`,
  );
  // A phone showing the page being built, in front and to the right.
  const px = cx + 200;
  const py = 250;
  out.push(
    shadow(px + 120, py + 470, 140, 24, p, 0.7),
    `<g transform="matrix(1 .05 0 1 0 ${i(-0.05 * (px + 120))})"><rect x="${px}" y="${py}" width="240" height="450" rx="32" fill="${pale}"/><rect x="${px + 12}" y="${py + 12}" width="216" height="426" rx="22" fill="#fff"/><rect x="${px + 12}" y="${py + 12}" width="216" height="160" rx="22" fill="${mid}"/><circle cx="${px + 170}" cy="${py + 70}" r="34" fill="${pop}" opacity=".9"/><rect x="${px + 32}" y="${py + 110}" width="120" height="14" rx="7" fill="#fff"/><rect x="${px + 32}" y="${py + 134}" width="80" height="10" rx="5" fill="#fff" opacity=".7"/><rect x="${px + 32}" y="${py + 196}" width="176" height="12" rx="6" fill="${deep}" opacity=".75"/><rect x="${px + 32}" y="${py + 218}" width="140" height="10" rx="5" fill="${deep}" opacity=".35"/><rect x="${px + 32}" y="${py + 250}" width="84" height="84" rx="12" fill="${light}"/><rect x="${px + 124}" y="${py + 250}" width="84" height="84" rx="12" fill="${pale}"/><rect x="${px + 32}" y="${py + 350}" width="176" height="40" rx="20" fill="${pop}"/></g>`,
  );
  // The tag glyph </> floating at the top right, and a cursor.
  out.push(
    `<g transform="translate(${i(cx + 330)} 110)" fill="none" stroke="${pop}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"><path d="M30 0L0 36L30 72M110 0L140 36L110 72M84-6L56 78"/></g>`,
    `<path d="M${i(cx - 470)} 520l0 70 18-18 14 30 14-6-14-30h26Z" fill="#fff" stroke="${deep}" stroke-width="4"/>`,
  );
  return out.join('');
}

function launch(W: number, p: Palette, n: (a: number, b: number) => number) {
  const [deep, mid, light, pale, pop] = p;
  const cx = W / 2;
  const out: string[] = [];
  out.push(
    `<rect width="${W}" height="${H}" fill="${pale}"/><circle cx="${i(cx + 250)}" cy="260" r="330" fill="${light}" opacity=".7" filter="url(#sb)"/>`,
  );
  // A desk edge in perspective at the bottom.
  out.push(
    `<path d="M0 720L${W} 690V${H}H0Z" fill="${light}"/><path d="M0 720L${W} 690" stroke="#fff" stroke-width="6" opacity=".8"/>`,
  );
  // A laptop, open, the screen a dashboard with a rising chart.
  const lx = cx - 330;
  const ly = 280;
  const pts: string[] = [];
  let v = 330;
  for (let k = 0; k <= 8; k++) {
    pts.push(`${i(lx + 40 + k * 62)} ${i(ly + v)}`);
    v -= n(8, 40);
  }
  out.push(
    shadow(lx + 330, 740, 360, 24, p, 0.45),
    `<path d="M${lx} ${ly}q0-20 20-20h580q20 0 20 20v400h-620Z" fill="${deep}"/><rect x="${lx + 18}" y="${ly + 2}" width="584" height="382" rx="6" fill="#fff"/>`,
    `<rect x="${lx + 18}" y="${ly + 2}" width="120" height="382" fill="${mid}" opacity=".12"/><rect x="${lx + 36}" y="${ly + 30}" width="80" height="12" rx="6" fill="${mid}"/>${[0, 1, 2, 3].map((k) => `<rect x="${lx + 36}" y="${ly + 70 + k * 30}" width="${60 + (k % 2) * 20}" height="10" rx="5" fill="${deep}" opacity=".3"/>`).join('')}`,
    [0, 1, 2]
      .map(
        (k) =>
          `<rect x="${lx + 160 + k * 148}" y="${ly + 26}" width="132" height="70" rx="10" fill="${[pale, pale, pop][k]}"/><rect x="${lx + 176 + k * 148}" y="${ly + 42}" width="60" height="10" rx="5" fill="${deep}" opacity=".4"/><rect x="${lx + 176 + k * 148}" y="${ly + 62}" width="${80 - k * 10}" height="18" rx="6" fill="${k === 2 ? '#fff' : mid}"/>`,
      )
      .join(''),
    `<path d="M${pts.join('L')}V${ly + 370}H${lx + 40}Z" fill="${mid}" opacity=".18" transform="translate(120 0) scale(.78 1)"/><path d="M${pts.join('L')}" fill="none" stroke="${mid}" stroke-width="7" stroke-linejoin="round" transform="translate(120 0) scale(.78 1)"/>`,
    `<path d="M${lx - 60} ${ly + 400}h740l-30 34h-680Z" fill="${mid}"/><path d="M${lx - 60} ${ly + 400}h740" stroke="${light}" stroke-width="6"/>`,
  );
  // A rocket lifting off from the screen's corner, its trail a dashed arc.
  const rx = cx + 360;
  const ry = 170;
  out.push(
    `<path d="M${lx + 560} ${ly + 120}Q${i(rx - 80)} ${i(ry + 220)} ${rx - 20} ${ry + 70}" fill="none" stroke="${pop}" stroke-width="8" stroke-dasharray="2 22" stroke-linecap="round"/>`,
    `<g transform="translate(${rx} ${ry}) rotate(40)"><path d="M0-90c34 30 40 80 30 130h-60C-40-10-34-60 0-90Z" fill="#fff" stroke="${deep}" stroke-width="6"/><circle cy="-20" r="16" fill="${mid}" stroke="${deep}" stroke-width="6"/><path d="M-30 20l-28 34 34-4M30 20l28 34-34-4" fill="${pop}" stroke="${deep}" stroke-width="6" stroke-linejoin="round"/><path d="M-18 44q18 60 36 0" fill="${pop}"/><circle cy="80" r="40" fill="${pop}" opacity=".4" filter="url(#sb)"/></g>`,
  );
  // A coffee cup and a notebook on the desk.
  out.push(
    `<path d="M${i(cx + 330)} 640h70l-8 80h-54Z" fill="#fff" stroke="${deep}" stroke-width="5"/><path d="M${i(cx + 400)} 660q26 0 22 22t-26 18" fill="none" stroke="${deep}" stroke-width="5"/>${shadow(cx + 366, 725, 60, 8, p, 0.35)}`,
    `<path d="M${i(cx - 520)} 770l170-20 60 70-180 24Z" fill="${pop}" opacity=".85"/><path d="M${i(cx - 500)} 780l150-18" stroke="#fff" stroke-width="4" opacity=".8"/>`,
  );
  return out.join('');
}

function lounge(W: number, p: Palette, n: (a: number, b: number) => number) {
  const [deep, mid, light, , pop] = p;
  const r = room(W, p, 560);
  // On a wide picture (a full-bleed hero, its text on the left) the furniture moves to the right.
  const cx = r.cx + (W > 1500 ? 180 : 0);
  const out = [r.shapes];
  out.push(windowBeam(cx + 230, 110, 240, 340, 560, p));
  // A framed print above the sofa.
  out.push(
    `<rect x="${i(cx - 300)}" y="150" width="220" height="160" fill="#fff" stroke="${deep}" stroke-width="10"/><path d="M${i(cx - 290)} 290q60-80 110-30t100-50v90h-210Z" fill="${mid}" opacity=".7"/><circle cx="${i(cx - 150)}" cy="200" r="22" fill="${pop}"/>`,
  );
  // A rug in perspective.
  out.push(
    `<path d="M${i(cx - 330)} 650H${i(cx + 330)}L${i(cx + 470)} 820H${i(cx - 470)}Z" fill="${pop}" opacity=".35"/><path d="M${i(cx - 300)} 665H${i(cx + 300)}L${i(cx + 430)} 805H${i(cx - 430)}Z" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>`,
  );
  // The sofa: a box in perspective, its top faces lit, cushions and legs.
  const sx = cx - 430;
  const sw = 620;
  out.push(
    shadow(sx + sw / 2, 660, sw * 0.6, 26, p, 0.5),
    `<path d="M${sx + 20} 380h${sw - 40}q20 0 20 20v140h-${sw}v-140q0-20 20-20Z" fill="${mid}"/>`,
    `<path d="M${sx + 20} 380h${sw - 40}q20 0 20 20v10h-${sw}v-10q0-20 20-20Z" fill="#fff" opacity=".25"/>`,
    `<rect x="${sx + 50}" y="420" width="${i(sw / 2 - 60)}" height="110" rx="16" fill="${mid}" stroke="${deep}" stroke-opacity=".25" stroke-width="4"/><rect x="${i(sx + sw / 2 + 10)}" y="420" width="${i(sw / 2 - 60)}" height="110" rx="16" fill="${mid}" stroke="${deep}" stroke-opacity=".25" stroke-width="4"/>`,
    `<path d="M${sx - 30} 520h${sw + 60}v70q0 14-14 14h-${sw + 32}q-14 0-14-14Z" fill="${deep}" opacity=".85"/><path d="M${sx - 30} 520h${sw + 60}v16h-${sw + 60}Z" fill="${light}" opacity=".5"/>`,
    `<rect x="${sx - 50}" y="450" width="70" height="150" rx="22" fill="${mid}"/><rect x="${sx + sw - 20}" y="450" width="70" height="150" rx="22" fill="${mid}"/><rect x="${sx - 50}" y="450" width="70" height="22" rx="11" fill="#fff" opacity=".3"/><rect x="${sx + sw - 20}" y="450" width="70" height="22" rx="11" fill="#fff" opacity=".3"/>`,
    `<rect x="${sx + 90}" y="410" width="110" height="80" rx="20" fill="${pop}" transform="rotate(-8 ${sx + 145} 450)"/><rect x="${sx + sw - 220}" y="410" width="100" height="76" rx="20" fill="${light}" transform="rotate(6 ${sx + sw - 170} 448)"/>`,
    `<path d="M${sx - 20} 604v30M${sx + sw + 20} 604v30M${sx + 60} 604v24M${sx + sw - 60} 604v24" stroke="${deep}" stroke-width="10" stroke-linecap="round"/>`,
  );
  // An arc floor lamp over the sofa's end, its shade glowing.
  const lx = cx + 250;
  out.push(
    shadow(lx, 700, 70, 12, p, 0.5),
    `<ellipse cx="${lx}" cy="690" rx="50" ry="12" fill="${deep}"/><path d="M${lx} 690V260Q${lx} 160 ${lx - 150} 170T${lx - 260} 260" fill="none" stroke="${deep}" stroke-width="10"/>`,
    `<circle cx="${lx - 260}" cy="320" r="120" fill="${pop}" opacity=".45" filter="url(#sb)"/><path d="M${lx - 260} 300L${lx - 400} 610H${lx - 120}Z" fill="#fff" opacity=".16"/><path d="M${lx - 310} 300q50-70 100 0Z" fill="${pop}"/><ellipse cx="${lx - 260}" cy="300" rx="50" ry="8" fill="#fff" opacity=".8"/>`,
  );
  // A side table with a book and a cup.
  const tx = cx + 380 + n(-10, 10);
  out.push(
    shadow(tx, 700, 80, 12, p, 0.45),
    `<ellipse cx="${i(tx)}" cy="560" rx="80" ry="18" fill="${light}"/><ellipse cx="${i(tx)}" cy="556" rx="80" ry="18" fill="#fff" opacity=".6"/><path d="M${i(tx - 60)} 566l-16 130M${i(tx + 60)} 566l16 130M${i(tx)} 574v130" stroke="${deep}" stroke-width="8"/><rect x="${i(tx - 50)}" y="530" width="60" height="16" rx="2" fill="${mid}"/><rect x="${i(tx + 20)}" y="520" width="26" height="32" rx="4" fill="#fff" stroke="${deep}" stroke-width="4"/>`,
  );
  out.push(plant(cx - 560, 720, 1.3, p));
  return out.join('');
}

function shelf(W: number, p: Palette, n: (a: number, b: number) => number) {
  const [deep, mid, light, , pop] = p;
  const r = room(W, p, 720, { boards: true });
  // On a wide picture (a full-bleed hero, its text on the left) the shelves move to the right.
  const cx = r.cx + (W > 1500 ? 300 : 0);
  const out = [r.shapes];
  // Limewash on the wall: large soft patches.
  out.push(
    `<circle cx="${i(cx - 200)}" cy="200" r="260" fill="${light}" opacity=".3" filter="url(#sb)"/><circle cx="${i(cx + 320)}" cy="480" r="220" fill="#fff" opacity=".35" filter="url(#sb)"/>`,
  );
  // Three floating oak shelves, each with its shadow under it.
  const shelves = [230, 400, 570];
  const vases = (x0: number, y: number, k: number) => {
    const items: string[] = [];
    let x = x0;
    for (let v = 0; v < 4; v++) {
      const kind = (k * 3 + v) % 5;
      const fill = [mid, pop, light, deep, '#fff'][(k + v * 2) % 5] as string;
      if (kind === 0) {
        const h = n(70, 110);
        items.push(
          `<path d="M${i(x + 14)} ${i(y - h)}h20q-4 20 10 40 16 26 6 ${i(h - 50)}h-52q-10-${i(h - 50)} 6-${i(h - 50) + 0}q14-20 10-40Z" fill="${fill}"/>`,
        );
        x += 80;
      } else if (kind === 1) {
        items.push(
          `<ellipse cx="${i(x + 40)}" cy="${i(y - 40)}" rx="42" ry="40" fill="${fill}"/><rect x="${i(x + 28)}" y="${i(y - 90)}" width="24" height="16" rx="4" fill="${fill}"/>`,
        );
        x += 96;
      } else if (kind === 2) {
        // A stack of books lying flat.
        items.push(
          [0, 1, 2]
            .map(
              (b) =>
                `<rect x="${i(x + b * 4)}" y="${i(y - 18 * (b + 1))}" width="${90 - b * 10}" height="16" rx="2" fill="${[deep, light, pop][b]}"/>`,
            )
            .join(''),
        );
        x += 110;
      } else if (kind === 3) {
        // A small trailing plant in a pot.
        items.push(
          `<path d="M${i(x + 10)} ${i(y - 46)}h60l-8 46h-44Z" fill="${deep}"/><path d="M${i(x + 20)} ${i(y - 46)}q-30 40-18 110M${i(x + 60)} ${i(y - 46)}q20 50 6 100" fill="none" stroke="${mid}" stroke-width="8" stroke-linecap="round"/><path d="M${i(x + 40)} ${i(y - 46)}q-30-40 0-70q30 30 0 70Z" fill="${mid}"/>`,
        );
        x += 90;
      } else {
        // A tall bottle vase with a dried stem.
        items.push(
          `<path d="M${i(x + 22)} ${i(y - 130)}h16v40q22 10 22 50v40h-60v-40q0-40 22-50Z" fill="${fill}" stroke="${deep}" stroke-opacity=".2" stroke-width="3"/><path d="M${i(x + 30)} ${i(y - 130)}q-10-60 30-110" fill="none" stroke="${deep}" stroke-width="3"/><circle cx="${i(x + 60)}" cy="${i(y - 240)}" r="10" fill="${pop}"/>`,
        );
        x += 86;
      }
    }
    return items.join('');
  };
  shelves.forEach((y, k) => {
    const x0 = cx - 330 + (k % 2) * 40;
    out.push(
      `<rect x="${i(x0 - 10)}" y="${y + 16}" width="480" height="24" fill="${deep}" opacity=".18" filter="url(#sb)"/><rect x="${i(x0 - 20)}" y="${y}" width="480" height="20" rx="3" fill="${mid}"/><rect x="${i(x0 - 20)}" y="${y}" width="480" height="5" fill="#fff" opacity=".35"/>`,
      vases(x0, y, k),
    );
  });
  // A pendant light on the left, glowing, and a big floor urn on the right.
  out.push(
    `<path d="M${i(cx - 480)} 0V170" stroke="${deep}" stroke-width="4"/><circle cx="${i(cx - 480)}" cy="240" r="110" fill="${pop}" opacity=".4" filter="url(#sb)"/><path d="M${i(cx - 560)} 250q80-130 160 0Z" fill="${light}"/><path d="M${i(cx - 560)} 250q80-130 160 0" fill="none" stroke="${deep}" stroke-width="3"/><ellipse cx="${i(cx - 480)}" cy="250" rx="80" ry="10" fill="#fff" opacity=".8"/>`,
    shadow(cx + 420, 800, 110, 18, p, 0.45),
    `<path d="M${i(cx + 380)} 520h80q-10 40 40 90 40 50 10 190h-180q-30-140 10-190 50-50 40-90Z" fill="${pop}"/><path d="M${i(cx + 360)} 600q60 40 160 0" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="6"/><path d="M${i(cx + 380)} 540q40 80 10 240" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="14" stroke-linecap="round"/>`,
  );
  out.push(
    `<path d="M${i(cx + 400)} 520q-40-120-120-220M${i(cx + 420)} 520q20-160 100-260M${i(cx + 440)} 520q60-80 140-120" fill="none" stroke="${deep}" stroke-width="4"/>${[
      [cx + 280, 300],
      [cx + 520, 260],
      [cx + 580, 400],
    ]
      .map(
        ([x, y]) => `<ellipse cx="${i(x as number)}" cy="${y}" rx="16" ry="26" fill="${light}"/>`,
      )
      .join('')}`,
  );
  return out.join('');
}

function workshop(W: number, p: Palette, n: (a: number, b: number) => number) {
  const [deep, mid, light, pale, pop] = p;
  const cx = W / 2;
  const out: string[] = [];
  // A paper sweep backdrop: the wall curving into the floor, lit in a pool from above.
  out.push(
    `<defs><radialGradient id="spool" cx=".5" cy=".62" r=".55"><stop offset="0" stop-color="${pale}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#spool)"/>`,
    `<path d="M0 600Q${i(cx)} 700 ${W} 600V${H}H0Z" fill="${deep}" opacity=".25"/>`,
  );
  // A pegboard with joinery tools on the left.
  const bx = cx - 560;
  const holes: string[] = [];
  for (let y = 130; y < 480; y += 36)
    for (let x = bx + 18; x < bx + 230; x += 36) holes.push(`M${x} ${y}h.1`);
  out.push(
    `<rect x="${bx}" y="110" width="240" height="380" rx="6" fill="${mid}" opacity=".55"/><path d="${holes.join('')}" stroke="${deep}" stroke-width="8" stroke-linecap="round" opacity=".5"/>`,
    `<path d="M${bx + 50} 150v150" stroke="${light}" stroke-width="14"/><rect x="${bx + 36}" y="140" width="28" height="50" rx="6" fill="${pop}"/>`,
    `<path d="M${bx + 110} 160l20 120h30l20-120Z" fill="${light}"/><rect x="${bx + 125}" y="120" width="40" height="44" rx="8" fill="${deep}"/>`,
    `<path d="M${bx + 40} 380h160l-20 40h-140Z" fill="${light}"/><rect x="${bx + 60}" y="350" width="50" height="30" rx="8" fill="${pop}"/>`,
  );
  // A plinth in perspective (front and top faces) and the chair on it.
  const px = cx - 40;
  out.push(
    shadow(px, 780, 260, 26, p, 0.7),
    `<path d="M${px - 220} 620h440l40 40H${px - 180}Z" fill="#fff" opacity=".75"/><path d="M${px - 220} 620v150l40 20V660Z" fill="${light}"/><path d="M${px - 180} 660h480v130H${px - 180}Z" fill="${pale}"/>`,
  );
  // The chair: spindle back, saddle seat, splayed legs; a warm edge of light from the right.
  const seatY = 470;
  out.push(
    shadow(px + 40, 650, 150, 12, p, 0.55),
    `<path d="M${px - 80} ${seatY + 30}L${px - 120} 650M${px + 150} ${seatY + 30}L${px + 190} 650M${px - 30} ${seatY + 40}L${px - 50} 640M${px + 100} ${seatY + 40}L${px + 120} 640" stroke="${mid}" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="M${px - 100} ${seatY + 80}L${px + 170} ${seatY + 80}" stroke="${mid}" stroke-width="8" opacity=".8"/>`,
    `<path d="M${px - 80} ${seatY}L${px - 60} 220M${px + 150} ${seatY}L${px + 130} 220" stroke="${mid}" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="M${px - 30} ${seatY}L${px - 20} 250M${px + 20} ${seatY}L${px + 25} 250M${px + 65} ${seatY}L${px + 70} 250M${px + 110} ${seatY}L${px + 105} 250" stroke="${mid}" stroke-width="9" stroke-linecap="round"/>`,
    `<path d="M${px - 80} 230Q${px + 35} 170 ${px + 150} 230l-6 40Q${px + 35} 214 ${px - 74} 270Z" fill="${mid}"/><path d="M${px - 80} 230Q${px + 35} 170 ${px + 150} 230" fill="none" stroke="${pop}" stroke-width="5" opacity=".8"/>`,
    `<path d="M${px - 120} ${seatY}q150-40 300 0l-14 40q-136 26-272 0Z" fill="${mid}"/><path d="M${px - 120} ${seatY}q150-40 300 0" fill="none" stroke="${pop}" stroke-width="6" opacity=".85"/>`,
    `<path d="M${px + 150} 230L${px + 130} ${seatY}M${px + 180} ${seatY}l-16 40" stroke="${pop}" stroke-width="4" opacity=".6"/>`,
  );
  // A softbox at the top right and its beam.
  out.push(
    `<path d="M${i(cx + 360)} 60l200 60-40 120-200-60Z" fill="#fff"/><path d="M${i(cx + 360)} 60l200 60-40 120-200-60Z" fill="none" stroke="${deep}" stroke-width="10"/><path d="M${i(cx + 330)} 170L${px + 40} 620L${px + 300} 620L${i(cx + 520)} 240Z" fill="url(#sbeam)" opacity=".35"/><path d="M${i(cx + 470)} 230L${i(cx + 500)} 800" stroke="${deep}" stroke-width="8"/>`,
    `<path d="M${i(cx + 460)} 800l40-40 40 40" fill="none" stroke="${deep}" stroke-width="8"/>`,
  );
  // Wood shavings curled on the floor.
  for (let k = 0; k < 5; k++) {
    const x = px - 360 + k * n(120, 190);
    out.push(
      `<path d="M${i(x)} ${i(820 + n(0, 40))}q20-24 36 0t-14 14" fill="none" stroke="${light}" stroke-width="5" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}

function gym(W: number, p: Palette, n: (a: number, b: number) => number) {
  const [deep, mid, light, , pop] = p;
  const cx = W / 2;
  const out: string[] = [];
  const r = room(W, p, 560, { boards: false, dark: true });
  out.push(r.shapes);
  // Brick courses on the back wall and tall factory windows glowing.
  const bricks: string[] = [];
  for (let y = 40; y < 550; y += 34) bricks.push(`M${i(cx - 560)} ${y}H${i(cx + 560)}`);
  out.push(`<path d="${bricks.join('')}" stroke="${mid}" stroke-opacity=".35" stroke-width="3"/>`);
  for (const k of [-2, -1, 1, 2]) {
    const x = cx + k * 230 - 60;
    out.push(
      `<path d="M${i(x)} 300V130q60-50 120 0V300Z" fill="${pop}" opacity=".55"/><path d="M${i(x + 60)} 90V300M${i(x)} 200H${i(x + 120)}" stroke="${deep}" stroke-width="6"/><circle cx="${i(x + 60)}" cy="200" r="110" fill="${pop}" opacity=".18" filter="url(#sb)"/>`,
    );
  }
  // Rubber floor tiles and a lifting platform of wood in perspective.
  const tiles: string[] = [];
  for (let k = -10; k <= 10; k++) tiles.push(`M${i(cx + k * 60)} 560L${i(cx + k * 190)} ${H}`);
  for (const y of [590, 640, 720, 840]) tiles.push(`M0 ${y}H${W}`);
  out.push(
    `<path d="${tiles.join('')}" stroke="#000" stroke-opacity=".35" stroke-width="3"/>`,
    `<path d="M${i(cx - 300)} 620H${i(cx + 300)}L${i(cx + 420)} 820H${i(cx - 420)}Z" fill="${light}" opacity=".35"/><path d="M${i(cx - 100)} 620L${i(cx - 140)} 820M${i(cx + 100)} 620L${i(cx + 140)} 820" stroke="${deep}" stroke-opacity=".4" stroke-width="4"/>`,
  );
  // A squat rack: two uprights with holes, a bar racked across with plates.
  const rx = cx - 260;
  const holes = (x: number) =>
    Array.from({ length: 8 }, (_, k) => `M${i(x)} ${250 + k * 36}h.1`).join('');
  out.push(
    `<rect x="${i(rx)}" y="200" width="26" height="440" fill="${deep}" stroke="${light}" stroke-opacity=".5" stroke-width="3"/><rect x="${i(rx + 494)}" y="200" width="26" height="440" fill="${deep}" stroke="${light}" stroke-opacity=".5" stroke-width="3"/><path d="${holes(rx + 13)}${holes(rx + 507)}" stroke="${light}" stroke-width="7" stroke-linecap="round" opacity=".6"/><rect x="${i(rx - 20)}" y="196" width="560" height="14" fill="${deep}"/>`,
  );
  const barY = 380;
  const plate = (x: number, rr: number, fill: string) =>
    `<rect x="${i(x)}" y="${i(barY - rr)}" width="34" height="${i(rr * 2)}" rx="10" fill="${fill}"/><rect x="${i(x + 4)}" y="${i(barY - rr + 8)}" width="8" height="${i(rr * 2 - 16)}" rx="4" fill="#fff" opacity=".25"/>`;
  out.push(
    `<rect x="${i(rx - 150)}" y="${barY - 7}" width="820" height="14" rx="7" fill="${light}"/>`,
    plate(rx - 110, 120, pop) + plate(rx - 72, 100, mid) + plate(rx - 38, 70, deep),
    plate(rx + 564, 70, deep) + plate(rx + 598, 100, mid) + plate(rx + 632, 120, pop),
    shadow(cx, 660, 420, 26, p, 0.7),
  );
  // A row of dumbbells on a low rack and a kettlebell in front.
  const dy = 700;
  out.push(
    `<path d="M${i(cx - 520)} ${dy}H${i(cx - 230)}M${i(cx + 230)} ${dy}H${i(cx + 560)}" stroke="${deep}" stroke-width="16"/>`,
  );
  for (const side of [-1, 1])
    for (let k = 0; k < 4; k++) {
      const x = cx + side * (280 + k * 66) - 30;
      out.push(
        `<rect x="${i(x)}" y="${dy - 40}" width="60" height="10" fill="${light}"/><rect x="${i(x - 6)}" y="${dy - 58}" width="18" height="46" rx="6" fill="${mid}"/><rect x="${i(x + 48)}" y="${dy - 58}" width="18" height="46" rx="6" fill="${mid}"/>`,
      );
    }
  const kx = cx + 60 + n(-30, 30);
  out.push(
    shadow(kx, 850, 90, 14, p, 0.7),
    `<path d="M${i(kx - 40)} 740q0-60 40-60t40 60" fill="none" stroke="${deep}" stroke-width="22"/><circle cx="${i(kx)}" cy="790" r="68" fill="${deep}"/><path d="M${i(kx - 40)} 760q20-30 50-30" fill="none" stroke="${light}" stroke-width="8" stroke-linecap="round" opacity=".6"/><rect x="${i(kx - 24)}" y="780" width="48" height="24" rx="4" fill="${pop}"/>`,
  );
  // Spotlight cones from the ceiling.
  for (const k of [-1, 1])
    out.push(
      `<path d="M${i(cx + k * 200)} 0L${i(cx + k * 200 - 180)} 880H${i(cx + k * 200 + 180)}Z" fill="#fff" opacity=".07"/>`,
    );
  return out.join('');
}

function boardroom(W: number, p: Palette, n: (a: number, b: number) => number) {
  const [deep, mid, , pale, pop] = p;
  const r = room(W, p, 520, { boards: false });
  // On a wide picture (a full-bleed hero, its text on the left) the table moves to the right.
  const cx = r.cx + (W > 1500 ? 220 : 0);
  const out = [r.shapes];
  // The back wall is glass: a city at dusk behind mullions.
  const gx = r.wallL + 20;
  const gw = r.wallR - r.wallL - 40;
  const towers: string[] = [];
  for (let x = gx; x < gx + gw - 30; x += n(50, 90)) {
    const top = n(180, 360);
    towers.push(
      `<rect x="${i(x)}" y="${i(top)}" width="${i(n(40, 80))}" height="${i(500 - top)}" fill="${mid}" opacity="${n(0.45, 0.8).toFixed(2)}"/>`,
    );
  }
  out.push(
    `<defs><linearGradient id="ssky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset=".7" stop-color="${pop}" stop-opacity=".8"/><stop offset="1" stop-color="${pale}"/></linearGradient></defs><rect x="${i(gx)}" y="60" width="${i(gw)}" height="440" fill="url(#ssky)"/>${towers.join('')}`,
    `<path d="${Array.from({ length: 7 }, (_, k) => `M${i(gx + (k * gw) / 6)} 60V500`).join('')}M${i(gx)} 60H${i(gx + gw)}M${i(gx)} 500H${i(gx + gw)}" stroke="${deep}" stroke-width="10"/>`,
  );
  // A long table running into the room, in perspective, with chairs down both sides.
  const near = 860;
  const far = 560;
  out.push(
    shadow(cx, near - 20, 420, 40, p, 0.4),
    `<path d="M${i(cx - 120)} ${far}H${i(cx + 120)}L${i(cx + 380)} ${near}H${i(cx - 380)}Z" fill="${pale}"/><path d="M${i(cx - 380)} ${near}H${i(cx + 380)}v24H${i(cx - 380)}Z" fill="${deep}"/><path d="M${i(cx - 120)} ${far}H${i(cx + 120)}" stroke="#fff" stroke-width="6" opacity=".7"/>`,
  );
  for (let k = 0; k < 4; k++) {
    const t = k / 3;
    const y = far + 30 + t * (near - far - 90);
    const half = 120 + t * 230;
    const s = 0.55 + t * 0.6;
    for (const side of [-1, 1]) {
      const x = cx + side * (half + 40 * s);
      out.push(
        `<rect x="${i(x - 34 * s)}" y="${i(y - 90 * s)}" width="${i(68 * s)}" height="${i(100 * s)}" rx="${i(16 * s)}" fill="${deep}"/><rect x="${i(x - 30 * s)}" y="${i(y - 86 * s)}" width="${i(20 * s)}" height="${i(80 * s)}" rx="${i(8 * s)}" fill="#fff" opacity=".15"/>`,
      );
    }
    // Papers and a laptop on the table.
    out.push(
      `<rect x="${i(cx - half * 0.55)}" y="${i(y - 4)}" width="${i(46 * s)}" height="${i(30 * s)}" fill="#fff" transform="rotate(-8 ${i(cx - half * 0.55)} ${i(y)})"/>`,
    );
  }
  out.push(
    `<path d="M${i(cx + 40)} 700h120l20-60h-120Z" fill="${deep}"/><path d="M${i(cx + 60)} 695l16-48h100l-16 48Z" fill="${pop}" opacity=".8"/>`,
  );
  // A screen on the side wall with a bar chart, and pendant lights over the table.
  const sx = r.wallR - 10;
  out.push(
    `<path d="M${i(sx + 30)} 170L${i(sx + 250)} 120V420L${i(sx + 30)} 400Z" fill="${deep}"/><path d="M${i(sx + 44)} 184L${i(sx + 236)} 142V404L${i(sx + 44)} 388Z" fill="#fff"/>${[0, 1, 2, 3].map((k) => `<path d="M${i(sx + 70 + k * 40)} 370V${i(330 - k * 45 - n(0, 20))}" stroke="${k === 3 ? pop : mid}" stroke-width="22"/>`).join('')}`,
  );
  for (const k of [-1, 0, 1]) {
    const lx = cx + k * 150;
    out.push(
      `<path d="M${i(lx)} 0V${i(240 + k * 0)}" stroke="${deep}" stroke-width="3"/><path d="M${i(lx - 46)} 270q46-50 92 0Z" fill="${deep}"/><ellipse cx="${i(lx)}" cy="270" rx="46" ry="7" fill="${pop}"/><circle cx="${i(lx)}" cy="290" r="70" fill="${pop}" opacity=".25" filter="url(#sb)"/>`,
    );
  }
  return out.join('');
}

/** The scene's shapes and defs, as a whole SVG document of `w`×`h` (a seeded `n(min, max)` varies details). */
export function drawScene(
  kind: SceneKind,
  w: number,
  h: number,
  palette: Palette,
  n: (min: number, max: number) => number,
): string {
  // Narrower than 4:3, the scene is drawn 4:3 and its sides cropped (the objects keep to the middle).
  const W = Math.max(Math.round((H * w) / h), 1200);
  const body = { clinic, code, launch, lounge, shelf, workshop, gym, boardroom }[kind](
    W,
    palette,
    n,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${defs(palette)}${body}${finish(W)}</svg>\n`;
}
