export {
  defaultRetryPolicy,
  enqueueMail,
  headerSafe,
  processOutbox,
  retryDelay,
} from './outbox.ts';
export type { MailMessage, OutboxResult, ProcessOutboxOptions, RetryPolicy } from './outbox.ts';
export { createFileMailer, createMailer, createSmtpMailer } from './transport.ts';
export type { Mailer, OutgoingMessage } from './transport.ts';
export { noopOutbox, startOutboxWorker } from './worker.ts';
export type { OutboxNotifier, OutboxWorker } from './worker.ts';
