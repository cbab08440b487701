import SqliteDatabase from 'better-sqlite3';
import {
  keyStatColumns,
  like,
  nearVariants,
  partJson,
  partsJoin,
  partSelect,
  toKeyStat,
  upper,
  type CatalogueStore,
  type Description,
  type KeyStat,
  type PartJson,
  type Term,
  type UsageJson,
} from './catalogue-store-shared.ts';

/**
 * SQLite: a read-only connection of its own with prepared statements (compiled once, not per
 * request) that answer JSON text, which is what makes the reads cheap enough for thousands of
 * requests per second. WAL mode
 * lets it read while the main connection writes; each statement sees the last committed catalogue.
 */
export function createSqliteCatalogueStore(file: string): CatalogueStore {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const models = db.prepare(
    `select coalesce(json_group_array(json(m)), '[]') as json from (
       select json_object('model_id', model_id, 'line', line, 'name', name, 'summary', summary,
         'engine', engine, 'seats', seats, 'firstYear', first_year, 'serialRange', serial_range) as m
       from models where model_id <> '' order by sort_order, model_id)`,
  );
  const modelExists = db.prepare<[string]>('select 1 from models where model_id = ?');
  const assemblies = db.prepare<[string]>(
    `select coalesce(json_group_array(json(a)), '[]') as json from (
       select json_object('id', id, 'modelId', model_id, 'name', name, 'ataChapter', ata_chapter,
         'figure', figure, 'partCount', part_count) as a
       from assemblies where model_id = ? order by sort_order, id)`,
  );
  const partCount = db.prepare<[string, string]>(
    'select part_count from assemblies where model_id = ? and id = ?',
  );
  const page = db.prepare<[string, string, number, number]>(
    `select coalesce(json_group_array(json(p)), '[]') as json from (
       select ${partJson} as p from ${partsJoin}
       where parts.model_id = ? and parts.assembly_id = ? order by parts.sort_order limit ? offset ?)`,
  );
  const text = (row: unknown) => (row as { json: string }).json;
  const version = db.prepare('select version from catalogue_state where id = 1').pluck();
  const termColumns = 'id, search_key, description, n';
  const prefix = db.prepare<[string, string, number, number, number]>(
    `select ${termColumns} from part_terms
     where search_key >= ? and search_key < ? and length(search_key) between ? and ?
     order by search_key limit ?`,
  );
  const prefixSum = db.prepare<[string, string]>(
    'select coalesce(sum(n), 0) as total from part_terms where search_key >= ? and search_key < ?',
  );
  const contains = db.prepare<[string, number, number, number]>(
    `select t.id, t.search_key, t.description, t.n
     from part_terms_key_fts f join part_terms t on t.id = f.rowid
     where f.search_key like ? and length(t.search_key) between ? and ? limit ?`,
  );
  const containsSum = db.prepare<[string]>(
    `select coalesce(sum(n), 0) as total from part_terms
     where id in (select rowid from part_terms_key_fts where search_key like ?)`,
  );
  const allDescriptions = db.prepare<[number]>(
    'select description, n from part_descriptions order by id limit ?',
  );
  const wordsWhere = (count: number) =>
    Array.from({ length: count }, () => 'description like ?').join(' and ');
  const described = new Map<number, SqliteDatabase.Statement<unknown[]>>();
  const overlap = new Map<number, SqliteDatabase.Statement<unknown[]>>();
  const describedStatement = (count: number) => {
    let statement = described.get(count);
    if (!statement) {
      statement = db.prepare(
        `select description, n from part_descriptions where id in
         (select rowid from part_descriptions_fts where ${wordsWhere(count)}) limit ?`,
      );
      described.set(count, statement);
    }
    return statement;
  };
  const overlapStatement = (count: number) => {
    let statement = overlap.get(count);
    if (!statement) {
      statement = db.prepare(
        `select coalesce(sum(n), 0) as total from part_terms
         where id in (select rowid from part_terms_key_fts where search_key like ?)
         and description in (select description from part_descriptions where id in
           (select rowid from part_descriptions_fts where ${wordsWhere(count)}))`,
      );
      overlap.set(count, statement);
    }
    return statement;
  };
  const terms = db.prepare<[string, number]>(
    `select ${termColumns} from part_terms where description = ?
     order by length(search_key), search_key limit ?`,
  );
  const everyTerm = db.prepare<[number]>(
    `select ${termColumns} from part_terms order by id limit ?`,
  );
  const numbersPerKey = db.prepare(
    'select search_key, count(distinct part_number) as n from part_numbers group by search_key',
  );
  const words = db.prepare<[number, number]>(
    'select word, n from search_words where length(word) between ? and ?',
  );
  const word = db.prepare<[string]>('select word from search_words where word = ?');
  const synonyms = db.prepare('select word, catalogue_word from search_synonyms');
  const parts = db.prepare<[string, string, number]>(
    `select ${partSelect} from ${partsJoin}
     where parts.search_key = ? and parts.description = ? order by parts.seq limit ?`,
  );
  const near = db.prepare<[string, string, number]>(
    `select ${termColumns} from part_terms where search_key in (
       select search_key from part_key_variants where variant in (select value from json_each(?))
       union select value from json_each(?)
     ) limit ?`,
  );
  const partsOfPairs = db.prepare<[string]>(
    `select ${partSelect} from ${partsJoin}
     where (parts.search_key, parts.description) in
       (select json_extract(value, '$[0]'), json_extract(value, '$[1]') from json_each(?))
     order by parts.seq`,
  );
  const total = (row: unknown) => Number((row as { total: number } | undefined)?.total ?? 0);
  const anyLength: [number, number] = [0, 1000];
  const stats = db.prepare<[string]>(
    `select ${keyStatColumns} from part_numbers
     where search_key in (select value from json_each(?))`,
  );
  const numberTotal = db.prepare<[string]>(
    `select count(distinct part_number) as total from part_numbers
     where search_key in (select value from json_each(?))`,
  );
  const termsOfKeys = db.prepare<[string]>(
    `select ${termColumns} from part_terms where search_key in (select value from json_each(?))
     order by length(description), description`,
  );
  const usagesMatched = db.prepare<[string, string, string, number]>(
    `select ${partSelect}, parts.part_number from ${partsJoin}
     where parts.search_key = ? and parts.description = ? and parts.part_number = ?
     order by parts.seq limit ?`,
  );
  const usagesOther = db.prepare<[string, string, string, number]>(
    `select ${partSelect}, parts.part_number from ${partsJoin}
     where parts.search_key = ? and parts.description <> ? and parts.part_number = ?
     order by parts.seq limit ?`,
  );
  const usageSum = db.prepare<[string, string]>(
    `select coalesce(sum(n), 0) as total from part_numbers where search_key = ? and part_number = ?`,
  );
  const usagePage = db.prepare<[string, string, string | null, number, number]>(
    `select coalesce(json_group_array(json(p)), '[]') as json from (
       select ${partJson} as p from ${partsJoin}
       where parts.search_key = ? and parts.part_number = ?
       order by case when parts.description = ? then 0 else 1 end, parts.seq limit ? offset ?)`,
  );
  const distinct = new Map<string, SqliteDatabase.Statement<unknown[]>>();
  const distinctStatement = (count: number, prefix: boolean) => {
    const name = `${count}\u0000${prefix}`;
    let statement = distinct.get(name);
    if (!statement) {
      const keyWhere = prefix
        ? 'search_key >= ? and search_key < ?'
        : 'id in (select rowid from part_terms_key_fts where search_key like ?)';
      const wordsMatch =
        count > 0 && !prefix
          ? ` or description in (select description from part_descriptions where id in
              (select rowid from part_descriptions_fts where ${wordsWhere(count)}))`
          : '';
      statement = db.prepare(
        `select count(distinct part_number) as total from part_numbers where search_key in
           (select search_key from part_terms where ${keyWhere}${wordsMatch})`,
      );
      distinct.set(name, statement);
    }
    return statement;
  };

  return {
    distinctPartTotal: async (fragment, list, prefix) =>
      prefix
        ? total(distinctStatement(0, true).get(fragment, upper(fragment)))
        : total(distinctStatement(list.length, false).get(like(fragment), ...list.map(like))),
    keyStats: async (keys) =>
      keys.length === 0 ? [] : (stats.all(JSON.stringify(keys)) as KeyStat[]).map(toKeyStat),
    partNumberTotal: async (keys) =>
      keys.length === 0 ? 0 : total(numberTotal.get(JSON.stringify(keys))),
    termsOfKeys: async (keys) =>
      keys.length === 0 ? [] : (termsOfKeys.all(JSON.stringify(keys)) as Term[]),
    usagesOf: async (list, perPart) =>
      list.flatMap((part) => {
        const args = [part.search_key, part.description, part.part_number] as const;
        const rows = usagesMatched.all(...args, perPart) as UsageJson[];
        return rows.length < Math.min(perPart, part.usageCount)
          ? [...rows, ...(usagesOther.all(...args, perPart - rows.length) as UsageJson[])]
          : rows;
      }),
    usageTotal: async (key, partNumber) => total(usageSum.get(key, partNumber)),
    usagesPageJson: async (key, partNumber, description, offset, limit) =>
      text(usagePage.get(key, partNumber, description, limit, offset)),
    catalogueVersion: async () => Number(version.get() ?? 0),
    modelsJson: async () => text(models.get()),
    assembliesJson: async (modelId) =>
      modelExists.get(modelId) === undefined ? undefined : text(assemblies.get(modelId)),
    assemblyPartCount: async (modelId, assemblyId) =>
      (partCount.get(modelId, assemblyId) as { part_count: number } | undefined)?.part_count,
    partsPageJson: async (modelId, assemblyId, offset, limit) =>
      text(page.get(modelId, assemblyId, limit, offset)),
    termsNear: async (key, limit) => {
      const variants = nearVariants(key);
      return near.all(
        JSON.stringify(variants.variants),
        JSON.stringify(variants.keys),
        limit,
      ) as Term[];
    },
    partsOfTerms: async (terms) =>
      terms.length === 0
        ? []
        : (partsOfPairs.all(
            JSON.stringify(terms.map((term) => [term.search_key, term.description])),
          ) as PartJson[]),
    prefixTerms: async (key, limit, lengths = anyLength) =>
      prefix.all(key, upper(key), lengths[0], lengths[1], limit) as Term[],
    prefixTotal: async (key) => total(prefixSum.get(key, upper(key))),
    containsTerms: async (fragment, limit, lengths = anyLength) =>
      contains.all(like(fragment), lengths[0], lengths[1], limit) as Term[],
    containsTotal: async (fragment) => total(containsSum.get(like(fragment))),
    descriptions: async (limit) => allDescriptions.all(limit) as Description[],
    describedBy: async (list, limit) =>
      describedStatement(list.length).all(...list.map(like), limit) as Description[],
    overlapTotal: async (fragment, list) =>
      total(overlapStatement(list.length).get(like(fragment), ...list.map(like))),
    termsOf: async (description, limit) => terms.all(description, limit) as Term[],
    allTerms: async (limit) => everyTerm.all(limit) as Term[],
    partNumbersPerKey: async () =>
      new Map(
        (numbersPerKey.all() as Array<{ search_key: string; n: number }>).map((row) => [
          row.search_key,
          Number(row.n),
        ]),
      ),
    knownWords: async (list) =>
      new Set(list.filter((candidate) => word.get(candidate) !== undefined)),
    wordsOfLength: async (min, max) => words.all(min, max) as Array<{ word: string; n: number }>,
    synonyms: async () =>
      new Map(
        (synonyms.all() as Array<{ word: string; catalogue_word: string }>).map((row) => [
          row.word,
          row.catalogue_word,
        ]),
      ),
    partsOf: async (term, limit) =>
      parts.all(term.search_key, term.description, limit) as PartJson[],
    close: () => db.close(),
  };
}
