export {
  defaultRetryPolicy,
  enqueueMail,
  headerSafe,
  processOutbox,
  retryDelay,
} from './outbox.ts';
export type {
  DeskMail,
  MailAudience,
  MailMessage,
  OutboxResult,
  ProcessOutboxOptions,
  RetryPolicy,
  VisitorMail,
} from './outbox.ts';
export { createMailCaps, databaseCapCounter, recipientKey, redisCapCounter } from './caps.ts';
export type { CapCounter, CapDecision, MailCapLimits, MailCaps } from './caps.ts';
export { createFileMailer, createMailer, createSmtpMailer } from './transport.ts';
export type { Mailer, OutgoingMessage } from './transport.ts';
export { noopOutbox, startOutboxWorker } from './worker.ts';
export type { OutboxNotifier, OutboxWorker } from './worker.ts';
