import type { MailAddress } from '../config.ts';
import type { Executor } from '../db/index.ts';
import { processOutbox, releaseClaims, type RetryPolicy } from './outbox.ts';
import type { Mailer } from './transport.ts';

/** What request handlers use to ask for a prompt send after queueing mail. */
export interface OutboxNotifier {
  poke(): void;
}

export const noopOutbox: OutboxNotifier = { poke: () => {} };

export interface OutboxWorker extends OutboxNotifier {
  /** Resolves when the current run (if any) has finished. */
  idle(): Promise<void>;
  /**
   * Claims no further mail and waits for the current send; after `waitMs` (default: as long as it
   * takes) gives back the mails still held, so another process sends them, and resolves.
   */
  stop(waitMs?: number): Promise<void>;
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
  const claimed = new Map<number, string>();
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
          const result = await processOutbox({
            ...options,
            claimed,
            shouldStop: () => stopped,
          });
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
    stop: async (waitMs) => {
      stopped = true;
      clearInterval(timer);
      if (waitMs === undefined) {
        while (running) await running;
        return;
      }
      let timeout: NodeJS.Timeout | undefined;
      const expired = new Promise<'expired'>((resolve) => {
        timeout = setTimeout(() => resolve('expired'), waitMs);
      });
      try {
        while (running) {
          if ((await Promise.race([running, expired])) === 'expired') break;
        }
      } finally {
        clearTimeout(timeout);
      }
      if (claimed.size > 0) {
        const released = await releaseClaims(options.db, claimed);
        if (released > 0) options.log.warn({ released }, 'released claimed mails on shutdown');
      }
    },
  };
}
