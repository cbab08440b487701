import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { venueIds, type VenueId } from '@contrail/contracts';
import { z } from 'zod';

/** The repository root (apps/api/src/config.ts → ../../..); relative paths in the environment start here. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * PostgreSQL connections per server process unless DB_POOL_SIZE says otherwise. Few: the searches are short
 * and CPU-bound on both sides, and more connections than cores only queue inside PostgreSQL (BENCHMARKS.md,
 * issue 25).
 */
export const defaultPoolSize = 10;

/** Most server processes WORKERS may ask for. */
export const maxWorkers = 64;

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface MailAddress {
  name?: string;
  address: string;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute directory holding the SQLite file and the mail outbox. */
  dataDir: string;
  /** `postgres://…` (PostgreSQL) or null (SQLite at `sqliteFile`). */
  databaseUrl: string | null;
  sqliteFile: string;
  /** Where .eml files go when no SMTP server is configured. */
  outboxDir: string;
  smtpUrl: string | null;
  partsDeskEmail: string;
  /** BOOKING_DESK_EMAIL: one address for every demo's bookings, in place of each venue's own; null: their own. */
  bookingDeskEmail: string | null;
  /** BOOKING_DESK_EMAIL_<VENUE>: a venue's bookings to this address (by venue id), before both of the above. */
  bookingDesks: Readonly<Partial<Record<VenueId, string>>>;
  mailFrom: MailAddress;
  redisUrl: string | null;
  /** Absolute path of the built website (React Router's build/client). */
  webBuildDir: string;
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /**
   * Slow clients: a request's headers must arrive within `headersTimeoutMs` and the whole request
   * (headers and body) within `requestTimeoutMs`, else the connection is closed; an idle keep-alive
   * connection is closed after `keepAliveTimeoutMs`.
   */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /**
   * The session cookie is always `Secure` (and named with the `__Host-` prefix): true with
   * NODE_ENV=production unless SECURE_COOKIES says otherwise. When false it is still Secure on a
   * request that arrived over https.
   */
  secureCookies: boolean;
  logLevel: LogLevel;
  /** Multiplies every per-IP rate limit (1 in production; larger for load tests and browser test runs). */
  rateLimitMultiplier: number;
  /** Megabytes of catalogue answers (models, assemblies, parts pages, searches) kept in memory; 0 = none. */
  catalogueCacheMb: number;
  /**
   * How long (ms) a read of the catalogue version is trusted before the answer cache asks the
   * database again, i.e. how late an import by another process may be noticed (one by this process
   * is noticed at once).
   */
  catalogueVersionMaxAgeMs: number;
  /** Server processes (node:cluster) sharing the port; 1 = no cluster. */
  workers: number;
  /** PostgreSQL connections each server process may open (unused on SQLite). */
  dbPoolSize: number;
  /** Key prefix of the per-IP rate-limit counters in Redis (replicas sharing limits use the same one). */
  rateLimitPrefix: string;
  /** How often (ms) the outbox worker looks for due mail besides being poked after a request. */
  outboxIntervalMs: number;
  /**
   * How long (ms) a process may hold a mail it claimed before another may send it: a process that
   * dies while sending leaves its claim, and that mail goes out once the lease runs out.
   */
  outboxLeaseMs: number;
  /** SIGTERM/SIGINT: how long (ms) in-flight requests and mails may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * SIGTERM: how long (ms) the process keeps serving, with /api/health answering 503 draining, before
   * it stops accepting connections, so a load balancer sends no request to a closed port.
   */
  shutdownDrainMs: number;
  /** The site's public origin (`https://parts.example.com`), for links inside mails; never taken from a request. */
  siteOrigin: string;
  /**
   * SITE_BASE: the sub-path the site is served under (`/site/`, the CONTRAIL_BASE it was built with), with both
   * slashes; `/` at the origin's root. The links inside mails point under it.
   */
  siteBase: string;
  /**
   * CORS_ORIGINS: the other origins whose pages may call the API from a browser, with credentials (the site on a
   * static host, the API elsewhere: docs/deploy.md). Empty: only the API's own origin (no CORS headers at all).
   */
  corsOrigins: readonly string[];
  /**
   * CROSS_SITE_COOKIES: the session cookie is `SameSite=None` (and always `Secure`), so a site on another
   * registrable domain than the API (`shop.example.org` → `api.example.com`) keeps its cart. False: `Lax`, which
   * is enough for any origin of the same site (`www.example.com` → `api.example.com`, another port).
   */
  crossSiteCookies: boolean;
  /**
   * Mails from the public forms to one visitor address per day (confirmations, customer copies);
   * beyond it they are dropped silently. 0 = no limit. Mail to the desks is never capped.
   */
  mailCapPerRecipient: number;
  /** Mails to visitor addresses per hour, all addresses together; reaching it logs an alert. 0 = no limit. */
  mailCapPerHour: number;
  /** How long (hours) the link in a subscription's confirmation mail works. */
  subscribeConfirmHours: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const emailSchema = z.email();
const hasScheme = (schemes: string[]) => (value: string) => {
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** An http(s) origin: scheme, host and port, nothing after it but an optional `/`. */
function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** A whole number from `min` to `max` (digits only), with its own message. */
const wholeNumber = (min: number, max: number, what: string, fallback: number, note = '') => {
  const message = `must be a whole number ${what} from ${min} to ${max}${note}`;
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)
    .default(fallback);
};

const mailFromPattern = /^\s*(?:"?([^"<>\r\n]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/;

function parseMailFrom(value: string): MailAddress | null {
  const match = mailFromPattern.exec(value);
  if (!match) return null;
  const address = match[2] ?? match[3] ?? '';
  if (!emailSchema.safeParse(address).success) return null;
  const name = match[1]?.trim();
  return name ? { name, address } : { address };
}

function parseTrustProxy(value: string): boolean | number | string[] | null {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.every(
    (s) =>
      /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s) ||
      s === 'loopback' ||
      s === 'linklocal' ||
      s === 'uniquelocal',
  )
    ? list
    : null;
}

