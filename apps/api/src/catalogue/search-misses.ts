import { searchMissesListed, type SearchMiss } from '@contrail/contracts';
import { sql } from 'kysely';
import { nowIso, type DbHandle } from '../db/index.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import { textWords } from './search-key.ts';

/**
 * What visitors searched for and found nothing (search_misses, decision 0054), so the parts desk knows which
 * words to teach the search. The search route counts each first page that found no part (held in memory and
 * written every few seconds: plugins/app/search-misses.ts); the desk lists the most searched of a period with
 * the words the catalogue does not know.
 */

/** Distinct searches counted per day at most: past it, a day's new searches are not kept (a flood of junk). */
export const searchMissesPerDay = 2_000;
/** Days a count is kept. */
const keptDays = 366;

/** A search as kept: spaces collapsed, lower case, at most 64 characters. */
export const missQuery = (query: string) =>
  query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 64);

/** One search that found no part, `n` times, last at `at`. */
export interface SearchMissCount {
  query: string;
  n: number;
  at: Date;
}

/** The searches worth keeping, as kept: one with no word or key of 3 characters is typing, not a search. */
export function keptMiss(query: string): string | undefined {
  const kept = missQuery(query);
  return kept.replace(/[^\p{L}\p{N}]/gu, '').length < 3 ? undefined : kept;
}

/**
 * Adds counts (keptMiss's queries) to their days, in one transaction. A day takes searchMissesPerDay
 * distinct searches; past it its new ones are dropped and the ones it has still count. A day's first
 * search removes the counts past the kept days.
 */
export async function countSearchMisses(
  handle: DbHandle,
  counts: readonly SearchMissCount[],
): Promise<void> {
  if (counts.length === 0) return;
  await handle.transaction(async (trx) => {
    for (const { query, n, at } of counts) {
      const day = nowIso(at).slice(0, 10);
      const lastAt = nowIso(at);
      const counted = await trx
        .updateTable('search_misses')
        .set({
          n: sql<number>`n + ${n}`,
          last_at: sql<string>`case when last_at < ${lastAt} then ${lastAt} else last_at end`,
        })
        .where('day', '=', day)
        .where('query', '=', query)
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) > 0) continue;
      const { rows } = await trx
        .selectFrom('search_misses')
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      if (Number(rows) >= searchMissesPerDay) continue;
      if (Number(rows) === 0) {
        const oldest = nowIso(new Date(at.getTime() - keptDays * 86_400_000)).slice(0, 10);
        await trx.deleteFrom('search_misses').where('day', '<', oldest).execute();
      }
      await trx.insertInto('search_misses').values({ day, query, n, last_at: lastAt }).execute();
    }
  });
}

/**
 * The most searched misses of the last `days` days, each with its words the catalogue does not know and the
 * search was not taught. Left out: a search typed on the way to another one ("silen" before "silencer"), and
 * one holding a word taught since (the desk acted on it).
 */
export async function listSearchMisses(
  { db }: DbHandle,
  store: Pick<CatalogueStore, 'knownWords' | 'synonyms'>,
  days: number,
  now = new Date(),
): Promise<SearchMiss[]> {
  const since = nowIso(new Date(now.getTime() - (days - 1) * 86_400_000)).slice(0, 10);
  const rows = await db
    .selectFrom('search_misses')
    .select(['query', sql<number>`sum(n)`.as('searches'), sql<string>`max(last_at)`.as('last_at')])
    .where('day', '>=', since)
    .groupBy('query')
    .orderBy(sql`sum(n)`, 'desc')
    .orderBy(sql`max(last_at)`, 'desc')
    .limit(searchMissesListed * 4)
    .execute();
  const queries = rows.map((row) => row.query);
  // Each visitor typing "silencer" misses with "silen" too: a search is left out when a longer one starting
  // with it was searched as often or more ("hubcap" searched more often than "hubcaps" stays).
  const typedOnTheWay = (row: { query: string; searches: number }) =>
    rows.some(
      (other) =>
        other.query !== row.query &&
        other.query.startsWith(row.query) &&
        Number(other.searches) >= Number(row.searches),
    );
  // Words, not part numbers: a word with a digit is never one to teach.
  const wordsOf = (query: string) =>
    textWords(query).filter((word) => word.length >= 3 && /^[A-Z]+$/.test(word));
  const taught = await store.synonyms();
  const known = await store.knownWords([...new Set(queries.flatMap(wordsOf))]);
  return rows
    .filter((row) => !typedOnTheWay(row) && !wordsOf(row.query).some((w) => taught.has(w)))
    .slice(0, searchMissesListed)
    .map((row) => ({
      query: row.query,
      searches: Number(row.searches),
      lastAt: row.last_at,
      unknownWords: wordsOf(row.query).filter((word) => !known.has(word)),
    }));
}
