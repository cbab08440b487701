import type { CatalogueStore, Term } from './catalogue-store.ts';
import { deletions, editDistance, maxVariantKeyLength } from './fuzzy.ts';

/**
 * The catalogue's distinct part-number keys in memory (issue 25 §3, decision 0012). A million parts
 * hold ~106,000 (key, description) pairs (part_terms) over ~103,000 keys of ~8 characters: a few
 * megabytes. A first search asked the database up to five times which keys start with, contain or
 * lie one edit from the query, and how many rows and part numbers they hold; on SQLite the FTS5
 * trigram reads alone took about half of a search's time, on PostgreSQL each was a round trip.
 * Here those questions are answered from memory, read once per catalogue version, so the database
 * only reads the part rows of the page:
 * - keys are numbered in (length, key) order, so a trigram's posting list (the keys holding it, in
 *   number order) lists the shortest keys first: what "contains" ranks best;
 * - a key prefix is a range of the keys in key order, with running sums for the totals;
 * - keys one edit away are generated (deletions, substitutions, insertions, transpositions of the
 *   query: about 70 per character) and looked up, not read from part_key_variants.
 * Past `maxTerms` pairs (a very large imported catalogue) the keys stay in the database.
 */
export interface KeyIndexOptions {
  /** The catalogue version: when it changes, the next search reads the keys again. */
  version: () => Promise<number>;
  maxTerms?: number;
}

