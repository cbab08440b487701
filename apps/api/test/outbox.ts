import type { Executor } from '../src/db/index.ts';
import { createMailer, processOutbox, type OutboxResult } from '../src/mail/index.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

/** The sender the outbox tests send as. */
export const testSender = { name: 'Contrail', address: 'no-reply@contrail.test' };
/** A log that keeps the outbox's warnings about an expected outage out of the test output. */
export const quietLog = { warn: () => {}, error: () => {} };

/** A port with no SMTP server behind it (one listened there and closed), for an outage. */
export async function downSmtpPort(): Promise<number> {
  const down = await startSmtpServer();
  await down.close();
  return down.port;
}

/**
 * An SMTP outage for the mail outbox of `db`. Mail queued before it is marked sent, so only what the
 * test queues afterwards is counted. `passDuringOutage()` runs an outbox pass now, while nothing answers
 * on the SMTP port; `whenBack(check)` starts SMTP on that port again, runs a pass an hour after that
 * one (every retry due) and gives `check` its result and the server, which it closes afterwards.
 */
export async function smtpOutage(db: Executor) {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent' })
    .where('status', '=', 'pending')
    .execute();
  const port = await downSmtpPort();
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent' });
  // The outage pass runs now, when the mail queued since is due; the pass after it an hour later.
  let t0 = new Date();
  const pass = (at: Date) =>
    processOutbox({ db, mailer, from: testSender, now: () => at, log: quietLog });
  return {
    passDuringOutage: () => pass((t0 = new Date())),
    async whenBack(check: (result: OutboxResult, smtp: TestSmtpServer) => Promise<void>) {
      const back = await startSmtpServer(port);
      try {
        await check(await pass(new Date(t0.getTime() + 60 * 60_000)), back);
      } finally {
        await back.close();
      }
    },
  };
}
