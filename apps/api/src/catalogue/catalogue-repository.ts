import type {
  Assembly,
  AircraftModel,
  Availability,
  CatalogueLine,
  Part,
} from '@contrail/contracts';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/index.ts';
import type { AssembliesTable, ModelsTable, PartsTable } from './catalogue-schema.ts';

/** A part as the API answers it: the contract's part plus the assembly's name. */
export type PartView = Part & { assemblyName: string };

export const partColumns = [
  'parts.id',
  'parts.model_id',
  'parts.assembly_id',
  'parts.figure',
  'parts.item',
  'parts.part_number',
  'parts.search_key',
  'parts.description',
  'parts.indent',
  'parts.units_per_assembly',
  'parts.unit',
  'parts.effectivity',
  'parts.price_cents',
  'parts.availability',
  'parts.superseded_by',
  'parts.notes',
  'assemblies.name as assembly_name',
] as const;

/** Parts with their assembly's name, in the columns of {@link PartRow}: every part query starts here. */
export const selectParts = (db: Executor) =>
  db
    .selectFrom('parts')
    .innerJoin('assemblies', (join) =>
      join
        .onRef('assemblies.model_id', '=', 'parts.model_id')
        .onRef('assemblies.id', '=', 'parts.assembly_id'),
    )
    .select(partColumns);

export type PartRow = Omit<Selectable<PartsTable>, 'seq' | 'sort_order'> & {
  assembly_name: string;
};

export const toPart = (row: PartRow): PartView => ({
  id: row.id,
  partNumber: row.part_number,
  description: row.description,
  indent: row.indent,
  modelId: row.model_id,
  assemblyId: row.assembly_id,
  assemblyName: row.assembly_name,
  figure: row.figure,
  item: row.item,
  unitsPerAssembly: row.units_per_assembly,
  unit: row.unit,
  effectivity: row.effectivity,
  priceCents: row.price_cents,
  availability: row.availability as Availability,
  supersededBy: row.superseded_by,
  notes: row.notes,
});

const toModel = (row: Selectable<ModelsTable>): AircraftModel => ({
  model_id: row.model_id,
  line: row.line as CatalogueLine,
  name: row.name,
  summary: row.summary,
  engine: row.engine,
  seats: row.seats,
  firstYear: row.first_year,
  serialRange: row.serial_range,
});

const toAssembly = (row: Selectable<AssembliesTable>): Assembly => ({
  id: row.id,
  modelId: row.model_id,
  name: row.name,
  ataChapter: row.ata_chapter,
  figure: row.figure,
  partCount: row.part_count,
});

/** Reads of the catalogue; `db` may be a transaction. */
export function createCatalogueRepository(db: Executor) {
  return {
    /** Every model of every line, lines and models in catalogue order; never an empty id. */
    async listModels(): Promise<AircraftModel[]> {
      const rows = await db
        .selectFrom('models')
        .selectAll()
        .where('model_id', '<>', '')
        .orderBy('sort_order')
        .orderBy('model_id')
        .execute();
      return rows.map(toModel);
    },

    async listAssemblies(modelId: string): Promise<Assembly[] | undefined> {
      const model = await db
        .selectFrom('models')
        .select('model_id')
        .where('model_id', '=', modelId)
        .executeTakeFirst();
      if (!model) return undefined;
      const rows = await db
        .selectFrom('assemblies')
        .selectAll()
        .where('model_id', '=', modelId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return rows.map(toAssembly);
    },

    async findAssembly(modelId: string, assemblyId: string): Promise<Assembly | undefined> {
      const row = await db
        .selectFrom('assemblies')
        .selectAll()
        .where('model_id', '=', modelId)
        .where('id', '=', assemblyId)
        .executeTakeFirst();
      return row ? toAssembly(row) : undefined;
    },

    /** One page of an assembly's parts in IPC order. */
    async listParts(
      modelId: string,
      assemblyId: string,
      page: { offset: number; limit: number },
    ): Promise<PartView[]> {
      const rows = await selectParts(db)
        .where('parts.model_id', '=', modelId)
        .where('parts.assembly_id', '=', assemblyId)
        .orderBy('parts.sort_order')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(toPart);
    },

    /** The parts with these ids (unknown ids are simply missing from the answer). */
    async findParts(ids: readonly string[]): Promise<PartView[]> {
      if (ids.length === 0) return [];
      const rows = await selectParts(db).where('parts.id', 'in', ids).execute();
      return rows.map(toPart);
    },

    async isEmpty(): Promise<boolean> {
      const row = await db.selectFrom('parts').select('id').limit(1).executeTakeFirst();
      return row === undefined;
    },

    async countParts(): Promise<number> {
      const row = await db
        .selectFrom('parts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
