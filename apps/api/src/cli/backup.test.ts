import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cartResponseSchema, inquiryResponseSchema, type CartResponse } from '@contrail/contracts';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, postJson, testContact as contact } from '../../test/app.ts';
import { newSession } from '../catalogue/testing.ts';
import { seedCatalogue } from '../catalogue/seed/seed-catalogue.ts';
import { repoRoot } from '../config.ts';
import { createDb, migrate, type DbHandle } from '../db/index.ts';

const backupCli = ['--import', 'tsx', 'apps/api/src/cli/backup.ts'];
const cliEnv = (env: Record<string, string>) => ({ PATH: process.env.PATH ?? '', ...env });
const unlimited = { max: 100_000, timeWindow: 60_000 };

/** A server's database and app on a data folder of its own. */
async function serverOn(dataDir: string): Promise<{ handle: DbHandle; app: FastifyInstance }> {
  const sqliteFile = join(dataDir, 'contrail.db');
  const handle = createDb({ sqliteFile });
  await migrate(handle);
  const app = await buildTestApp(handle, {
    config: { dataDir, sqliteFile, outboxDir: join(dataDir, 'outbox') },
    rateLimits: { inquiry: unlimited, session: unlimited, send: unlimited, cart: unlimited },
  });
  return { handle, app };
}

