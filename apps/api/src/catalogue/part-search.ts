import { searchResultLimit } from '@contrail/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Dialect, Executor } from '../db/index.ts';
import { partColumns, toPart, type PartRow, type PartView } from './catalogue-repository.ts';
import { allowedEdits, editDistance, trigramSimilarity, typoPieces } from './fuzzy.ts';
import { descriptionWords, searchKey } from './search-key.ts';

/**
 * Ranked part search (see docs/search.md): the query is reduced to a part-number key and description
 * words, matched against part_terms — one row per distinct (key, description) with its number of
 * part rows — so a catalogue that repeats the same bolt in a thousand figures is searched once per
 * bolt. Tiers, best first: exact key, key prefix, key contains the query, description contains every
 * word; when those find fewer than a page, typo-tolerant matches (one edit in a key of 4+ characters,
 * two from 8) and corrected description words. Queries under 3 characters match key prefixes only.
 */
export interface SearchResult {
  parts: PartView[];
  /** Part rows matching in total (the page holds at most `searchResultLimit`). */
  total: number;
}

interface Term {
  id: number;
  search_key: string;
  description: string;
  n: number;
}

interface Ranked extends Term {
  score: number;
}

/** Candidates read per tier; ranking happens among these (the count covers every match). */
const candidateLimit = 400;
/** Typo candidates read per piece of the key. */
const typoCandidateLimit = 1500;
const minWordLength = 3;

const like = (fragment: string) => `%${fragment}%`;

/** The two databases differ only in how a substring is looked up: FTS5 trigram or pg_trgm LIKE. */
function termQueries(dialect: Dialect) {
  const termColumns = sql`t.id, t.search_key, t.description, t.n`;
  if (dialect === 'sqlite') {
    const keyContains = (fragment: string) =>
      sql`select rowid from part_terms_key_fts where search_key like ${like(fragment)}`;
    const describedBy = (words: readonly string[]) =>
      sql`select rowid from part_terms_text_fts where ${sql.join(
        words.map((word) => sql`description like ${like(word)}`),
        sql` and `,
      )}`;
    return { termColumns, keyContains, describedBy };
  }
  const keyContains = (fragment: string) =>
    sql`select id as rowid from part_terms where search_key like ${like(fragment)}`;
  const describedBy = (words: readonly string[]) =>
    sql`select id as rowid from part_terms where ${sql.join(
      words.map((word) => sql`description ilike ${like(word)}`),
      sql` and `,
    )}`;
  return { termColumns, keyContains, describedBy };
}

