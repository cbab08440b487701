import type { MailAddress } from '../config.ts';
import type { Executor } from '../db/index.ts';
import { processOutbox, type RetryPolicy } from './outbox.ts';
import type { Mailer } from './transport.ts';

/** What request handlers use to ask for a prompt send after queueing mail. */
export interface OutboxNotifier {
  poke(): void;
}

export const noopOutbox: OutboxNotifier = { poke: () => {} };

export interface OutboxWorker extends OutboxNotifier {
  /** Resolves when the current run (if any) has finished. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Executor;
  mailer: Mailer;
  from: MailAddress;
  intervalMs?: number;
  retry?: Partial<RetryPolicy>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Runs processOutbox every `intervalMs` and whenever poked; never two runs at once. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const result = await processOutbox(options);
          // A full batch means more may be waiting.
          if (result.sent + result.retrying + result.failed >= 20) again = true;
        } catch (error) {
          options.log.error({ err: error }, 'outbox run failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(run, options.intervalMs ?? 15_000);
  timer.unref();
  run();
  return {
    poke: run,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
