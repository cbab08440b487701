import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/index.ts';
import {
  partJson,
  pgPartJson,
  type CatalogueStore,
  type UsageJson,
  type UsageOf,
} from './catalogue-store-shared.ts';

/** Runs `query`, as the prepared statement `name` on PostgreSQL (createKyselyCatalogueStore). */
type Prepared = <R>(name: string, query: RawBuilder<R>) => Promise<R[]>;

const total = (rows: Array<{ total: unknown }>) => Number(rows[0]?.total ?? 0);

/** The reads of a part number's usages (every row using it), for the Kysely store. */
export function createKyselyUsageReads(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
  prepared: Prepared,
): Pick<CatalogueStore, 'usagesOf' | 'usageTotal' | 'usagesPageJson'> {
  return {
    async usagesOf(list, perPart) {
      if (list.length === 0) return [];
      // Each row's JSON is built by the database (as the file store's reads do).
      const json = sql.raw(dialect === 'postgres' ? pgPartJson : partJson);
      const columns = sql`parts.search_key, parts.description, parts.part_number, ${json} as json`;
      // One round trip per pass: a LIMITed index read (search_key, description, seq) per part.
      const read = async (
        parts: readonly UsageOf[],
        matched: boolean,
        limit: (index: number) => number,
      ) => {
        const description = matched ? sql`parts.description = q.d` : sql`parts.description <> q.d`;
        if (dialect === 'postgres') {
          // One LATERAL read for every part, the parts as arrays: one statement text for any
          // count, so it is prepared once per connection.
          const rows = await prepared(
            matched ? 'contrail_usages_matched' : 'contrail_usages_other',
            sql<
              UsageJson & { seq: number; o: number }
            >`select found.*, cast(q.o - 1 as integer) as o
              from unnest(
                cast(${parts.map((part) => part.search_key)} as text[]),
                cast(${parts.map((part) => part.part_number)} as text[]),
                cast(${parts.map((part) => part.description)} as text[]),
                cast(${parts.map((_, index) => limit(index))} as integer[])
              ) with ordinality as q(k, pn, d, n, o)
              cross join lateral (
                select ${columns}, parts.seq from parts join assemblies
                  on assemblies.model_id = parts.model_id and assemblies.id = parts.assembly_id
                where parts.search_key = q.k and parts.part_number = q.pn and ${description}
                order by parts.seq limit q.n
              ) found`,
          );
          return rows
            .map((row) => ({ ...row, seq: Number(row.seq), o: Number(row.o) }))
            .sort((a, b) => a.o - b.o || a.seq - b.seq);
        }
        // SQLite (in memory) has no LATERAL: a LIMITed read per part, joined by union all.
        const query = sql.join(
          parts.map(
            (part, index) => sql`select * from (select ${columns}, parts.seq,
                    ${index} as o from parts join assemblies
                      on assemblies.model_id = parts.model_id and assemblies.id = parts.assembly_id
                    join (select ${part.description} as d) q
                    where parts.search_key = ${part.search_key}
                      and parts.part_number = ${part.part_number} and ${description}
                    order by parts.seq limit ${limit(index)})`,
          ),
          sql` union all `,
        );
        const result = await sql<UsageJson & { seq: number; o: number }>`${query}`.execute(db);
        return result.rows
          .map((row) => ({ ...row, seq: Number(row.seq), o: Number(row.o) }))
          .sort((a, b) => a.o - b.o || a.seq - b.seq);
      };
      const matched = await read(list, true, () => perPart);
      const found = new Map<number, typeof matched>();
      for (const row of matched) found.set(row.o, [...(found.get(row.o) ?? []), row]);
      const short = list.flatMap((part, index) =>
        (found.get(index)?.length ?? 0) < Math.min(perPart, part.usageCount)
          ? [{ part, index }]
          : [],
      );
      if (short.length > 0) {
        const others = await read(
          short.map((entry) => entry.part),
          false,
          (index) => perPart - (found.get(short[index]?.index ?? 0)?.length ?? 0),
        );
        for (const row of others) {
          const index = short[row.o]?.index ?? 0;
          found.set(index, [...(found.get(index) ?? []), row]);
        }
      }
      return list.flatMap((_, index) =>
        (found.get(index) ?? []).map(({ search_key, description, json, part_number }) => ({
          search_key,
          description,
          json,
          part_number,
        })),
      );
    },
    async usageTotal(key, partNumber) {
      const result = await sql<{ total: unknown }>`
        select coalesce(sum(n), 0) as total from part_numbers
        where search_key = ${key} and part_number = ${partNumber}`.execute(db);
      return total(result.rows);
    },
    async usagesPageJson(key, partNumber, description, offset, limit) {
      // Each row's JSON built by the database, as usagesOf reads it: the same rows, the same order.
      const json = sql.raw(dialect === 'postgres' ? pgPartJson : partJson);
      const result = await sql<{ json: string }>`
        select ${json} as json from parts join assemblies
          on assemblies.model_id = parts.model_id and assemblies.id = parts.assembly_id
        where parts.search_key = ${key} and parts.part_number = ${partNumber}
        order by case when parts.description = cast(${description} as text) then 0 else 1 end,
          parts.seq
        limit ${limit} offset ${offset}`.execute(db);
      return `[${result.rows.map((row) => row.json).join(',')}]`;
    },
  };
}