const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'contrail-backup-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// Spawns tsx processes and seeds a catalogue: slow on a busy 2-core machine.
describe('npm run backup (SQLite)', { timeout: 180_000 }, () => {
  it('copies the live database under concurrent writes; the copy restores into a server that serves the same carts and inquiries', async () => {
    const live = newFolder();
    const { handle, app } = await serverOn(live);
    await seedCatalogue(handle, { parts: 1000 });
    const partIds = (
      await handle.db.selectFrom('parts').select('id').orderBy('seq').limit(40).execute()
    ).map((row) => row.id);

    const cart = async (sessionId: string, n: number): Promise<CartResponse> => {
      const parts = [0, 1, 2].map((k) => ({ id: partIds[(n + k) % partIds.length]!, qty: 1 + k }));
      const added = await postJson(app, '/api/cart', { sessionId, parts });
      expect(added.statusCode).toBe(200);
      const first = cartResponseSchema.parse(added.json()).partsCart[0]!;
      const changed = await postJson(app, '/api/cart/qty', {
        sessionId,
        itemId: first.itemId,
        qty: 7 + (n % 5),
      });
      expect(changed.statusCode).toBe(200);
      return cartResponseSchema.parse(changed.json());
    };
    const inquire = async (sessionId: string, sent: CartResponse, key: string) => {
      const res = await postJson(
        app,
        '/api/cart/inquiry',
        { sessionId, partsCart: sent.partsCart, contact },
        { 'idempotency-key': key },
      );
      expect(res.statusCode, res.body).toBe(200);
      return inquiryResponseSchema.parse(res.json()).inquiryId;
    };

    // Before the backup: carts that stay as they are, and inquiries (each empties its cart).
    const carts = new Map<string, CartResponse>();
    const inquiries: Array<{ sessionId: string; sent: CartResponse; key: string; id: string }> = [];
    for (let n = 0; n < 12; n++) {
      const sessionId = await newSession(app);
      const kept = await cart(sessionId, n);
      if (n % 2 === 0) {
        carts.set(sessionId, kept);
      } else {
        const key = `backup-test-${n}-${sessionId.slice(0, 8)}`;
        inquiries.push({ sessionId, sent: kept, key, id: await inquire(sessionId, kept, key) });
      }
    }

    // The backup, in another process, while this one keeps writing carts and inquiries.
    const backupFile = join(newFolder(), 'nightly', 'contrail-backup.db');
    let running = true;
    let writesDuringBackup = 0;
    const writer = async (w: number) => {
      for (let n = 100 * (w + 1); running; n++) {
        const sessionId = await newSession(app);
        const kept = await cart(sessionId, n);
        if (n % 3 === 0)
          await inquire(sessionId, kept, `during-${w}-${n}-${sessionId.slice(0, 6)}`);
        if (running) writesDuringBackup++;
      }
    };
    const writers = [0, 1, 2].map(writer);
    const backup = spawn(process.execPath, [...backupCli, backupFile], {
      cwd: repoRoot,
      env: cliEnv({ DATA_DIR: live }),
    });
    let output = '';
    backup.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    backup.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => backup.on('exit', resolve));
    running = false;
    await Promise.all(writers);
    expect(code, output).toBe(0);
    expect(output).toMatch(/Backed up .* to .*contrail-backup\.db: \d+ KB, 1000 parts/);
    expect(writesDuringBackup, 'writes answered while the backup ran').toBeGreaterThan(0);
    // Only the finished file is left: the temporary copy was renamed over the target.
    expect(readdirSync(join(backupFile, '..'))).toEqual(['contrail-backup.db']);

    // The copy is one consistent moment: every stored inquiry has its lines and its two mails.
    const copy = new SqliteDatabase(backupFile, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('foreign_key_check')).toEqual([]);
      const count = (sql: string) => (copy.prepare(sql).get() as { n: number }).n;
      const stored = count('select count(*) as n from inquiries');
      expect(stored).toBeGreaterThanOrEqual(inquiries.length);
      expect(count('select count(*) as n from mail_outbox')).toBe(2 * stored);
      expect(
        count(
          'select count(*) as n from inquiries i where not exists (select 1 from inquiry_lines l where l.inquiry_id = i.id)',
        ),
      ).toBe(0);
    } finally {
      copy.close();
    }
    await app.close();
    await handle.close();

    // Restore: the backup file becomes contrail.db of a fresh data folder.
    const restoredDir = newFolder();
    copyFileSync(backupFile, join(restoredDir, 'contrail.db'));
    const restored = await serverOn(restoredDir);
    try {
      for (const [sessionId, expected] of carts) {
        const res = await restored.app.inject({
          method: 'GET',
          url: '/api/cart',
          headers: { 'x-session-id': sessionId },
        });
        expect(res.statusCode).toBe(200);
        expect(cartResponseSchema.parse(res.json())).toEqual(expected);
      }
      for (const { sessionId, sent, key, id } of inquiries) {
        // The restored server knows each inquiry: a resend with its key answers the same id.
        const again = await postJson(
          restored.app,
          '/api/cart/inquiry',
          { sessionId, partsCart: sent.partsCart, contact },
          { 'idempotency-key': key },
        );
        expect(again.statusCode).toBe(200);
        expect(inquiryResponseSchema.parse(again.json()).inquiryId).toBe(id);
        const row = await restored.handle.db
          .selectFrom('inquiries')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        expect(row?.id).toBe(id);
      }
    } finally {
      await restored.app.close();
      await restored.handle.close();
    }
  });

  it('says how to back up PostgreSQL, and refuses a missing FILE or the live database itself', () => {
    const dataDir = newFolder();
    const run = (args: string[], env: Record<string, string> = {}) =>
      spawnSync(process.execPath, [...backupCli, ...args], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: cliEnv({ DATA_DIR: dataDir, ...env }),
        timeout: 60_000,
      });
    const postgres = run(['x.db'], { DATABASE_URL: 'postgres://contrail@db.invalid/contrail' });
    expect(postgres.status).toBe(1);
    expect(postgres.stderr).toContain('pg_dump');
    const missing = run([]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run backup -w @contrail/api -- FILE');
    const noDatabase = run([join(dataDir, 'copy.db')]);
    expect(noDatabase.status).toBe(1);
    expect(noDatabase.stderr).toContain('No SQLite database');
    expect(existsSync(join(dataDir, 'copy.db'))).toBe(false);
    const itself = run([join(dataDir, 'contrail.db')]);
    expect(itself.status).toBe(1);
    expect(itself.stderr).toContain('the live database itself');
  });
});
