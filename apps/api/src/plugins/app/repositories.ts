import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { createBookingRepository } from '../../booking/booking-repository.ts';
import { createCartRepository } from '../../cart/cart-repository.ts';
import { createDiagramRepository } from '../../catalogue/diagram/diagram-store.ts';
import type { Executor } from '../../db/index.ts';
import { createDeskRepository } from '../../desk/desk-repository.ts';
import { createInboxRepository } from '../../desk/inbox-repository.ts';
import { createInquiryRepository } from '../../inquiry/inquiry-repository.ts';
import { createMailRepository } from '../../mail/mail-repository.ts';
import { createContactRepository } from '../../send/contact-repository.ts';
import { createSessionRepository } from '../../session/session.ts';
import { createSubscriptionRepository } from '../../subscribe/subscriptions.ts';

/**
 * Every table a route reads or writes, behind one repository per area. Routes hold no SQL (a test
 * fails when a `*-routes.ts` file imports the query builder): they call these.
 */
export function createRepositories(db: Executor) {
  return {
    bookings: createBookingRepository(db),
    carts: createCartRepository(db),
    contactMessages: createContactRepository(db),
    desk: createDeskRepository(db),
    inbox: createInboxRepository(db),
    diagrams: createDiagramRepository(db),
    inquiries: createInquiryRepository(db),
    mail: createMailRepository(db),
    sessions: createSessionRepository(db),
    subscriptions: createSubscriptionRepository(db),
    /** Throws when the database does not answer (GET /api/health). */
    ping: async (): Promise<void> => {
      await sql`select 1`.execute(db);
    },
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The repositories on the app's database (each statement on its own). */
    repositories: Repositories;
    /**
     * Runs `fn` in one transaction with the repositories bound to it: commits when it resolves,
     * rolls back when it throws (mail queued inside goes only if it commits).
     */
    transaction<T>(fn: (repositories: Repositories) => Promise<T>): Promise<T>;
  }
}

async function repositoriesPlugin(app: FastifyInstance) {
  app.decorate('repositories', createRepositories(app.db));
  app.decorate('transaction', <T>(fn: (repositories: Repositories) => Promise<T>) =>
    app.database.transaction((trx) => fn(createRepositories(trx))),
  );
}

export default fp(repositoriesPlugin, { name: 'repositories', dependencies: ['database'] });
