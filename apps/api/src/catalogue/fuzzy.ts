/**
 * Edit distance with adjacent transpositions (optimal string alignment): "MS20995C23" is one edit
 * from "MS20995C32". Gives up early and returns `max + 1` once the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  // Three rows reused from call to call: a search compares thousands of keys.
  if (rows[0].length <= b.length) {
    const size = 2 * (b.length + 1);
    rows = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

let rows: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(32),
  new Int32Array(32),
  new Int32Array(32),
];

const trigrams = (text: string): Set<string> => {
  const padded = `  ${text} `;
  const out = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1)
    out.add(padded.slice(index, index + 3));
  return out;
};

/** Trigram similarity as pg_trgm computes it: shared trigrams / all trigrams of both (0..1). */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  const union = left.size + right.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** How many edits a fuzzy match of a key or word of this length may have (0 = no fuzzy matching). */
export const allowedEdits = (length: number): number => (length >= 10 ? 2 : length >= 4 ? 1 : 0);

/**
 * Pieces of a key for finding typo candidates: with `edits` edits, at least one of `edits + 1`
 * pieces survives intact (pigeonhole). The first piece is matched as a prefix (any length), the
 * others as substrings, so they are at least 3 characters (the trigram index needs 3).
 */
export function typoPieces(key: string, edits: number): { prefix: string; inner: string[] } {
  const innerCount = edits;
  const innerLength = Math.max(3, Math.floor(key.length / (edits + 1)));
  const prefixLength = key.length - innerCount * innerLength;
  if (prefixLength < 1) return { prefix: key.slice(0, 1), inner: [key.slice(-3)] };
  const inner: string[] = [];
  for (let index = 0; index < innerCount; index += 1) {
    const start = prefixLength + index * innerLength;
    inner.push(key.slice(start, start + innerLength));
  }
  return { prefix: key.slice(0, prefixLength), inner };
}

/** Longest key whose deletion variants are stored (longer keys are rare and get no typo lookup). */
export const maxVariantKeyLength = 24;

/** The distinct strings made by deleting one character of `key`. */
export function deletions(key: string): string[] {
  const out = new Set<string>();
  for (let index = 0; index < key.length; index += 1)
    out.add(key.slice(0, index) + key.slice(index + 1));
  return [...out];
}
