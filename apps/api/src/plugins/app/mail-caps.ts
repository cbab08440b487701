import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailCaps, redisCapCounter, type MailCaps } from '../../mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caps on visitor mail: pass to `repositories.mail.enqueue(visitorMail, app.mailCaps)`. */
    mailCaps: MailCaps;
  }
}

export interface MailCapsPluginOptions {
  /** Key prefix of the Redis counters (the rate limits' prefix). */
  namespace: string;
}

/**
 * The caps on mail to addresses typed into forms (src/mail/caps.ts): shared by the replicas either
 * way, through Redis when set (no row lock in the request's transaction), else the database; Redis
 * failing falls back to the database.
 */
async function mailCapsPlugin(app: FastifyInstance, options: MailCapsPluginOptions) {
  const { config, redis } = app;
  app.decorate(
    'mailCaps',
    createMailCaps({
      limits: { perRecipientPerDay: config.mailCapPerRecipient, perHour: config.mailCapPerHour },
      ...(redis ? { counter: redisCapCounter(redis, options.namespace) } : {}),
      log: app.log,
    }),
  );
}

export default fp(mailCapsPlugin, { name: 'mail-caps', dependencies: ['redis'] });