/** Empty variables count as unset. */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A whole number of milliseconds from `min` to `max`, or `fallback` when unset. */
const milliseconds = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number of milliseconds from ${min} to ${max}`;
  return optional.pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .refine((n) => n >= min && n <= max, message)
      .default(fallback),
  );
};

const envSchema = z.object({
  PORT: optional.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a port number from 0 to 65535')
      .transform(Number)
      .refine((n) => n <= 65535, 'must be a port number from 0 to 65535')
      .default(3000),
  ),
  HOST: optional.pipe(z.string().default('0.0.0.0')),
  DATA_DIR: optional.pipe(z.string().default('./var')),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .refine(
        (v) => hasScheme(['postgres:', 'postgresql:'])(v) || /^(sqlite|file):./.test(v),
        'must be a postgres:// URL (or sqlite:<file>); leave it unset for the embedded SQLite database',
      )
      .optional(),
  ),
  SMTP_URL: optional.pipe(
    z
      .string()
      .refine(hasScheme(['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  PARTS_DESK_EMAIL: optional.pipe(
    z.email('must be an e-mail address').default('parts@contrail.example'),
  ),
  BOOKING_DESK_EMAIL: optional.pipe(z.email('must be an e-mail address').optional()),
  MAIL_FROM: optional.pipe(
    z
      .string()
      .default('Contrail <no-reply@contrail.example>')
      .transform((v, ctx) => {
        const parsed = parseMailFrom(v);
        if (!parsed) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be an address, e.g. "Contrail <no-reply@example.com>"',
          });
          return z.NEVER;
        }
        return parsed;
      }),
  ),
  REDIS_URL: optional.pipe(
    z
      .string()
      .refine(hasScheme(['redis:', 'rediss:']), 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  WEB_BUILD_DIR: optional.pipe(z.string().default('apps/web/build/client')),
  TRUST_PROXY: optional.pipe(
    z
      .string()
      .default('false')
      .transform((v, ctx) => {
        const parsed = parseTrustProxy(v);
        if (parsed === null) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be true, false, a hop count or a comma-separated list of addresses',
          });
          return z.NEVER;
        }
        return parsed;
      }),
  ),
  REQUEST_TIMEOUT_MS: milliseconds(1000, 600000, 30000),
  HEADERS_TIMEOUT_MS: milliseconds(1000, 600000, 10000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(1000, 600000, 72000),
  SECURE_COOKIES: optional.pipe(
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  NODE_ENV: optional,
  RATE_LIMIT_MULTIPLIER: optional.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'must be a whole number from 1 to 999999')
      .transform(Number)
      .default(1),
  ),
  CATALOGUE_CACHE_MB: optional.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a whole number of megabytes from 0 to 65536 (0 turns it off)')
      .transform(Number)
      .refine(
        (n) => n <= 65536,
        'must be a whole number of megabytes from 0 to 65536 (0 turns it off)',
      )
      .default(64),
  ),
  WORKERS: optional.pipe(
    z
      .string()
      .default('1')
      .transform((v, ctx) => {
        if (v.toLowerCase() === 'auto') return availableParallelism();
        if (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= maxWorkers) return Number(v);
        ctx.addIssue({
          code: 'custom',
          message: `must be a whole number of server processes from 1 to ${maxWorkers}, or auto (one per CPU core)`,
        });
        return z.NEVER;
      }),
  ),
  DB_POOL_SIZE: optional.pipe(
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number of connections from 1 to 100')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 100, 'must be a whole number of connections from 1 to 100')
      .default(defaultPoolSize),
  ),
  OUTBOX_INTERVAL_MS: optional.pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be a whole number of milliseconds from 50 to 3600000')
      .transform(Number)
      .refine(
        (n) => n >= 50 && n <= 3600000,
        'must be a whole number of milliseconds from 50 to 3600000',
      )
      .default(15000),
  ),
  OUTBOX_LEASE_MS: optional.pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be a whole number of milliseconds from 1000 to 86400000')
      .transform(Number)
      .refine(
        (n) => n >= 1000 && n <= 86400000,
        'must be a whole number of milliseconds from 1000 to 86400000',
      )
      .default(300000),
  ),
  SHUTDOWN_TIMEOUT_MS: optional.pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be a whole number of milliseconds from 100 to 600000')
      .transform(Number)
      .refine(
        (n) => n >= 100 && n <= 600000,
        'must be a whole number of milliseconds from 100 to 600000',
      )
      .default(10000),
  ),
  SHUTDOWN_DRAIN_MS: optional.pipe(
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number of milliseconds from 0 to 600000')
      .transform(Number)
      .refine((n) => n <= 600000, 'must be a whole number of milliseconds from 0 to 600000')
      .default(1000),
  ),
  RATE_LIMIT_PREFIX: optional.pipe(
    z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -')
      .default('contrail-rl:'),
  ),
  SITE_BASE: optional.pipe(
    z
      .string()
      .default('/')
      .transform((v, ctx) => {
        const segments = v.split('/').filter(Boolean);
        if (!segments.every((s) => /^[\w.~-]+$/.test(s) && !/^\.\.?$/.test(s))) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be the path the site is served under, e.g. /site/ (or / for the root)',
          });
          return z.NEVER;
        }
        return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
      }),
  ),
  CORS_ORIGINS: optional.pipe(
    z
      .string()
      .default('')
      .transform((v, ctx) => {
        const origins: string[] = [];
        for (const item of v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const origin = parseOrigin(item);
          if (origin === null) {
            ctx.addIssue({
              code: 'custom',
              message: `must be a comma-separated list of http(s) origins, e.g. https://www.example.com,https://example.github.io (no path, no *): ${JSON.stringify(item)} is not one`,
            });
            return z.NEVER;
          }
          if (!origins.includes(origin)) origins.push(origin);
        }
        return origins;
      }),
  ),
  CROSS_SITE_COOKIES: optional.pipe(
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  SITE_ORIGIN: optional.pipe(
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const origin = parseOrigin(v);
        if (origin === null) {
          ctx.addIssue({
            code: 'custom',
            message:
              "must be the site's public http(s) origin, e.g. https://parts.example.com (no path)",
          });
          return z.NEVER;
        }
        return origin;
      }),
  ),
  MAIL_CAP_PER_RECIPIENT: optional.pipe(
    wholeNumber(0, 1000, 'of mails a day', 3, ' (0 turns the cap off)'),
  ),
  MAIL_CAP_PER_HOUR: optional.pipe(
    wholeNumber(0, 1_000_000, 'of mails an hour', 200, ' (0 turns the cap off)'),
  ),
  SUBSCRIBE_CONFIRM_HOURS: optional.pipe(wholeNumber(1, 720, 'of hours', 48)),
  LOG_LEVEL: optional.pipe(
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  ),
});