export function createPartSearch(db: Executor, dialect: Dialect) {
  const q = termQueries(dialect);

  const terms = async (where: RawBuilder<unknown>, limit: number, extra = sql``) => {
    const result = await sql<Term>`
      select ${q.termColumns} from part_terms t where t.id in (${where}) ${extra} limit ${limit}
    `.execute(db);
    return result.rows;
  };

  const prefixTerms = async (key: string, limit: number) =>
    (
      await sql<Term>`
        select t.id, t.search_key, t.description, t.n from part_terms t
        where t.search_key >= ${key} and t.search_key < ${`${key}~`}
        order by t.search_key limit ${limit}
      `.execute(db)
    ).rows;

  const sumOf = async (where: RawBuilder<unknown>) => {
    const result = await sql<{ total: number | string | null }>`
      select sum(n) as total from part_terms where id in (${where})
    `.execute(db);
    return Number(result.rows[0]?.total ?? 0);
  };

  const prefixTotal = async (key: string) => {
    const result = await sql<{ total: number | string | null }>`
      select sum(n) as total from part_terms
      where search_key >= ${key} and search_key < ${`${key}~`}
    `.execute(db);
    return Number(result.rows[0]?.total ?? 0);
  };

  /** Terms whose key is within the allowed edits of `key` (a typo), found through key pieces. */
  const typoTerms = async (key: string): Promise<Array<Term & { distance: number }>> => {
    const edits = allowedEdits(key.length);
    if (edits === 0) return [];
    const pieces = typoPieces(key, edits);
    const lengths = sql`and length(t.search_key) between ${key.length - edits} and ${key.length + edits}`;
    const found = new Map<number, Term>();
    const prefix = await sql<Term>`
      select t.id, t.search_key, t.description, t.n from part_terms t
      where t.search_key >= ${pieces.prefix} and t.search_key < ${`${pieces.prefix}~`} ${lengths}
      limit ${typoCandidateLimit}
    `.execute(db);
    for (const term of prefix.rows) found.set(term.id, term);
    for (const piece of pieces.inner) {
      for (const term of await terms(q.keyContains(piece), typoCandidateLimit, lengths)) {
        found.set(term.id, term);
      }
    }
    const out: Array<Term & { distance: number }> = [];
    for (const term of found.values()) {
      const distance = editDistance(key, term.search_key, edits);
      if (distance <= edits) out.push({ ...term, distance });
    }
    return out;
  };

  /** Query words that are not description words, replaced by the closest known word (or dropped). */
  const correctWords = async (words: readonly string[]): Promise<string[] | null> => {
    const known = await db
      .selectFrom('search_words')
      .select('word')
      .where('word', 'in', [...words])
      .execute();
    const knownSet = new Set(known.map((row) => row.word));
    let changed = false;
    const corrected: string[] = [];
    for (const word of words) {
      const edits = allowedEdits(word.length);
      if (knownSet.has(word) || edits === 0) {
        corrected.push(word);
        continue;
      }
      const candidates = await db
        .selectFrom('search_words')
        .select(['word', 'n'])
        .where(sql<boolean>`length(word) between ${word.length - edits} and ${word.length + edits}`)
        .execute();
      let best: { word: string; distance: number; n: number } | undefined;
      for (const candidate of candidates) {
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
      if (best) {
        corrected.push(best.word);
        changed = true;
      }
    }
    return changed && corrected.length > 0 ? corrected : null;
  };

  /** The part rows of ranked terms, best term first, then in catalogue order; at most `limit`. */
  const expand = async (ranked: readonly Ranked[], limit: number): Promise<PartView[]> => {
    // Terms whose rows all fit are read in one query; the first term that would overflow the page
    // is read with a LIMIT of its own. part_terms.n says how many rows each term has.
    const whole: Ranked[] = [];
    let rows = 0;
    let last: Ranked | undefined;
    for (const term of ranked) {
      if (rows + term.n >= limit) {
        last = term;
        break;
      }
      whole.push(term);
      rows += term.n;
    }
    const select = () =>
      db
        .selectFrom('parts')
        .innerJoin('assemblies', (join) =>
          join
            .onRef('assemblies.model_id', '=', 'parts.model_id')
            .onRef('assemblies.id', '=', 'parts.assembly_id'),
        )
        .innerJoin('models', 'models.model_id', 'parts.model_id')
        .select([...partColumns, 'parts.search_key', 'parts.description as term_description'])
        .orderBy('models.sort_order')
        .orderBy('assemblies.sort_order')
        .orderBy('parts.sort_order');
    const pairOf = (key: string, description: string) => `${key}\u0000${description}`;
    const found: Array<PartRow & { search_key: string; term_description: string }> = [];
    if (whole.length > 0) {
      // Selected by key (indexed); rows of the same key under another description are dropped here.
      const wanted = new Set(whole.map((term) => pairOf(term.search_key, term.description)));
      const rows = await select()
        .where('parts.search_key', 'in', [...new Set(whole.map((term) => term.search_key))])
        .execute();
      found.push(...rows.filter((row) => wanted.has(pairOf(row.search_key, row.term_description))));
    }
    if (last) {
      found.push(
        ...(await select()
          .where('parts.search_key', '=', last.search_key)
          .where('parts.description', '=', last.description)
          .limit(limit - rows)
          .execute()),
      );
    }
    const rank = new Map<string, number>();
    ranked.forEach((term, index) => {
      const pair = pairOf(term.search_key, term.description);
      if (!rank.has(pair)) rank.set(pair, index);
    });
    return found
      .map((row, order) => ({
        row,
        order,
        rank: rank.get(pairOf(row.search_key, row.term_description)),
      }))
      .filter((entry): entry is typeof entry & { rank: number } => entry.rank !== undefined)
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .slice(0, limit)
      .map(({ row }) => toPart(row));
  };

  return {
    async search(query: string, limit = searchResultLimit): Promise<SearchResult> {
      const key = searchKey(query).slice(0, 64);
      const words = descriptionWords(query).filter((word) => word.length >= minWordLength);
      if (key.length === 0 && words.length === 0) return { parts: [], total: 0 };

      const scored = new Map<number, Ranked>();
      const add = (term: Term, score: number) => {
        const known = scored.get(term.id);
        if (!known || known.score < score) scored.set(term.id, { ...term, score });
      };

      let total: number;
      const prefix = key ? await prefixTerms(key, candidateLimit) : [];
      for (const term of prefix) {
        add(term, term.search_key === key ? 100 : 80 + (10 * key.length) / term.search_key.length);
      }
      if (key.length < minWordLength) {
        total = await prefixTotal(key);
      } else {
        const sources: RawBuilder<unknown>[] = [];
        if (key.length >= minWordLength) {
          sources.push(q.keyContains(key));
          for (const term of await terms(q.keyContains(key), candidateLimit)) {
            add(term, 60 + (10 * key.length) / term.search_key.length);
          }
        }
        if (words.length > 0) {
          sources.push(q.describedBy(words));
          for (const term of await terms(q.describedBy(words), candidateLimit)) {
            add(term, 40 + describedScore(words, term.description));
          }
        }
        total = await sumOf(sql.join(sources, sql` union `));

        if (total < limit) {
          for (const term of await typoTerms(key)) {
            if (scored.has(term.id)) continue;
            add(term, 20 + 10 * trigramSimilarity(key, term.search_key) - 2 * term.distance);
            total += term.n;
          }
          const corrected = words.length > 0 ? await correctWords(words) : null;
          if (corrected) {
            for (const term of await terms(q.describedBy(corrected), candidateLimit)) {
              if (scored.has(term.id)) continue;
              add(term, 10 + describedScore(corrected, term.description));
              total += term.n;
            }
          }
        }
      }

      const ranked = [...scored.values()].sort(
        (a, b) =>
          b.score - a.score ||
          a.search_key.length - b.search_key.length ||
          (a.search_key < b.search_key ? -1 : a.search_key > b.search_key ? 1 : 0) ||
          (a.description < b.description ? -1 : a.description > b.description ? 1 : 0),
      );
      return { parts: await expand(ranked, limit), total: Math.max(total, 0) };
    },
  };
}

/** 0..15: words found as whole words score higher, and so do shorter descriptions. */
function describedScore(words: readonly string[], description: string): number {
  const own = new Set(description.toUpperCase().split(/[^A-Z0-9]+/));
  const whole = words.filter((word) => own.has(word)).length / words.length;
  const coverage = Math.min(1, words.join(' ').length / Math.max(1, description.length));
  return 10 * whole + 5 * coverage;
}

export type PartSearch = ReturnType<typeof createPartSearch>;