/** The letters a key is made of (search-key.ts folds O to 0 and I to 1). */
const keyAlphabet = [...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'];

export interface Index {
  version: number;
  /** Distinct keys in (length, key) order. */
  keys: string[];
  number: Map<string, number>;
  /** Terms of key k: terms[termStart[k] .. termStart[k + 1]). */
  termStart: Int32Array;
  terms: Term[];
  /** Part rows of each key, and its distinct part numbers. */
  rows: Float64Array;
  numbers: Float64Array;
  /** Key numbers in key order, with running sums of rows and part numbers in that order. */
  sorted: Int32Array;
  rowsBefore: Float64Array;
  numbersBefore: Float64Array;
  /** Keys holding each trigram, in key-number order. */
  grams: Map<string, Int32Array>;
  /** Terms of each description, ordered by key length and key (as termsOf reads them). */
  byDescription: Map<string, Term[]>;
  /**
   * Keys one edit from a query, without generating ~70 strings per character: for every key of up
   * to maxVariantKeyLength + 1 characters, the hash of the key and of each of its one-character
   * deletions, packed with the key's number (`hash * keySlots + k`) and sorted. A key within one
   * edit of the query shares one of these with the query's own (see keysWithinOneEdit); undefined
   * when the keys outnumber keySlots.
   */
  deletionHashes: Float64Array | undefined;
}

/** Key numbers packed under a 32-bit hash in a float64 (2^32 * 2^21 = 2^53: exact). */
const keySlots = 2 ** 21;

/** FNV-1a of `key` without its character at `skip` (-1: the whole key), unsigned 32-bit. */
export function hashWithout(key: string, skip: number): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < key.length; at += 1) {
    if (at === skip) continue;
    hash ^= key.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function buildDeletionHashes(keys: readonly string[]): Float64Array | undefined {
  if (keys.length > keySlots) return undefined;
  let count = 0;
  for (const key of keys) if (key.length <= maxVariantKeyLength + 1) count += key.length + 1;
  const out = new Float64Array(count);
  let at = 0;
  keys.forEach((key, k) => {
    if (key.length > maxVariantKeyLength + 1) return;
    out[at++] = hashWithout(key, -1) * keySlots + k;
    for (let skip = 0; skip < key.length; skip += 1)
      out[at++] = hashWithout(key, skip) * keySlots + k;
  });
  return out.sort();
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Builds the index from every term and the distinct part numbers of each key. */
export function buildKeyIndex(
  version: number,
  allTerms: readonly Term[],
  numbersOfKey: ReadonlyMap<string, number>,
): Index {
  const keys = [...new Set(allTerms.map((term) => term.search_key))].sort(
    (a, b) => a.length - b.length || compareText(a, b),
  );
  const number = new Map(keys.map((key, index) => [key, index]));
  const descriptions = new Map<string, string>();
  const terms = allTerms
    .map((term) => {
      // One string per description: ~1,600 of them are shared by 106,000 pairs.
      let description = descriptions.get(term.description);
      if (description === undefined) {
        description = term.description;
        descriptions.set(description, description);
      }
      return { id: Number(term.id), search_key: term.search_key, description, n: Number(term.n) };
    })
    .sort((a, b) => number.get(a.search_key)! - number.get(b.search_key)! || a.id - b.id);
  const termStart = new Int32Array(keys.length + 1);
  const rows = new Float64Array(keys.length);
  for (const term of terms) {
    const k = number.get(term.search_key)!;
    termStart[k + 1]! += 1;
    rows[k]! += term.n;
  }
  for (let k = 0; k < keys.length; k += 1) termStart[k + 1]! += termStart[k]!;
  const numbers = Float64Array.from(keys, (key) => numbersOfKey.get(key) ?? 0);

  const sorted = Int32Array.from(keys.keys()).sort((a, b) => compareText(keys[a]!, keys[b]!));
  const rowsBefore = new Float64Array(keys.length + 1);
  const numbersBefore = new Float64Array(keys.length + 1);
  sorted.forEach((k, index) => {
    rowsBefore[index + 1] = rowsBefore[index]! + rows[k]!;
    numbersBefore[index + 1] = numbersBefore[index]! + numbers[k]!;
  });

  const lists = new Map<string, number[]>();
  keys.forEach((key, k) => {
    const seen = new Set<string>();
    for (let at = 0; at + 3 <= key.length; at += 1) {
      const gram = key.slice(at, at + 3);
      if (seen.has(gram)) continue;
      seen.add(gram);
      const list = lists.get(gram);
      if (list) list.push(k);
      else lists.set(gram, [k]);
    }
  });
  const grams = new Map([...lists].map(([gram, list]) => [gram, Int32Array.from(list)]));

  const byDescription = new Map<string, Term[]>();
  // Terms are in key-number order already: (length, key), as termsOf reads them.
  for (const term of terms) {
    const list = byDescription.get(term.description);
    if (list) list.push(term);
    else byDescription.set(term.description, [term]);
  }
  return {
    version,
    keys,
    number,
    termStart,
    terms,
    rows,
    numbers,
    sorted,
    rowsBefore,
    numbersBefore,
    grams,
    byDescription,
    deletionHashes: buildDeletionHashes(keys),
  };
}

/** Positions in `index.sorted` of the keys starting with `prefix`: [from, to). */
function prefixRange(index: Index, prefix: string): [number, number] {
  const { keys, sorted } = index;
  const first = (bound: string, after: boolean) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const key = keys[sorted[mid]!]!;
      if (key < bound || (after && key.startsWith(bound))) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  const from = first(prefix, false);
  return [from, prefix === '' ? sorted.length : first(prefix, true)];
}

/** Calls `visit` with each key number whose key contains `fragment`, shortest keys first, until it returns false. */
function eachContaining(index: Index, fragment: string, visit: (k: number) => boolean): void {
  const { keys } = index;
  if (fragment.length < 3) {
    for (let k = 0; k < keys.length; k += 1) if (keys[k]!.includes(fragment) && !visit(k)) return;
    return;
  }
  let rarest: Int32Array | undefined;
  for (let at = 0; at + 3 <= fragment.length; at += 1) {
    const list = index.grams.get(fragment.slice(at, at + 3));
    if (!list) return;
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  if (!rarest) return;
  const exact = fragment.length === 3;
  for (const k of rarest) {
    if ((exact || keys[k]!.includes(fragment)) && !visit(k)) return;
  }
}

/** Pushes the terms of key `k` onto `out` until it holds `limit`; false once full. */
function pushTerms(index: Index, k: number, out: Term[], limit: number): boolean {
  for (let t = index.termStart[k]!; t < index.termStart[k + 1]!; t += 1) {
    if (out.length >= limit) return false;
    out.push(index.terms[t]!);
  }
  return out.length < limit;
}

/**
 * The keys within one edit of `key` (itself included), as key numbers in key-number order; the same
 * keys as keysNear. Two keys are one edit apart exactly when they are equal or one is a deletion of
 * the other (an insertion or deletion), or a deletion of each is the same string (a substitution at
 * that position, or an adjacent transposition): so the candidates are the keys sharing a hash with
 * the key or one of its deletions, and the edit distance of each keeps the true ones (and drops
 * the hash collisions and the few pairs two edits apart that share a deletion).
 */
export function keysWithinOneEdit(index: Index, key: string): number[] | undefined {
  const hashes = index.deletionHashes;
  if (!hashes) return undefined;
  const candidates = new Set<number>();
  const probe = (hash: number) => {
    const floor = hash * keySlots;
    let low = 0;
    let high = hashes.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (hashes[mid]! < floor) low = mid + 1;
      else high = mid;
    }
    for (let at = low; at < hashes.length && hashes[at]! < floor + keySlots; at += 1) {
      candidates.add(hashes[at]! - floor);
    }
  };
  probe(hashWithout(key, -1));
  for (let skip = 0; skip < key.length; skip += 1) probe(hashWithout(key, skip));
  const found: number[] = [];
  for (const k of candidates) if (editDistance(key, index.keys[k]!, 1) <= 1) found.push(k);
  return found.sort((a, b) => a - b);
}

/** The keys within one edit of `key` (itself included), as key numbers, by generating each edit. */
export function keysNear(index: Index, key: string): number[] {
  const found = new Set<number>();
  const look = (candidate: string) => {
    const k = index.number.get(candidate);
    if (k !== undefined) found.add(k);
  };
  look(key);
  for (const candidate of deletions(key)) look(candidate);
  for (let at = 0; at <= key.length; at += 1) {
    const before = key.slice(0, at);
    const after = key.slice(at);
    for (const letter of keyAlphabet) {
      look(before + letter + after);
      if (at < key.length && letter !== key[at]) look(before + letter + key.slice(at + 1));
    }
    if (at + 1 < key.length) look(before + key[at + 1] + key[at] + key.slice(at + 2));
  }
  return [...found];
}

/** The store with its key reads answered from memory (see above); everything else passes through. */
export function withKeyIndex(
  store: CatalogueStore,
  options: KeyIndexOptions,
): CatalogueStore & { warm(): Promise<void> } {
  const maxTerms = options.maxTerms ?? 2_000_000;
  let current: Index | null | undefined;
  let currentVersion: number | undefined;
  let loading: { version: number; promise: Promise<Index | null> } | undefined;

  const load = async (version: number): Promise<Index | null> => {
    const terms = await store.allTerms(maxTerms + 1);
    if (terms.length > maxTerms) return null;
    return buildKeyIndex(version, terms, await store.partNumbersPerKey());
  };

  /** The index of the current version, or null when the catalogue is too large to hold. */
  const indexed = async (): Promise<Index | null> => {
    const version = await options.version();
    if (currentVersion === version && current !== undefined) return current;
    if (loading?.version !== version) {
      const promise = load(version);
      loading = { version, promise };
      promise.then(
        (loaded) => {
          if (loading?.promise === promise) loading = undefined;
          if (currentVersion === undefined || currentVersion <= version) {
            current = loaded;
            currentVersion = version;
          }
        },
        () => {
          if (loading?.promise === promise) loading = undefined;
        },
      );
    }
    return loading.promise;
  };

  const inLengths = (key: string, lengths: [number, number] | undefined) =>
    !lengths || (key.length >= lengths[0] && key.length <= lengths[1]);

  return {
    ...store,
    /**
     * Reads the keys (and, through the store below, the words) now rather than at the first
     * search: at 1,000,000 parts that takes a second or more.
     */
    async warm() {
      await indexed();
      await store.knownWords([]);
    },
    async prefixTerms(key, limit, lengths) {
      const index = await indexed();
      if (!index) return store.prefixTerms(key, limit, lengths);
      const [from, to] = prefixRange(index, key);
      const out: Term[] = [];
      for (let at = from; at < to && out.length < limit; at += 1) {
        const k = index.sorted[at]!;
        if (inLengths(index.keys[k]!, lengths)) pushTerms(index, k, out, limit);
      }
      return out;
    },
    async prefixTotal(key) {
      const index = await indexed();
      if (!index) return store.prefixTotal(key);
      const [from, to] = prefixRange(index, key);
      return index.rowsBefore[to]! - index.rowsBefore[from]!;
    },
    async containsTerms(fragment, limit, lengths) {
      const index = await indexed();
      if (!index) return store.containsTerms(fragment, limit, lengths);
      const out: Term[] = [];
      eachContaining(index, fragment, (k) =>
        inLengths(index.keys[k]!, lengths) ? pushTerms(index, k, out, limit) : true,
      );
      return out;
    },
    async containsTotal(fragment) {
      const index = await indexed();
      if (!index) return store.containsTotal(fragment);
      let total = 0;
      eachContaining(index, fragment, (k) => {
        total += index.rows[k]!;
        return true;
      });
      return total;
    },
    async overlapTotal(fragment, words) {
      const index = await indexed();
      if (!index) return store.overlapTotal(fragment, words);
      const described = new Set(
        (await store.describedBy(words, Number.MAX_SAFE_INTEGER)).map((d) => d.description),
      );
      let total = 0;
      eachContaining(index, fragment, (k) => {
        for (let t = index.termStart[k]!; t < index.termStart[k + 1]!; t += 1) {
          const term = index.terms[t]!;
          if (described.has(term.description)) total += term.n;
        }
        return true;
      });
      return total;
    },
    async termsOf(description, limit) {
      const index = await indexed();
      if (!index) return store.termsOf(description, limit);
      return (index.byDescription.get(description) ?? []).slice(0, limit);
    },
    async termsNear(key, limit) {
      const index = await indexed();
      if (!index) return store.termsNear(key, limit);
      if (key.length > maxVariantKeyLength) {
        const k = index.number.get(key);
        const out: Term[] = [];
        if (k !== undefined) pushTerms(index, k, out, limit);
        return out;
      }
      const out: Term[] = [];
      const near = keysWithinOneEdit(index, key);
      let count = 0;
      for (const k of near ?? []) count += index.termStart[k + 1]! - index.termStart[k]!;
      // Past `limit` terms which ones are kept depends on the order: keysNear's, as before.
      for (const k of near && count <= limit ? near : keysNear(index, key)) {
        if (!pushTerms(index, k, out, limit)) break;
      }
      return out;
    },
    async termsOfKeys(keys) {
      const index = await indexed();
      if (!index) return store.termsOfKeys(keys);
      const out: Term[] = [];
      for (const key of new Set(keys)) {
        const k = index.number.get(key);
        if (k !== undefined) pushTerms(index, k, out, Number.MAX_SAFE_INTEGER);
      }
      return out.sort(
        (a, b) =>
          a.description.length - b.description.length || compareText(a.description, b.description),
      );
    },
    async partNumberTotal(keys) {
      const index = await indexed();
      if (!index) return store.partNumberTotal(keys);
      let total = 0;
      for (const key of new Set(keys)) {
        const k = index.number.get(key);
        if (k !== undefined) total += index.numbers[k]!;
      }
      return total;
    },
    async distinctPartTotal(fragment, words, prefix) {
      const index = await indexed();
      if (!index) return store.distinctPartTotal(fragment, words, prefix);
      if (prefix) {
        const [from, to] = prefixRange(index, fragment);
        return index.numbersBefore[to]! - index.numbersBefore[from]!;
      }
      const matched = new Set<number>();
      eachContaining(index, fragment, (k) => {
        matched.add(k);
        return true;
      });
      if (words.length > 0) {
        for (const { description } of await store.describedBy(words, Number.MAX_SAFE_INTEGER)) {
          for (const term of index.byDescription.get(description) ?? []) {
            matched.add(index.number.get(term.search_key)!);
          }
        }
      }
      let total = 0;
      for (const k of matched) total += index.numbers[k]!;
      return total;
    },
  };
}
