import {
  availabilitySchema,
  partUsageLimit,
  searchResultLimit,
  type PartSummary,
} from '@contrail/contracts';
import {
  allowedEdits,
  editDistance,
  maxVariantKeyLength,
  trigramSimilarity,
  typoPieces,
} from './fuzzy.ts';
import { descriptionWords, searchKey } from './search-key.ts';
import type { CatalogueStore, Description, KeyStat, Term } from './catalogue-store.ts';

/**
 * `words` with each one a visitor's word the parts desk taught the search (search_synonyms: "brake pads" as
 * BRAKE LINING) replaced by the catalogue's word; null if none is. Tried only when the words typed find no
 * description, so "tank pad" still finds PAD, TANK. Short forms need no entry: a word matches inside a longer
 * one ("prop" finds PROPELLER).
 */
export function withSynonyms(
  words: readonly string[],
  synonyms: ReadonlyMap<string, string>,
): string[] | null {
  const replaced = words.map((word) => synonyms.get(word) ?? word);
  return replaced.some((word, i) => word !== words[i]) ? [...new Set(replaced)] : null;
}

/**
 * Ranked part search (see docs/search.md). The query becomes a part-number key and description
 * words. Keys are matched against part_terms — one row per distinct (key, description) with its
 * number of part rows — and words against part_descriptions, so a catalogue that repeats the same
 * bolt in a thousand figures is searched once per bolt. Tiers, best first: exact key, key prefix,
 * key contains the query, description holds every word; when those find fewer than a page,
 * typo-tolerant keys (one edit; two from 10 characters when nothing closer matched) and misspelt
 * words corrected. Queries under
 * 3 characters match key prefixes only. The total counts part rows, each once.
 */
export interface SearchResult {
  /** Each part as JSON text (partSchema plus assemblyName); the answer is `[${parts}]`. */
  parts: string[];
  /**
   * When no description held the words typed: the word sets the descriptions were found by instead (a typo
   * corrected, the catalogue's word for a visitor's, all words but one), best first (X-Search-Words).
   */
  readAs?: string[][];
  /** Part rows matching in total (the page holds at most `searchResultLimit`). */
  total: number;
}

/** The grouped answer: one JSON object per part number (partSummarySchema), and how many match. */
export interface PartSearchResult {
  parts: string[];
  /** As SearchResult's. */
  readAs?: string[][];
  /** Distinct part numbers matching in total, with the parts listed as replacements. */
  total: number;
}

type Candidate =
  | { kind: 'term'; term: Term; score: number }
  | { kind: 'description'; description: Description; score: number };

/** Candidates read per key tier; ranking happens among these (the total counts every match). */
const candidateLimit = 400;
const typoCandidateLimit = 1500;
const descriptionLimit = 20_000;
const minWordLength = 3;
/** Terms read per description when every match is listed (the typo tiers ran). */
const allTermsLimit = 5_000;

/** One summary of a key's statistics over its models (usages are added by the caller). */
function summarise(
  stats: readonly KeyStat[],
): Omit<PartSummary, 'partNumber' | 'description' | 'supersedes' | 'usages'> {
  const ordered = [...stats].sort((a, b) => a.first_seq - b.first_seq);
  const prices = ordered.flatMap((stat) => [stat.low, stat.high]).filter((p) => p !== null);
  const units = new Set(ordered.flatMap((stat) => [stat.low_unit, stat.high_unit]));
  const low = prices.length > 0 ? Math.min(...prices) : null;
  const unpriced = ordered.some((stat) => stat.unpriced > 0);
  const best = Math.min(...ordered.map((stat) => stat.availability));
  return {
    usageCount: ordered.reduce((sum, stat) => sum + stat.n, 0),
    assemblyCount: ordered.reduce((sum, stat) => sum + stat.assemblies, 0),
    models: ordered.map((stat) => stat.model_id),
    priceCents: low,
    priceVaries:
      units.size > 1 || (low !== null && (unpriced || prices.some((price) => price !== low))),
    availability: availabilitySchema.options[best] ?? 'quote',
    supersededBy: ordered.find((stat) => stat.superseded_by !== null)?.superseded_by ?? null,
  };
}

const pairOf = (term: Pick<Term, 'search_key' | 'description'>) =>
  `${term.search_key}\u0000${term.description}`;

/** 0..15: words found as whole words score higher, and so do shorter descriptions. */
function describedScore(words: readonly string[], description: string): number {
  const own = new Set(description.toUpperCase().split(/[^A-Z0-9]+/));
  const whole = words.filter((word) => own.has(word)).length / words.length;
  const coverage = Math.min(1, words.join(' ').length / Math.max(1, description.length));
  return 10 * whole + 5 * coverage;
}

