import { searchWordsMax, type SearchWord } from '@contrail/contracts';
import { nowIso, type DbHandle, type Executor, type Trx } from '../db/index.ts';
import { bumpCatalogueVersion } from './catalogue-writer.ts';
import { catalogueVersion } from './catalogue-upkeep.ts';
import { noteLocalCatalogueWrite } from './catalogue-version.ts';

/**
 * The visitors' words the parts desk taught the search (search_synonyms, decision 0054): each read as the
 * catalogue's word when the words typed find no part (part-search.ts). A change bumps the catalogue
 * version, so every server's search reads the table again within catalogueVersionMaxAgeMs.
 */

/** Why a word cannot be saved; the route answers 400 or 409 with it. */
export type SearchWordRefusal =
  { field: 'catalogueWord'; reason: 'unknown' | 'itself' } | { field: null; reason: 'full' };

export class SearchWordRefused extends Error {
  constructor(readonly refusal: SearchWordRefusal) {
    super(refusal.reason);
    this.name = 'SearchWordRefused';
  }
}

/** Part rows whose description holds each word (search_words.n), 0 for a word the catalogue lost. */
async function partsHolding(db: Executor, words: readonly string[]): Promise<Map<string, number>> {
  if (words.length === 0) return new Map();
  const rows = await db
    .selectFrom('search_words')
    .select(['word', 'n'])
    .where('word', 'in', [...new Set(words)])
    .execute();
  return new Map(rows.map((row) => [row.word, Number(row.n)]));
}

/** Every taught word, by the visitor's word. */
export async function listSearchWords({ db }: DbHandle): Promise<SearchWord[]> {
  const rows = await db
    .selectFrom('search_synonyms')
    .select(['word', 'catalogue_word'])
    .orderBy('word')
    .execute();
  const parts = await partsHolding(
    db,
    rows.map((row) => row.catalogue_word),
  );
  return rows.map((row) => ({
    word: row.word,
    catalogueWord: row.catalogue_word,
    parts: parts.get(row.catalogue_word) ?? 0,
  }));
}

/**
 * Sets the catalogue's word for a visitor's word (both upper case), in one transaction with the version bump
 * and `within` (the audit entry). Refuses a catalogue word no description holds, a word standing for itself,
 * and a new word past searchWordsMax.
 */
export async function setSearchWord(
  handle: DbHandle,
  word: string,
  catalogueWord: string,
  within: (trx: Trx, before: string | null) => Promise<void>,
): Promise<{ word: SearchWord; created: boolean; version: number }> {
  if (word === catalogueWord)
    throw new SearchWordRefused({ field: 'catalogueWord', reason: 'itself' });
  const result = await handle.transaction(async (trx) => {
    await bumpCatalogueVersion(trx);
    const parts = (await partsHolding(trx, [catalogueWord])).get(catalogueWord);
    if (parts === undefined)
      throw new SearchWordRefused({ field: 'catalogueWord', reason: 'unknown' });
    const before = await trx
      .selectFrom('search_synonyms')
      .select('catalogue_word')
      .where('word', '=', word)
      .executeTakeFirst();
    const updatedAt = nowIso();
    if (before) {
      await trx
        .updateTable('search_synonyms')
        .set({ catalogue_word: catalogueWord, updated_at: updatedAt })
        .where('word', '=', word)
        .execute();
    } else {
      const { n } = await trx
        .selectFrom('search_synonyms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) >= searchWordsMax) throw new SearchWordRefused({ field: null, reason: 'full' });
      await trx
        .insertInto('search_synonyms')
        .values({ word, catalogue_word: catalogueWord, updated_at: updatedAt })
        .execute();
    }
    await within(trx, before?.catalogue_word ?? null);
    return {
      word: { word, catalogueWord, parts },
      created: !before,
      version: await catalogueVersion(trx),
    };
  });
  noteLocalCatalogueWrite();
  return result;
}

/** Forgets a visitor's word; the catalogue's word it stood for, or null when there was none. */
export async function removeSearchWord(
  handle: DbHandle,
  word: string,
  within: (trx: Trx, catalogueWord: string) => Promise<void>,
): Promise<string | null> {
  const removed = await handle.transaction(async (trx) => {
    const before = await trx
      .selectFrom('search_synonyms')
      .select('catalogue_word')
      .where('word', '=', word)
      .executeTakeFirst();
    if (!before) return null;
    await bumpCatalogueVersion(trx);
    await trx.deleteFrom('search_synonyms').where('word', '=', word).execute();
    await within(trx, before.catalogue_word);
    return before.catalogue_word;
  });
  if (removed) noteLocalCatalogueWrite();
  return removed;
}
