import type { CatalogueStore, Description } from './catalogue-store.ts';

/**
 * A catalogue's words (search_words) and distinct descriptions are few (the seed: ~400 words and
 * ~1,600 descriptions for a million parts), and nearly every search asks about them: which words
 * are known, which known words are near a misspelt one, which descriptions hold the query's words.
 * Asking the database costs a round trip each (on PostgreSQL, a parse and plan too), so this keeps
 * both in memory, read once per catalogue version, and answers those three questions there (and which
 * visitors' words the search reads as the catalogue's: search_synonyms, a version bump when edited). Past
 * `maxDescriptions` the descriptions stay in the database (a large imported catalogue), and so do
 * the words past `maxWords`.
 */
export interface VocabularyOptions {
  /** The catalogue version: when it changes, the next search reads the vocabulary again. */
  version: () => Promise<number>;
  maxDescriptions?: number;
  maxWords?: number;
  /** Most description numbers kept in the lists of the words asked about (then they start over). */
  maxHeld?: number;
}

interface Vocabulary {
  version: number;
  words: Map<string, number> | null;
  /** Known words by length, for the typo corrections. */
  byLength: Map<number, Array<{ word: string; n: number }>>;
  descriptions: Array<Description & { upper: string }> | null;
  /**
   * For each word a search asked about, the descriptions holding it (their positions, in order):
   * query words are mostly the catalogue's own few hundred, so a search reads a short list instead
   * of testing every description again (three times for a grouped answer).
   */
  holding: Map<string, Int32Array>;
  held: number;
  synonyms: ReadonlyMap<string, string>;
}

export function withVocabulary(store: CatalogueStore, options: VocabularyOptions): CatalogueStore {
  const maxDescriptions = options.maxDescriptions ?? 50_000;
  const maxWords = options.maxWords ?? 50_000;
  const maxHeld = options.maxHeld ?? 2_000_000;
  let current: Vocabulary | undefined;
  let loading: { version: number; promise: Promise<Vocabulary> } | undefined;

  const load = async (version: number): Promise<Vocabulary> => {
    const [words, descriptions, synonyms] = await Promise.all([
      store.wordsOfLength(0, 1000),
      store.descriptions(maxDescriptions + 1),
      store.synonyms(),
    ]);
    const byLength = new Map<number, Array<{ word: string; n: number }>>();
    for (const entry of words) {
      const list = byLength.get(entry.word.length) ?? [];
      list.push({ word: entry.word, n: Number(entry.n) });
      byLength.set(entry.word.length, list);
    }
    const wordsKept = words.length <= maxWords;
    return {
      version,
      words: wordsKept ? new Map(words.map((entry) => [entry.word, Number(entry.n)])) : null,
      byLength: wordsKept ? byLength : new Map(),
      descriptions:
        descriptions.length <= maxDescriptions
          ? descriptions.map((entry) => ({
              description: entry.description,
              n: Number(entry.n),
              upper: entry.description.toUpperCase(),
            }))
          : null,
      holding: new Map(),
      held: 0,
      synonyms,
    };
  };

  /** The positions of the descriptions holding `word` (upper case). */
  const holding = (
    known: Vocabulary,
    descriptions: ReadonlyArray<{ upper: string }>,
    word: string,
  ): Int32Array => {
    let list = known.holding.get(word);
    if (list) return list;
    const found: number[] = [];
    for (let at = 0; at < descriptions.length; at += 1) {
      if (descriptions[at]!.upper.includes(word)) found.push(at);
    }
    list = Int32Array.from(found);
    if (known.held + list.length + 1 > maxHeld) {
      known.holding.clear();
      known.held = 0;
    }
    known.holding.set(word, list);
    known.held += list.length + 1;
    return list;
  };

  const vocabulary = async (): Promise<Vocabulary> => {
    const version = await options.version();
    if (current?.version === version) return current;
    if (loading?.version !== version) {
      const promise = load(version);
      loading = { version, promise };
      promise.then(
        (loaded) => {
          if (loading?.promise === promise) loading = undefined;
          if (!current || current.version !== loaded.version) current = loaded;
        },
        () => {
          if (loading?.promise === promise) loading = undefined;
        },
      );
    }
    return loading.promise;
  };

  return {
    ...store,
    synonyms: async () => (await vocabulary()).synonyms,
    async knownWords(list) {
      const { words } = await vocabulary();
      return words ? new Set(list.filter((word) => words.has(word))) : store.knownWords(list);
    },
    async wordsOfLength(min, max) {
      const known = await vocabulary();
      if (!known.words) return store.wordsOfLength(min, max);
      const out: Array<{ word: string; n: number }> = [];
      for (let length = min; length <= max; length += 1) {
        out.push(...(known.byLength.get(length) ?? []));
      }
      return out;
    },
    async describedBy(list, limit) {
      const known = await vocabulary();
      const { descriptions } = known;
      if (!descriptions) return store.describedBy(list, limit);
      const out: Description[] = [];
      const upper = list.map((word) => word.toUpperCase());
      if (upper.length === 0) {
        for (const entry of descriptions.slice(0, limit)) {
          out.push({ description: entry.description, n: entry.n });
        }
        return out;
      }
      // The rarest word's descriptions, in order, that hold the other words too.
      let rarest = holding(known, descriptions, upper[0]!);
      for (const word of upper.slice(1)) {
        const next = holding(known, descriptions, word);
        if (next.length < rarest.length) rarest = next;
      }
      for (const at of rarest) {
        if (out.length >= limit) break;
        const entry = descriptions[at]!;
        if (upper.every((word) => entry.upper.includes(word))) {
          out.push({ description: entry.description, n: entry.n });
        }
      }
      return out;
    },
  };
}