/** The variable that sends one venue's bookings elsewhere: BOOKING_DESK_EMAIL_SPA_SALON for 'spa-salon'. */
export const bookingDeskVariable = (venue: VenueId) =>
  `BOOKING_DESK_EMAIL_${venue.toUpperCase().replace(/-/g, '_')}`;

const bookingDeskSchema = z.object(
  Object.fromEntries(
    venueIds.map((venue) => [
      bookingDeskVariable(venue),
      optional.pipe(z.email('must be an e-mail address').optional()),
    ]),
  ),
);

const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(repoRoot, p));

/** Reads and validates the configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  const desks = bookingDeskSchema.safeParse(env);
  if (!result.success || !desks.success) {
    const issues = [...(result.error?.issues ?? []), ...(desks.error?.issues ?? [])];
    const problems = issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      const raw = env[key];
      return `${key}: ${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`}`;
    });
    throw new ConfigError(problems);
  }
  const e = result.data;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError([
      `HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS, ${e.REQUEST_TIMEOUT_MS} (got ${e.HEADERS_TIMEOUT_MS})`,
    ]);
  }
  const dataDir = fromRoot(e.DATA_DIR);
  let databaseUrl: string | null = null;
  let sqliteFile = resolve(dataDir, 'contrail.db');
  if (e.DATABASE_URL && /^(sqlite|file):/.test(e.DATABASE_URL)) {
    const file = e.DATABASE_URL.replace(/^(sqlite|file):(\/\/)?/, '');
    sqliteFile = file === ':memory:' ? file : fromRoot(file);
  } else if (e.DATABASE_URL) {
    databaseUrl = e.DATABASE_URL;
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    sqliteFile,
    outboxDir: resolve(dataDir, 'outbox'),
    smtpUrl: e.SMTP_URL ?? null,
    partsDeskEmail: e.PARTS_DESK_EMAIL,
    bookingDeskEmail: e.BOOKING_DESK_EMAIL ?? null,
    bookingDesks: Object.fromEntries(
      venueIds.flatMap((venue) => {
        const address = desks.data[bookingDeskVariable(venue)];
        return address ? [[venue, address]] : [];
      }),
    ),
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL ?? null,
    webBuildDir: fromRoot(e.WEB_BUILD_DIR),
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    secureCookies: e.SECURE_COOKIES ? e.SECURE_COOKIES === 'true' : e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    catalogueCacheMb: e.CATALOGUE_CACHE_MB,
    catalogueVersionMaxAgeMs: 250,
    workers: e.WORKERS,
    dbPoolSize: e.DB_POOL_SIZE,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    outboxLeaseMs: e.OUTBOX_LEASE_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    siteOrigin: e.SITE_ORIGIN ?? `http://localhost:${e.PORT}`,
    siteBase: e.SITE_BASE,
    corsOrigins: e.CORS_ORIGINS,
    crossSiteCookies: e.CROSS_SITE_COOKIES === 'true',
    mailCapPerRecipient: e.MAIL_CAP_PER_RECIPIENT,
    mailCapPerHour: e.MAIL_CAP_PER_HOUR,
    subscribeConfirmHours: e.SUBSCRIBE_CONFIRM_HOURS,
  };
}
