import { brotliDecompressSync } from 'node:zlib';

/**
 * The few tables of a font file (TTF/OTF or WOFF2) that a metric-matched fallback needs: units per em, the
 * hhea ascent and descent (what browsers lay lines out with) and the average advance of English text.
 */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** Average advance of lowercase Latin text and spaces, weighted by English letter frequency, in em. */
  averageWidth: number;
}

// Letter frequencies of English text (per cent), and the share of spaces (about one character in six).
const letterFrequency: Record<string, number> = {
  a: 8.2,
  b: 1.5,
  c: 2.8,
  d: 4.3,
  e: 12.7,
  f: 2.2,
  g: 2.0,
  h: 6.1,
  i: 7.0,
  j: 0.15,
  k: 0.77,
  l: 4.0,
  m: 2.4,
  n: 6.7,
  o: 7.5,
  p: 1.9,
  q: 0.095,
  r: 6.0,
  s: 6.3,
  t: 9.1,
  u: 2.8,
  v: 0.98,
  w: 2.4,
  x: 0.15,
  y: 2.0,
  z: 0.074,
  ' ': 18,
};

// WOFF2's table tags, in the order its directory numbers them (the WOFF2 specification, table 5.1).
const knownTags =
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
    .split(' ')
    .map((tag) => tag.replace('_', ' '));

interface Table {
  data: Buffer;
  /** WOFF2 hmtx with its transform applied (a flags byte before the advances). */
  transformed: boolean;
}

function base128(buf: Buffer, at: { pos: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = buf.readUInt8(at.pos++);
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  throw new Error('bad UIntBase128');
}

function woff2Tables(buf: Buffer): Map<string, Table> {
  const numTables = buf.readUInt16BE(12);
  const at = { pos: 48 };
  const entries: { tag: string; length: number; transformed: boolean }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = buf.readUInt8(at.pos++);
    let tag = knownTags[flags & 0x3f] as string;
    if ((flags & 0x3f) === 63) {
      tag = buf.toString('latin1', at.pos, at.pos + 4);
      at.pos += 4;
    }
    const version = flags >> 6;
    const origLength = base128(buf, at);
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const length = transformed ? base128(buf, at) : origLength;
    entries.push({ tag, length, transformed });
  }
  const compressedSize = buf.readUInt32BE(20);
  const stream = brotliDecompressSync(buf.subarray(at.pos, at.pos + compressedSize));
  const tables = new Map<string, Table>();
  let offset = 0;
  for (const { tag, length, transformed } of entries) {
    tables.set(tag, { data: stream.subarray(offset, offset + length), transformed });
    offset += length;
  }
  return tables;
}

function sfntTables(buf: Buffer): Map<string, Table> {
  const tables = new Map<string, Table>();
  const numTables = buf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    const tag = buf.toString('latin1', rec, rec + 4);
    const offset = buf.readUInt32BE(rec + 8);
    const length = buf.readUInt32BE(rec + 12);
    tables.set(tag, { data: buf.subarray(offset, offset + length), transformed: false });
  }
  return tables;
}

/** Glyph ids of `chars` from the cmap's Unicode subtable (format 4 or 12). */
function glyphIds(cmap: Buffer, chars: readonly string[]): Map<string, number> {
  const count = cmap.readUInt16BE(2);
  const subtables: number[] = [];
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))
      subtables.push(cmap.readUInt32BE(8 + i * 8));
  }
  const ids = new Map<string, number>();
  for (const offset of subtables) {
    const format = cmap.readUInt16BE(offset);
    for (const ch of chars) {
      if (ids.has(ch)) continue;
      const code = ch.codePointAt(0) as number;
      if (format === 4) {
        const segX2 = cmap.readUInt16BE(offset + 6);
        const ends = offset + 14;
        const starts = ends + segX2 + 2;
        const deltas = starts + segX2;
        const ranges = deltas + segX2;
        for (let s = 0; s < segX2 / 2; s++) {
          const end = cmap.readUInt16BE(ends + s * 2);
          if (code > end) continue;
          const start = cmap.readUInt16BE(starts + s * 2);
          if (code < start) break;
          const delta = cmap.readInt16BE(deltas + s * 2);
          const rangeOffset = cmap.readUInt16BE(ranges + s * 2);
          const gid =
            rangeOffset === 0
              ? (code + delta) & 0xffff
              : cmap.readUInt16BE(ranges + s * 2 + rangeOffset + (code - start) * 2);
          if (gid) ids.set(ch, rangeOffset === 0 ? gid : (gid + delta) & 0xffff);
          break;
        }
      } else if (format === 12) {
        const groups = cmap.readUInt32BE(offset + 12);
        for (let g = 0; g < groups; g++) {
          const rec = offset + 16 + g * 12;
          const start = cmap.readUInt32BE(rec);
          const end = cmap.readUInt32BE(rec + 4);
          if (code >= start && code <= end) {
            ids.set(ch, cmap.readUInt32BE(rec + 8) + code - start);
            break;
          }
        }
      }
    }
  }
  return ids;
}

/** The metrics of a TTF, OTF or WOFF2 file's default instance (a variable font's default weight). */
export function fontMetrics(buf: Buffer): FontMetrics {
  const tables = buf.toString('latin1', 0, 4) === 'wOF2' ? woff2Tables(buf) : sfntTables(buf);
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`the font has no ${tag} table`);
    return found;
  };
  const unitsPerEm = table('head').data.readUInt16BE(18);
  const hhea = table('hhea').data;
  const numberOfHMetrics = hhea.readUInt16BE(34);
  const hmtx = table('hmtx');
  const advance = (gid: number) => {
    const index = Math.min(gid, numberOfHMetrics - 1);
    return hmtx.transformed
      ? hmtx.data.readUInt16BE(1 + index * 2)
      : hmtx.data.readUInt16BE(index * 4);
  };
  const chars = Object.keys(letterFrequency);
  const ids = glyphIds(table('cmap').data, chars);
  let total = 0;
  let weight = 0;
  for (const ch of chars) {
    const gid = ids.get(ch);
    if (gid === undefined) continue;
    const f = letterFrequency[ch] as number;
    total += advance(gid) * f;
    weight += f;
  }
  return {
    unitsPerEm,
    ascent: hhea.readInt16BE(4),
    descent: -hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    averageWidth: total / weight / unitsPerEm,
  };
}
