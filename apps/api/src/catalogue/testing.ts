import { sessionResponseSchema } from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { DbHandle } from '../db/index.ts';
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
