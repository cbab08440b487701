import { cartResponseSchema, sessionResponseSchema, type CartResponse } from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { DbHandle } from '../db/index.ts';
import type { CatalogueInput } from './catalogue-writer.ts';
import { searchKey } from './search-key.ts';
import { seedCatalogue } from './seed/seed-catalogue.ts';

/** Small enough to seed in a second or two, large enough to hold every part the tests look for. */
export const testSeedParts = 2_000;

/** beforeAll: seeds the small test catalogue into the block's database (register before the app). */
export function useSeededCatalogue(getDb: () => DbHandle, parts = testSeedParts): void {
  beforeAll(async () => {
    await seedCatalogue(getDb(), { parts });
  }, 120_000);
}

/** A new session, as the site gets one. */
export async function newSession(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/session' });
  if (res.statusCode !== 200) throw new Error(`POST /api/session answered ${res.statusCode}`);
  return sessionResponseSchema.parse(res.json()).sessionId;
}

/** A new session with a cart of the given parts (by part number, the first row of each), as the site fills one. */
export async function sessionWithCart(
  app: FastifyInstance,
  db: DbHandle,
  lines: ReadonlyArray<readonly [partNumber: string, qty: number]>,
): Promise<{ sessionId: string; cart: CartResponse }> {
  const sessionId = await newSession(app);
  const parts = [];
  for (const [partNumber, qty] of lines) {
    const row = await db.db
      .selectFrom('parts')
      .select('id')
      .where('part_number', '=', partNumber)
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    parts.push({ id: row.id, qty });
  }
  const res = await app.inject({ method: 'POST', url: '/api/cart', payload: { sessionId, parts } });
  if (res.statusCode !== 200) throw new Error(`POST /api/cart answered ${res.statusCode}`);
  return { sessionId, cart: cartResponseSchema.parse(res.json()) };
}

/**
 * A model of one assembly (32-10 GEAR) and one part, `partNumber`, written the way an import writes
 * (writeCatalogue): a probe to see when a server notices a catalogue change.
 */
export const probeCatalogue = (
  modelId: string,
  name: string,
  partNumber: string,
  description: string,
): CatalogueInput => ({
  models: [
    {
      modelId,
      line: 'husky',
      name,
      summary: '',
      engine: '',
      seats: 2,
      firstYear: 2020,
      serialRange: '',
      position: 99,
    },
  ],
  assemblies: [{ modelId, id: '32-10', name: 'GEAR', ataChapter: '32', figure: '1', position: 1 }],
  parts: [
    {
      id: `${modelId}.32-10.1`,
      modelId,
      assemblyId: '32-10',
      figure: '1',
      item: '1',
      partNumber,
      searchKey: searchKey(partNumber),
      description,
      indent: 1,
      unitsPerAssembly: '1',
      unit: 'EA',
      effectivity: 'ALL',
      priceCents: 100,
      availability: 'in-stock',
      supersededBy: null,
      notes: null,
      position: 1,
    },
  ],
});
