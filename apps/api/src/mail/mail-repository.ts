import type { Executor } from '../db/index.ts';
import type { MailCaps } from './caps.ts';
import { enqueueMail, type DeskMail, type VisitorMail } from './outbox.ts';

/** Queues a desk mail (never capped); answers its outbox id. */
export interface EnqueueMail {
  (message: DeskMail): Promise<number>;
  /** A visitor mail counts against the caps; null when a cap refused it. */
  (message: VisitorMail, caps: MailCaps): Promise<number | null>;
}

/**
 * The mail outbox, bound to a database or a transaction (`repositories.mail`): queued inside a
 * request's transaction, a mail goes only if the transaction commits (then `app.outbox.poke()`).
 */
export function createMailRepository(db: Executor) {
  const enqueue = ((message: DeskMail | VisitorMail, caps?: MailCaps) =>
    message.audience === 'desk'
      ? enqueueMail(db, message)
      : enqueueMail(db, message, caps as MailCaps)) as EnqueueMail;
  return { enqueue };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
