import type { DiagramViewBox } from '@contrail/contracts';
import { glyphOf, partKind } from './diagram-glyphs.ts';
import { gradientDefs, n, type Glyph } from './diagram-shapes.ts';

export { partKind } from './diagram-glyphs.ts';

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
    gradientDefs +
    `<g fill="none">${lines.join('')}</g>` +
    `<g style="stroke:var(--dg-ink, #1d2733)" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round">${art}</g>` +
    block;
  return { viewBox: { x: left, y: top, width, height }, svg, placements };
}