/** What a query is reduced to: its part-number key and its description words (3+ characters). */
export interface SearchTerms {
  key: string;
  words: string[];
}

export function searchTerms(query: string): SearchTerms {
  return {
    key: searchKey(query).slice(0, 64),
    words: descriptionWords(query).filter((word) => word.length >= minWordLength),
  };
}

export function createPartSearch(store: CatalogueStore) {
  /**
   * Terms within the allowed edits of `key` (a typo): one edit through the deletion variants of
   * the keys (an index lookup), two edits for keys of 10+ characters through pieces of the key.
   */
  const typoTerms = async (key: string, strictFound: boolean) => {
    const edits = allowedEdits(key.length);
    if (edits === 0) return [];
    const found = new Map<number, Term>();
    let near = false;
    if (key.length <= maxVariantKeyLength) {
      for (const term of await store.termsNear(key, typoCandidateLimit)) {
        found.set(term.id, term);
        if (term.search_key !== key) near = true;
      }
    }
    // Two edits only when nothing closer was found: a long number typed right (or one slip off)
    // does not need the thousands of keys sharing a few characters with it read and compared.
    if (edits > 1 && !strictFound && !near) {
      const pieces = typoPieces(key, edits);
      const lengths: [number, number] = [key.length - edits, key.length + edits];
      for (const term of await store.prefixTerms(pieces.prefix, typoCandidateLimit, lengths)) {
        found.set(term.id, term);
      }
      for (const piece of pieces.inner) {
        for (const term of await store.containsTerms(piece, typoCandidateLimit, lengths)) {
          found.set(term.id, term);
        }
      }
    }
    const out: Array<Term & { distance: number }> = [];
    for (const term of found.values()) {
      const distance = editDistance(key, term.search_key, edits);
      if (distance <= edits) out.push({ ...term, distance });
    }
    return out;
  };

  /**
   * Two known words that an unknown one runs together ("TAILWHEEL": TAIL and WHEEL, as the catalogue
   * writes them), each of 3+ characters; the shortest first piece wins. Null if there are none.
   */
  const splitWord = async (word: string): Promise<[string, string] | null> => {
    const splits: [string, string][] = [];
    for (let at = minWordLength; at <= word.length - minWordLength; at++)
      splits.push([word.slice(0, at), word.slice(at)]);
    if (splits.length === 0) return null;
    const known = await store.knownWords(splits.flat());
    return splits.find(([left, right]) => known.has(left) && known.has(right)) ?? null;
  };

  /**
   * The words with each unknown one replaced by the closest known word (one edit away), else by the two
   * known words it runs together, else by a known word two edits away; null if none changed.
   */
  const correctWords = async (words: readonly string[]): Promise<string[] | null> => {
    const known = await store.knownWords(words);
    let changed = false;
    const corrected: string[] = [];
    for (const word of words) {
      // Words with digits are sizes and dash numbers: "correcting" them would only mislead.
      const edits = /\d/.test(word) ? 0 : allowedEdits(word.length);
      if (known.has(word) || edits === 0) {
        corrected.push(word);
        continue;
      }
      let best: { word: string; distance: number; n: number } | undefined;
      for (const candidate of await store.wordsOfLength(word.length - edits, word.length + edits)) {
        const distance = editDistance(word, candidate.word, edits);
        if (distance > edits) continue;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance && candidate.n > best.n)
        ) {
          best = { word: candidate.word, distance, n: candidate.n };
        }
      }
      const split = !best || best.distance > 1 ? await splitWord(word) : null;
      if (split) {
        corrected.push(...split);
        changed = true;
      } else if (best) {
        corrected.push(best.word);
        changed = true;
      }
    }
    return changed && corrected.length > 0 ? corrected : null;
  };

  /**
   * No description holds the words, nor the catalogue's words for them: those holding all but one. The word
   * left out is the visitor's, not the catalogue's ("landing" in "landing gear leg": LEG, GEAR). The sets that
   * keep the last word typed come first: in an English name of a thing the last word is the thing and the
   * words before it say which one ("main gear leg fairing" is a fairing, "propeller spinner" a spinner). Among
   * those, the set finding the most part rows first.
   */
  const allButOne = async (words: readonly string[]) => {
    const sets: { list: Description[]; wordsUsed: string[]; rows: number; keepsLast: boolean }[] =
      [];
    for (const left of words.keys()) {
      const wordsUsed = words.filter((_, i) => i !== left);
      const list = await store.describedBy(wordsUsed, descriptionLimit);
      const rows = list.reduce((sum, description) => sum + Number(description.n), 0);
      if (rows > 0) sets.push({ list, wordsUsed, rows, keepsLast: left !== words.length - 1 });
    }
    return sets.sort((a, b) => Number(b.keepsLast) - Number(a.keepsLast) || b.rows - a.rows);
  };

  /**
   * The part rows of the ranked candidates, best first, at most `limit`. Pairs whose rows all fit
   * are read together in one query (part_terms.n says how many rows each has); the first pair that
   * would overflow the page is read with a LIMIT of its own.
   */
  const expand = async (candidates: readonly Candidate[], limit: number): Promise<string[]> => {
    const ordered: Term[] = [];
    const seen = new Set<string>();
    let rows = 0;
    const push = (term: Term) => {
      const pair = pairOf(term);
      if (seen.has(pair)) return true;
      seen.add(pair);
      ordered.push(term);
      rows += term.n;
      return rows < limit;
    };
    outer: for (const candidate of candidates) {
      if (candidate.kind === 'term') {
        if (!push(candidate.term)) break;
        continue;
      }
      for (const term of await store.termsOf(candidate.description.description, limit)) {
        if (!push(term)) break outer;
      }
    }
    const last = rows >= limit ? ordered.pop() : undefined;
    if (store.partsInOrder) {
      // One round trip: every pair in full, the last one up to what the page still holds.
      const before = ordered.reduce((sum, term) => sum + Number(term.n), 0);
      const pairs = ordered.map((term) => ({ ...term, limit: Number(term.n) }));
      if (last) pairs.push({ ...last, limit: Math.max(0, limit - before) });
      return (await store.partsInOrder(pairs)).slice(0, limit).map((row) => row.json);
    }
    const rank = new Map(ordered.map((term, index) => [pairOf(term), index]));
    const found = (await store.partsOfTerms(ordered))
      .map((row, order) => ({
        row,
        order,
        rank: rank.get(pairOf(row)),
      }))
      .filter((entry): entry is typeof entry & { rank: number } => entry.rank !== undefined)
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ row }) => row.json);
    if (last && found.length < limit) {
      for (const row of await store.partsOf(last, limit - found.length)) found.push(row.json);
    }
    return found.slice(0, limit);
  };

  /**
   * The ranked candidates of a query, best first, and the part rows they match in total.
   * `complete` says the typo tiers ran (fewer than a page matched strictly): then every candidate
   * is known and small; otherwise the matches are exactly the key tier plus the description words.
   */
  const rank = async (
    { key, words }: SearchTerms,
    limit: number,
  ): Promise<{ candidates: Candidate[]; total: number; complete: boolean; readAs: string[][] }> => {
    let complete = false;
    const readAs: string[][] = [];

    const terms = new Map<string, Candidate & { kind: 'term' }>();
    const addTerm = (term: Term, score: number) => {
      const pair = pairOf(term);
      const known = terms.get(pair);
      if (!known || known.score < score) terms.set(pair, { kind: 'term', term, score });
    };
    const descriptions = new Map<string, Candidate & { kind: 'description' }>();
    const addDescriptions = (
      list: readonly Description[],
      wordsUsed: readonly string[],
      base: number,
    ) => {
      let added = 0;
      for (const description of list) {
        if (descriptions.has(description.description)) continue;
        descriptions.set(description.description, {
          kind: 'description',
          description,
          score: base + describedScore(wordsUsed, description.description),
        });
        added += description.n;
      }
      return added;
    };

    const keyScore = (term: Term) =>
      term.search_key === key
        ? 100
        : (term.search_key.startsWith(key) ? 80 : 60) + (10 * key.length) / term.search_key.length;
    const sumOf = (list: readonly Term[]) => list.reduce((sum, term) => sum + term.n, 0);
    let total: number;
    if (key.length < minWordLength) {
      // One more than the page of candidates: when they all fit, their counts are the total.
      const prefix = await store.prefixTerms(key, candidateLimit + 1);
      for (const term of prefix.slice(0, candidateLimit)) addTerm(term, keyScore(term));
      total = prefix.length > candidateLimit ? await store.prefixTotal(key) : sumOf(prefix);
    } else {
      let keyTotal = 0;
      if (key) {
        // Keys containing the query include the exact key and its prefixes; only when the
        // candidates overflow are those read separately, with the count.
        const contained = await store.containsTerms(key, candidateLimit + 1);
        for (const term of contained.slice(0, candidateLimit)) addTerm(term, keyScore(term));
        if (contained.length > candidateLimit) {
          for (const term of await store.prefixTerms(key, candidateLimit))
            addTerm(term, keyScore(term));
          keyTotal = await store.containsTotal(key);
        } else keyTotal = sumOf(contained);
      }
      const described = words.length > 0 ? await store.describedBy(words, descriptionLimit) : [];
      const describedTotal = addDescriptions(described, words, 40);
      const overlap = keyTotal > 0 && describedTotal > 0 ? await store.overlapTotal(key, words) : 0;
      total = keyTotal + describedTotal - overlap;

      if (total < limit) {
        complete = true;
        for (const term of await typoTerms(key, total > 0)) {
          if (terms.has(pairOf(term))) continue;
          addTerm(term, 20 + 10 * trigramSimilarity(key, term.search_key) - 2 * term.distance);
          total += term.n;
        }
        const corrected = words.length > 0 ? await correctWords(words) : null;
        if (corrected) {
          const found = await store.describedBy(corrected, descriptionLimit);
          total += addDescriptions(found, corrected, 5);
          if (found.length > 0 && describedTotal === 0) readAs.push(corrected);
        }
        // No description holds the words: the catalogue's own words for them, then all words but one.
        // The words as typed first: a word the desk taught is none of the catalogue's, so the corrections
        // may have read it as others ("hubcap" as HUB CAP); a corrected word may be one too ("pds" as PAD).
        const table = descriptions.size === 0 ? await store.synonyms() : null;
        const synonyms = table
          ? (withSynonyms(words, table) ?? (corrected && withSynonyms(corrected, table)))
          : null;
        if (synonyms) {
          const found = await store.describedBy(synonyms, descriptionLimit);
          total += addDescriptions(found, synonyms, 4);
          if (found.length > 0) readAs.push(synonyms);
        }
        if (descriptions.size === 0 && words.length > 1) {
          // Each set below the one before it (a description's bonus is at most 15).
          for (const [i, set] of (await allButOne(synonyms ?? corrected ?? words)).entries()) {
            total += addDescriptions(set.list, set.wordsUsed, 3 - 16 * i);
            readAs.push(set.wordsUsed);
          }
        }
      }
    }

    const candidates: Candidate[] = [...terms.values(), ...descriptions.values()].sort((a, b) => {
      if (b.score !== a.score) return b.score - a.score;
      const left = a.kind === 'term' ? a.term.search_key : a.description.description;
      const right = b.kind === 'term' ? b.term.search_key : b.description.description;
      return left.length - right.length || (left < right ? -1 : left > right ? 1 : 0);
    });
    return { candidates, total, complete, readAs };
  };

  /**
   * One summary per distinct part number, in the order of the best candidate naming its key (part
   * numbers sharing a key, such as "32-50001" and "3250-001", in catalogue order). A superseded
   * part on the page is followed by the part superseding it (marked `supersedes`), so a search for
   * an old number finds the new one.
   */
  const searchParts = async (
    query: SearchTerms,
    limit: number,
    offset: number,
  ): Promise<PartSearchResult> => {
    if (query.key.length === 0 && query.words.length === 0) return { parts: [], total: 0 };
    const { candidates, complete, readAs } = await rank(query, searchResultLimit);
    const wanted = offset + limit;
    // Keys in rank order, each with the description it matched by; a key holds one part number
    // or more, so `wanted` keys hold at least `wanted` part numbers.
    const order = new Map<string, string>();
    const full = () => !complete && order.size >= wanted;
    for (const candidate of candidates) {
      if (full()) break;
      const found =
        candidate.kind === 'term'
          ? [candidate.term]
          : await store.termsOf(
              candidate.description.description,
              complete ? allTermsLimit : wanted + order.size,
            );
      for (const term of found) {
        if (full()) break;
        if (!order.has(term.search_key)) order.set(term.search_key, term.description);
      }
    }

    /** Statistics by part number, each list ordered by model. */
    const byNumber = (stats: readonly KeyStat[]) => {
      const map = new Map<string, KeyStat[]>();
      for (const stat of [...stats].sort((x, y) => x.first_seq - y.first_seq)) {
        map.set(stat.part_number, [...(map.get(stat.part_number) ?? []), stat]);
      }
      return map;
    };
    // Statistics of the keys the page can reach: `wanted` keys hold at least `wanted` numbers.
    // (When every candidate is listed, the rest are only counted: reading thousands of keys'
    // statistics for a misspelt word cost a grouped search hundreds of milliseconds.)
    const read = byNumber(await store.keyStats([...order.keys()].slice(0, wanted)));
    const numbersOfKey = new Map<string, string[]>();
    for (const [number, stats] of read) {
      const key = stats[0]?.search_key ?? '';
      numbersOfKey.set(key, [...(numbersOfKey.get(key) ?? []), number]);
    }
    const matchedTotal = complete
      ? await store.partNumberTotal([...order.keys()])
      : await store.distinctPartTotal(query.key, query.words, query.key.length < minWordLength);

    // The replacements named by the superseded parts read, with their statistics.
    const newer = new Set<string>();
    for (const stats of read.values()) {
      const by = stats.find((stat) => stat.superseded_by !== null)?.superseded_by;
      if (by && !read.has(by)) newer.add(by);
    }
    const replacements = byNumber(
      (await store.keyStats([...new Set([...newer].map((number) => searchKey(number)))])).filter(
        (stat) => newer.has(stat.part_number),
      ),
    );
    const statsOf = (number: string) => read.get(number) ?? replacements.get(number);
    const descriptionOf = new Map<string, string>();
    for (const term of await store.termsOfKeys(
      [...replacements.values()].map((stats) => stats[0]?.search_key ?? ''),
    )) {
      if (!descriptionOf.has(term.search_key)) descriptionOf.set(term.search_key, term.description);
    }
    const matches = (key: string, description: string) =>
      query.key.length < minWordLength
        ? key.startsWith(query.key)
        : (query.key.length > 0 && key.includes(query.key)) ||
          (query.words.length > 0 &&
            query.words.every((word) => description.toUpperCase().includes(word)));

    interface Listed {
      key: string;
      partNumber: string;
      description: string;
      supersedes: string | null;
    }
    const listed: Listed[] = [];
    const seen = new Set<string>();
    let added = 0;
    for (const [key, description] of order) {
      for (const partNumber of numbersOfKey.get(key) ?? []) {
        if (seen.has(partNumber)) continue;
        seen.add(partNumber);
        listed.push({ key, partNumber, description, supersedes: null });
        const by = read.get(partNumber)?.find((stat) => stat.superseded_by !== null)?.superseded_by;
        const next = by ? statsOf(by)?.[0] : undefined;
        if (!by || !next || seen.has(by)) continue;
        seen.add(by);
        const nextDescription =
          order.get(next.search_key) ?? descriptionOf.get(next.search_key) ?? description;
        listed.push({
          key: next.search_key,
          partNumber: by,
          description: nextDescription,
          supersedes: partNumber,
        });
        // A replacement the query matches anyway is already counted.
        if (
          !order.has(next.search_key) &&
          !(!complete && matches(next.search_key, nextDescription))
        )
          added += 1;
      }
    }

    const page = listed.slice(offset, wanted);
    const usages = new Map<string, string[]>();
    for (const row of await store.usagesOf(
      page.map((entry) => ({
        search_key: entry.key,
        part_number: entry.partNumber,
        description: entry.description,
        usageCount: (statsOf(entry.partNumber) ?? []).reduce((sum, stat) => sum + stat.n, 0),
      })),
      partUsageLimit,
    )) {
      usages.set(row.part_number, [...(usages.get(row.part_number) ?? []), row.json]);
    }
    const parts: string[] = [];
    for (const entry of page) {
      const stats = statsOf(entry.partNumber);
      // A part gone since the ranking read it (a concurrent import) is left out.
      if (!stats?.[0]) continue;
      const summary = JSON.stringify({
        partNumber: entry.partNumber,
        description: entry.description,
        ...summarise(stats),
        supersedes: entry.supersedes,
      });
      parts.push(
        `${summary.slice(0, -1)},"usages":[${(usages.get(entry.partNumber) ?? []).join(',')}]}`,
      );
    }
    return { parts, total: matchedTotal + added, readAs };
  };

  return {
    async search(query: string, limit = searchResultLimit): Promise<SearchResult> {
      return this.searchTerms(searchTerms(query), limit);
    },

    /** The search for a query already reduced by `searchTerms` (answers depend on nothing else). */
    async searchTerms(
      terms: SearchTerms,
      limit = searchResultLimit,
      offset = 0,
    ): Promise<SearchResult> {
      if (terms.key.length === 0 && terms.words.length === 0) return { parts: [], total: 0 };
      const { candidates, total, readAs } = await rank(terms, searchResultLimit);
      return { parts: (await expand(candidates, offset + limit)).slice(offset), total, readAs };
    },

    /** The grouped search (`?group=part`): one summary per part number, best first. */
    searchParts: (terms: SearchTerms, limit = searchResultLimit, offset = 0) =>
      searchParts(terms, limit, offset),
  };
}

export type PartSearch = ReturnType<typeof createPartSearch>;
