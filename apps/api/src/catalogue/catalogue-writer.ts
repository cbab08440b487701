import { sql } from 'kysely';
import type { DbHandle, Dialect, Executor, Trx } from '../db/index.ts';
import { noteLocalCatalogueWrite } from './catalogue-version.ts';
import { deletions, maxVariantKeyLength } from './fuzzy.ts';
import { partNumberStatsSelect } from './part-numbers.ts';
import { textWords } from './search-key.ts';
import type { CatalogueAssembly, CatalogueModel, CataloguePart } from './seed/generate.ts';

export interface CatalogueInput {
  models: readonly CatalogueModel[];
  assemblies: readonly CatalogueAssembly[];
  /** A stream: a million parts are never held in memory at once. */
  parts: Iterable<CataloguePart> | AsyncIterable<CataloguePart>;
}

export interface WriteResult {
  models: number;
  assemblies: number;
  parts: number;
  removedParts: number;
}

/** Rows per INSERT: 18 columns × 900 rows stays under both SQLite's and PostgreSQL's parameter caps. */
const batchSize = 900;

const partRow = (part: CataloguePart) => ({
  id: part.id,
  model_id: part.modelId,
  assembly_id: part.assemblyId,
  figure: part.figure,
  item: part.item,
  part_number: part.partNumber,
  search_key: part.searchKey,
  description: part.description,
  indent: part.indent,
  units_per_assembly: part.unitsPerAssembly,
  unit: part.unit,
  effectivity: part.effectivity,
  price_cents: part.priceCents,
  availability: part.availability,
  superseded_by: part.supersededBy,
  notes: part.notes,
  sort_order: part.position,
});

const updatable = [
  'model_id',
  'assembly_id',
  'figure',
  'item',
  'part_number',
  'search_key',
  'description',
  'indent',
  'units_per_assembly',
  'unit',
  'effectivity',
  'price_cents',
  'availability',
  'superseded_by',
  'notes',
  'sort_order',
] as const;

async function upsertParts(trx: Trx, rows: ReturnType<typeof partRow>[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('parts')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) =>
          Object.fromEntries(updatable.map((column) => [column, eb.ref(`excluded.${column}`)])),
        ),
    )
    .execute();
}

/**
 * Writes a catalogue in ONE transaction: the given models, their assemblies and parts are inserted or
 * updated by their stable ids; parts and assemblies of those models that the input no longer holds are
 * removed (with the cart lines that pointed at them); other models are left alone. Either all of it
 * is written or, on any error, nothing. This is the only code that writes parts: it keeps the stored
 * part counts and (SQLite) the search index in step.
 */
export interface WriteOptions {
  onProgress?: (parts: number) => void;
  /**
   * Runs inside the transaction after everything is written and the version bumped (a caller's
   * precondition, its audit entry): throwing rolls the whole write back.
   */
  check?: (trx: Trx, result: WriteResult) => Promise<void>;
}

export async function writeCatalogue(
  handle: DbHandle,
  input: CatalogueInput,
  options: WriteOptions = {},
): Promise<WriteResult> {
  const result = await handle.transaction(async (trx) => {
    const modelIds = input.models.map((model) => model.modelId);
    for (const model of input.models) {
      const values = {
        line: model.line,
        name: model.name,
        summary: model.summary,
        engine: model.engine,
        seats: model.seats,
        first_year: model.firstYear,
        serial_range: model.serialRange,
        sort_order: model.position,
      };
      await trx
        .insertInto('models')
        .values({ model_id: model.modelId, ...values })
        .onConflict((oc) => oc.column('model_id').doUpdateSet(values))
        .execute();
    }
    for (const assembly of input.assemblies) {
      const values = {
        name: assembly.name,
        ata_chapter: assembly.ataChapter,
        figure: assembly.figure,
        sort_order: assembly.position,
      };
      await trx
        .insertInto('assemblies')
        .values({ model_id: assembly.modelId, id: assembly.id, ...values, part_count: 0 })
        .onConflict((oc) => oc.columns(['model_id', 'id']).doUpdateSet(values))
        .execute();
    }

    // Parts that exist now for these models; whatever the input does not mention is removed at the end.
    const stale = new Set<string>();
    if (modelIds.length > 0) {
      const existing = await trx
        .selectFrom('parts')
        .select('id')
        .where('model_id', 'in', modelIds)
        .execute();
      for (const row of existing) stale.add(row.id);
    }

    let batch: ReturnType<typeof partRow>[] = [];
    let written = 0;
    for await (const part of input.parts) {
      stale.delete(part.id);
      batch.push(partRow(part));
      if (batch.length === batchSize) {
        await upsertParts(trx, batch);
        written += batch.length;
        batch = [];
        options.onProgress?.(written);
      }
    }
    await upsertParts(trx, batch);
    written += batch.length;

    const staleIds = [...stale];
    for (let index = 0; index < staleIds.length; index += batchSize) {
      await trx
        .deleteFrom('parts')
        .where('id', 'in', staleIds.slice(index, index + batchSize))
        .execute();
    }
    const keep = new Set(
      input.assemblies.map((assembly) => `${assembly.modelId}\u0000${assembly.id}`),
    );
    if (modelIds.length > 0) {
      const assemblies = await trx
        .selectFrom('assemblies')
        .select(['model_id', 'id'])
        .where('model_id', 'in', modelIds)
        .execute();
      for (const assembly of assemblies) {
        if (!keep.has(`${assembly.model_id}\u0000${assembly.id}`)) {
          await trx
            .deleteFrom('assemblies')
            .where('model_id', '=', assembly.model_id)
            .where('id', '=', assembly.id)
            .execute();
        }
      }
    }
    await refreshPartCounts(trx, modelIds);
    await rebuildSearchTables(trx, handle.dialect);
    await bumpCatalogueVersion(trx);
    const result = {
      models: input.models.length,
      assemblies: input.assemblies.length,
      parts: written,
      removedParts: staleIds.length,
    };
    await options.check?.(trx, result);
    return result;
  });
  noteLocalCatalogueWrite();
  return result;
}

