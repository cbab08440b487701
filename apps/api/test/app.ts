import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InquiryContact } from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { DbHandle } from '../src/db/index.ts';
import { testSender } from './outbox.ts';

/** A configuration for tests: defaults, a temp data dir and no website build unless given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'contrail-data-'));
  return {
    ...loadConfig({}),
    dataDir,
    sqliteFile: join(dataDir, 'contrail.db'),
    outboxDir: join(dataDir, 'outbox'),
    webBuildDir: join(dataDir, 'no-build'),
    partsDeskEmail: 'desk@parts.test',
    bookingDeskEmail: null,
    bookingDesks: {},
    mailFrom: testSender,
    // Tests send many forms from one address; the caps' own tests set them low.
    mailCapPerRecipient: 1000,
    mailCapPerHour: 100_000,
    ...overrides,
  };
}

export type TestAppOptions = Partial<Omit<AppOptions, 'config' | 'database'>> & {
  config?: Partial<Config>;
  /** false: return before app.ready(), so a test can add routes. */
  ready?: boolean;
};

export async function buildTestApp(
  database: DbHandle,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const { config, ready, ...rest } = options;
  const app = await buildApp({ logger: false, ...rest, config: testConfig(config), database });
  if (ready !== false) await app.ready();
  return app;
}

/** beforeAll/afterAll around buildTestApp; the getter is for use inside tests. */
export function useTestApp(
  getDatabase: () => DbHandle,
  options: TestAppOptions = {},
): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(getDatabase(), options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('The test app is not built yet');
    return app;
  };
}

/** An inquiry's contact details, every field filled, as the cart's form sends them. */
export const testContact: InquiryContact = {
  name: 'Ann Owner',
  email: 'ann@husky.test',
  phone: '+1 907 555 0100',
  company: 'Bush Air LLC',
  aircraft: 'Husky A-1C-180',
  serial: '3123',
  country: 'US',
  state: 'AK',
  city: 'Talkeetna',
  message: 'Please quote with shipping to PAFA.',
};

/** A JSON POST as the site sends it. */
export const postJson = (
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
