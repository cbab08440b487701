import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { postJson, testConfig } from '../../test/app.ts';

const waitFor = async (check: () => Promise<boolean>, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

// The app as the server builds it: no database handed in, migrations, the background work.
describe('the app on its own plugins (as server.ts builds it)', () => {
  it('opens and migrates its database, mails through its outbox worker, and closes both', async () => {
    const config = testConfig();
    const app = await buildApp({ config, migrate: true, background: true, logger: false });
    await app.ready();
    expect(app.outbox.transport).toBe('file');
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok', database: 'sqlite' });

    // A contact message is mailed to the desk by the worker (no SMTP_URL: an .eml file).
    const sent = await postJson(app, '/api/send', { email: 'ann@husky.test', message: 'Hello' });
    expect(sent.json()).toEqual({ status: 'success' });
    const statuses = async () =>
      (await app.db.selectFrom('mail_outbox').select('status').execute()).map((r) => r.status);
    let seen: string[] = [];
    await waitFor(async () => (seen = await statuses()).includes('sent'), 'the desk mail');
    expect(seen).toEqual(['sent']);
    expect(readdirSync(config.outboxDir)).toHaveLength(1);

    const db = app.db;
    await app.close();
    // The database plugin closed the database it opened.
    await expect(db.selectFrom('sessions').select('id').execute()).rejects.toThrow();
  });

  it('runs no background work unless asked (tests run the outbox themselves)', async () => {
    const app = await buildApp({ config: testConfig(), migrate: true, logger: false });
    try {
      expect(app.outbox.transport).toBeNull();
      await postJson(app, '/api/send', { email: 'ann@husky.test', message: 'Hello' });
      const rows = await app.db.selectFrom('mail_outbox').select('status').execute();
      expect(rows).toEqual([{ status: 'pending' }]);
    } finally {
      await app.close();
    }
  });
});
