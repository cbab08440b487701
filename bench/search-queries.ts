/**
 * Distinct, realistic search queries drawn from a seeded catalogue (issue 25 §3): what new visitors
 * type. Every query is different, so with the answer cache off each request is searched afresh and
 * none is answered from an earlier one. Deterministic for a given catalogue and seed.
 *
 * Kinds, mixed in fixed shares: part numbers as printed, in lower case, without dashes or with
 * spaces; prefixes (a number typed half way); one typo (substitution, deletion, insertion,
 * transposition, O for 0; never another printed number); two typos in long numbers; description words in any order; a misspelt
 * description word; a description word with a size from the number; description words with a word of the visitor's
 * own that no description holds ("replacement oil filter": found by all words but one).
 */
import { createRandom, type Random } from '../apps/api/src/catalogue/seed/prng.ts';

export interface CatalogueSample {
  /** Distinct part numbers as the catalogue prints them. */
  partNumbers: readonly string[];
  /** Distinct descriptions (upper case, as stored). */
  descriptions: readonly string[];
}

export type QueryKind =
  | 'number'
  | 'spelling'
  | 'prefix'
  | 'typo'
  | 'two typos'
  | 'description'
  | 'misspelt word'
  | 'word and size'
  | 'own word';

const kinds: ReadonlyArray<[QueryKind, number]> = [
  ['number', 14],
  ['spelling', 14],
  ['prefix', 16],
  ['typo', 18],
  ['two typos', 6],
  ['description', 14],
  ['misspelt word', 10],
  ['word and size', 8],
  ['own word', 6],
];

/** Words visitors add that a parts catalogue does not write. */
const ownWords = ['replacement', 'genuine', 'new', 'landing', 'pads', 'aircraft', 'spare', 'cheap'];

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** One keyboard slip in `text`, at a letter or digit (never at the first character). */
function typo(random: Random, text: string): string {
  const positions = [...text]
    .map((char, index) => (index > 0 && /[A-Za-z0-9]/.test(char) ? index : -1))
    .filter((index) => index >= 0);
  if (positions.length === 0) return text;
  const at = random.pick(positions);
  const char = text[at] ?? '';
  switch (random.int(0, 4)) {
    case 0: // substitution
      return `${text.slice(0, at)}${random.pick([...alphabet].filter((c) => c !== char.toUpperCase()))}${text.slice(at + 1)}`;
    case 1: // deletion
      return `${text.slice(0, at)}${text.slice(at + 1)}`;
    case 2: // insertion
      return `${text.slice(0, at)}${random.pick([...alphabet])}${text.slice(at)}`;
    case 3: // transposition with the previous character
      return `${text.slice(0, at - 1)}${char}${text[at - 1] ?? ''}${text.slice(at + 1)}`;
    default: // letter O typed for zero, or zero for O
      return text.includes('0')
        ? text.replace('0', 'O')
        : `${text.slice(0, at)}${random.pick([...alphabet])}${text.slice(at + 1)}`;
  }
}

const words = (description: string) =>
  description.split(/[^A-Za-z]+/).filter((word) => word.length >= 3);

function query(random: Random, kind: QueryKind, sample: CatalogueSample): string | undefined {
  const number = random.pick(sample.partNumbers);
  switch (kind) {
    case 'number':
      return number;
    case 'spelling': {
      const lower = number.toLowerCase();
      return random.pick([lower, lower.replace(/-/g, ''), lower.replace(/-/g, ' ')]);
    }
    case 'prefix': {
      const compact = number.replace(/-/g, '');
      if (compact.length < 5) return undefined;
      return compact.slice(0, random.int(3, compact.length - 1)).toLowerCase();
    }
    case 'typo':
      return number.length >= 5 ? typo(random, number) : undefined;
    case 'two typos':
      return number.replace(/-/g, '').length >= 10 ? typo(random, typo(random, number)) : undefined;
    case 'description': {
      const list = words(random.pick(sample.descriptions));
      if (list.length === 0) return undefined;
      const shuffled = [...list];
      for (let i = shuffled.length - 1; i > 0; i -= 1) {
        const j = random.int(0, i);
        [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
      }
      return shuffled
        .slice(0, random.int(1, Math.min(3, shuffled.length)))
        .join(' ')
        .toLowerCase();
    }
    case 'misspelt word': {
      const list = words(random.pick(sample.descriptions)).filter((word) => word.length >= 5);
      if (list.length === 0) return undefined;
      return typo(random, random.pick(list)).toLowerCase();
    }
    case 'word and size': {
      const description = sample.descriptions.length > 0 ? random.pick(sample.descriptions) : '';
      const word = words(description)[0];
      const size = /(\d+)[A-Z]*$/.exec(number)?.[1];
      return word && size ? `${word.toLowerCase()} ${size}` : undefined;
    }
    case 'own word': {
      const own = random.pick(ownWords);
      const list = words(random.pick(sample.descriptions)).slice(0, 2);
      if (list.length === 0) return undefined;
      const held = sample.descriptions.some((description) =>
        [own, ...list].every((word) => description.toLowerCase().includes(word.toLowerCase())),
      );
      return held ? undefined : [own, ...list].join(' ').toLowerCase();
    }
  }
}

/** `count` distinct queries (fewer only if the catalogue is too small to give that many). */
export function searchQueriesFrom(
  sample: CatalogueSample,
  count: number,
  seed = 'first searches',
): Array<{ query: string; kind: QueryKind }> {
  const random = createRandom(seed);
  const total = kinds.reduce((sum, [, share]) => sum + share, 0);
  const seen = new Set<string>();
  // A slip that lands on another printed number is no typo: it is skipped.
  const printed = new Set(sample.partNumbers.map((number) => number.toUpperCase()));
  const out: Array<{ query: string; kind: QueryKind }> = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries += 1) {
    let roll = random.int(0, total - 1);
    const kind = kinds.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'number';
    const text = query(random, kind, sample)?.trim();
    if (!text || text.length > 100) continue;
    const normal = text.toUpperCase();
    if (seen.has(normal)) continue;
    if ((kind === 'typo' || kind === 'two typos') && printed.has(normal)) continue;
    seen.add(normal);
    out.push({ query: text, kind });
  }
  return out;
}