/** Bumps the catalogue version (catalogue_state), which drops the servers' cached answers. */
export async function bumpCatalogueVersion(db: Executor): Promise<void> {
  await sql`update catalogue_state set version = version + 1 where id = 1`.execute(db);
}

/**
 * Rebuilds the search tables from the parts: part_terms (distinct key + description with counts, in
 * order of key length so the shortest keys come first), its FTS5 indexes on SQLite (external content,
 * no triggers: a bulk rebuild is several times cheaper than indexing row by row) and search_words.
 */
export async function rebuildSearchTables(db: Executor, dialect: Dialect): Promise<void> {
  await sql`delete from part_terms`.execute(db);
  await sql`
    insert into part_terms (search_key, description, n)
    select search_key, description, count(*) from parts
    group by search_key, description
    order by length(search_key), search_key, description
  `.execute(db);
  await sql`delete from part_descriptions`.execute(db);
  await sql`
    insert into part_descriptions (id, description, n)
    select row_number() over (order by description), description, sum(n) from part_terms
    group by description
  `.execute(db);
  if (dialect === 'sqlite') {
    await sql`insert into part_terms_key_fts (part_terms_key_fts) values ('rebuild')`.execute(db);
    await sql`insert into part_descriptions_fts (part_descriptions_fts) values ('rebuild')`.execute(
      db,
    );
  }
  await sql`delete from part_numbers`.execute(db);
  await sql.raw(`insert into part_numbers ${partNumberStatsSelect}`).execute(db);
  await sql`delete from part_key_variants`.execute(db);
  let variants: Array<{ variant: string; search_key: string }> = [];
  const flushVariants = async () => {
    for (let index = 0; index < variants.length; index += batchSize) {
      await db
        .insertInto('part_key_variants')
        .values(variants.slice(index, index + batchSize))
        .execute();
    }
    variants = [];
  };
  const keys = await db.selectFrom('part_terms').select('search_key').distinct().execute();
  for (const { search_key: key } of keys) {
    if (key.length < 4 || key.length > maxVariantKeyLength) continue;
    for (const variant of deletions(key)) variants.push({ variant, search_key: key });
    if (variants.length >= batchSize * 20) await flushVariants();
  }
  await flushVariants();
  if (dialect === 'postgres') {
    await sql`delete from part_key_suffixes`.execute(db);
    await sql`insert into part_key_suffixes (suffix, search_key)
      select distinct substr(search_key, i), search_key
      from (select distinct search_key from part_terms) keys,
        generate_series(1, length(search_key)) i`.execute(db);
  }
  const descriptions = await db
    .selectFrom('part_descriptions')
    .select(['description', 'n'])
    .execute();
  const words = new Map<string, number>();
  for (const { description, n } of descriptions) {
    for (const word of textWords(description)) {
      if (word.length >= 3 && word.length <= 64)
        words.set(word, (words.get(word) ?? 0) + Number(n));
    }
  }
  await sql`delete from search_words`.execute(db);
  const rows = [...words].map(([word, n]) => ({ word, n }));
  for (let index = 0; index < rows.length; index += batchSize) {
    await db
      .insertInto('search_words')
      .values(rows.slice(index, index + batchSize))
      .execute();
  }
  if (dialect === 'postgres')
    await sql`analyze parts, part_terms, part_descriptions, part_key_variants, part_key_suffixes, part_numbers, search_words`.execute(
      db,
    );
}

/** Recomputes the stored part count of the assemblies of these models. */
export async function refreshPartCounts(db: Executor, modelIds: readonly string[]): Promise<void> {
  if (modelIds.length === 0) return;
  await sql`
    update assemblies set part_count = (
      select count(*) from parts
      where parts.model_id = assemblies.model_id and parts.assembly_id = assemblies.id
    )
    where model_id in (${sql.join(modelIds)})
  `.execute(db);
}
