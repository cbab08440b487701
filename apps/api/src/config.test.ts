import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits, scaleRateLimits } from './app.ts';
import { ConfigError, defaultPoolSize, loadConfig, maxWorkers, repoRoot } from './config.ts';

const problems = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe('config', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve(repoRoot, 'var'),
      databaseUrl: null,
      sqliteFile: resolve(repoRoot, 'var/contrail.db'),
      outboxDir: resolve(repoRoot, 'var/outbox'),
      smtpUrl: null,
      partsDeskEmail: 'parts@contrail.example',
      mailFrom: { name: 'Contrail', address: 'no-reply@contrail.example' },
      redisUrl: null,
      webBuildDir: resolve(repoRoot, 'apps/web/build/client'),
      trustProxy: false,
      logLevel: 'info',
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/contrail-data',
      DATABASE_URL: 'postgres://u@db:5432/contrail',
      SMTP_URL: 'smtp://mail:2525',
      PARTS_DESK_EMAIL: 'desk@example.com',
      MAIL_FROM: 'parts@example.com',
      REDIS_URL: 'redis://cache:6379',
      WEB_BUILD_DIR: '/srv/site',
      TRUST_PROXY: '2',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/contrail-data',
      databaseUrl: 'postgres://u@db:5432/contrail',
      sqliteFile: '/tmp/contrail-data/contrail.db',
      outboxDir: '/tmp/contrail-data/outbox',
      smtpUrl: 'smtp://mail:2525',
      partsDeskEmail: 'desk@example.com',
      mailFrom: { address: 'parts@example.com' },
      redisUrl: 'redis://cache:6379',
      webBuildDir: '/srv/site',
      trustProxy: 2,
      logLevel: 'warn',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' })).toMatchObject({
      databaseUrl: null,
      sqliteFile: '/tmp/x.db',
    });
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('reads the replica and shutdown settings', () => {
    expect(loadConfig({})).toMatchObject({
      rateLimitPrefix: 'contrail-rl:',
      outboxIntervalMs: 15_000,
      outboxLeaseMs: 300_000,
      shutdownTimeoutMs: 10_000,
      shutdownDrainMs: 1_000,
    });
    expect(
      loadConfig({
        RATE_LIMIT_PREFIX: 'shop-a:rl:',
        OUTBOX_INTERVAL_MS: '500',
        OUTBOX_LEASE_MS: '60000',
        SHUTDOWN_TIMEOUT_MS: '3000',
        SHUTDOWN_DRAIN_MS: '0',
      }),
    ).toMatchObject({
      rateLimitPrefix: 'shop-a:rl:',
      outboxIntervalMs: 500,
      outboxLeaseMs: 60_000,
      shutdownTimeoutMs: 3_000,
      shutdownDrainMs: 0,
    });
    const message = problems({
      RATE_LIMIT_PREFIX: 'has space',
      OUTBOX_LEASE_MS: '10',
      SHUTDOWN_TIMEOUT_MS: 'soon',
    });
    expect(message).toContain('RATE_LIMIT_PREFIX: must be 1 to 64 letters');
    expect(message).toContain('OUTBOX_LEASE_MS: must be a whole number of milliseconds from 1000');
    expect(message).toContain('SHUTDOWN_TIMEOUT_MS: must be a whole number of milliseconds');
  });

  it('sends bookings to each venue’s own desk unless BOOKING_DESK_EMAIL(_<VENUE>) says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ bookingDeskEmail: null, bookingDesks: {} });
    expect(
      loadConfig({
        BOOKING_DESK_EMAIL: 'all@example.com',
        BOOKING_DESK_EMAIL_SPA_SALON: 'spa@example.com',
        BOOKING_DESK_EMAIL_RESTAURANT: ' ',
      }),
    ).toMatchObject({
      bookingDeskEmail: 'all@example.com',
      bookingDesks: { 'spa-salon': 'spa@example.com' },
    });
    expect(problems({ BOOKING_DESK_EMAIL_DENTIST: 'front desk', PORT: 'x' })).toContain(
      'BOOKING_DESK_EMAIL_DENTIST: must be an e-mail address (got "front desk")',
    );
  });

  it('names every bad variable with a clear message', () => {
    const message = problems({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      PARTS_DESK_EMAIL: 'desk',
      MAIL_FROM: 'Contrail <nope>',
      REDIS_URL: 'localhost:6379',
      TRUST_PROXY: 'maybe?',
      LOG_LEVEL: 'loud',
    });
    expect(message).toContain('Invalid configuration');
    expect(message).toContain('PORT: must be a port number from 0 to 65535 (got "eighty")');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(message).toContain('PARTS_DESK_EMAIL: must be an e-mail address');
    expect(message).toContain('MAIL_FROM: must be an address');
    expect(message).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
    expect(message).toContain('TRUST_PROXY: must be true, false');
    expect(message).toContain('LOG_LEVEL: must be one of');
    expect(problems({ PORT: '70000' })).toContain('PORT: must be a port number');
  });

  it('scales the per-IP rate limits with RATE_LIMIT_MULTIPLIER', () => {
    expect(loadConfig({}).rateLimitMultiplier).toBe(1);
    expect(loadConfig({ RATE_LIMIT_MULTIPLIER: '100' }).rateLimitMultiplier).toBe(100);
    expect(problems({ RATE_LIMIT_MULTIPLIER: '0' })).toContain(
      'RATE_LIMIT_MULTIPLIER: must be a whole number',
    );
    expect(problems({ RATE_LIMIT_MULTIPLIER: '1.5' })).toContain('RATE_LIMIT_MULTIPLIER');
    expect(scaleRateLimits(3).inquiry.max).toBe(defaultRateLimits.inquiry.max * 3);
  });

  it('limits slow clients with REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 30000,
      headersTimeoutMs: 10000,
      keepAliveTimeoutMs: 72000,
    });
    expect(
      loadConfig({
        REQUEST_TIMEOUT_MS: '20000',
        HEADERS_TIMEOUT_MS: '5000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
      }),
    ).toMatchObject({ requestTimeoutMs: 20000, headersTimeoutMs: 5000, keepAliveTimeoutMs: 65000 });
    for (const name of ['REQUEST_TIMEOUT_MS', 'HEADERS_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS']) {
      for (const bad of ['0', '999', '-1', '2.5', 'slow', '600001']) {
        expect(problems({ [name]: bad })).toContain(
          `${name}: must be a whole number of milliseconds from 1000 to 600000`,
        );
      }
    }
    expect(problems({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '8000' })).toContain(
      'HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    );
  });

  it('makes the session cookie Secure in production, or as SECURE_COOKIES says', () => {
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).secureCookies).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).secureCookies).toBe(true);
    expect(loadConfig({ SECURE_COOKIES: 'true' }).secureCookies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SECURE_COOKIES: 'false' }).secureCookies).toBe(
      false,
    );
    expect(problems({ SECURE_COOKIES: 'yes' })).toContain('SECURE_COOKIES: must be true or false');
  });

  it('runs WORKERS server processes: a number, or auto for one per core', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '2' }).workers).toBe(2);
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(availableParallelism());
    expect(loadConfig({ WORKERS: 'AUTO' }).workers).toBe(availableParallelism());
    for (const bad of ['0', '-1', '1.5', 'many', String(maxWorkers + 1)]) {
      expect(problems({ WORKERS: bad })).toContain(
        `WORKERS: must be a whole number of server processes from 1 to ${maxWorkers}, or auto`,
      );
    }
  });

  it('opens at most DB_POOL_SIZE PostgreSQL connections per process', () => {
    expect(loadConfig({}).dbPoolSize).toBe(defaultPoolSize);
    expect(loadConfig({ DB_POOL_SIZE: '' }).dbPoolSize).toBe(defaultPoolSize);
    expect(loadConfig({ DB_POOL_SIZE: '1' }).dbPoolSize).toBe(1);
    expect(loadConfig({ DB_POOL_SIZE: '25' }).dbPoolSize).toBe(25);
    for (const bad of ['0', '-1', '2.5', 'few', '101', '1000']) {
      expect(problems({ DB_POOL_SIZE: bad })).toContain(
        'DB_POOL_SIZE: must be a whole number of connections from 1 to 100',
      );
    }
  });

  it('sizes the catalogue answer cache with CATALOGUE_CACHE_MB (0 turns it off)', () => {
    expect(loadConfig({}).catalogueCacheMb).toBe(64);
    expect(loadConfig({ CATALOGUE_CACHE_MB: '0' }).catalogueCacheMb).toBe(0);
    expect(loadConfig({ CATALOGUE_CACHE_MB: '512' }).catalogueCacheMb).toBe(512);
    for (const bad of ['-1', '1.5', 'lots', '70000']) {
      expect(problems({ CATALOGUE_CACHE_MB: bad })).toContain(
        'CATALOGUE_CACHE_MB: must be a whole number of megabytes',
      );
    }
  });

  it('reads the site origin for links in mail (never a path, never another scheme)', () => {
    expect(loadConfig({}).siteOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).siteOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ SITE_ORIGIN: 'https://Parts.Example.com/' }).siteOrigin).toBe(
      'https://parts.example.com',
    );
    expect(loadConfig({ SITE_ORIGIN: 'http://10.0.0.5:8080' }).siteOrigin).toBe(
      'http://10.0.0.5:8080',
    );
    for (const bad of [
      'parts.example.com',
      'ftp://parts.example.com',
      'https://parts.example.com/shop',
      'https://parts.example.com/?x=1',
      'https://user:pw@parts.example.com',
      'javascript:alert(1)',
    ]) {
      expect(problems({ SITE_ORIGIN: bad })).toContain(
        "SITE_ORIGIN: must be the site's public http(s) origin",
      );
    }
  });

  it('reads the caps on mail from the public forms and the confirmation link lifetime', () => {
    expect(loadConfig({})).toMatchObject({
      mailCapPerRecipient: 3,
      mailCapPerHour: 200,
      subscribeConfirmHours: 48,
    });
    expect(
      loadConfig({
        MAIL_CAP_PER_RECIPIENT: '0',
        MAIL_CAP_PER_HOUR: '5000',
        SUBSCRIBE_CONFIRM_HOURS: '24',
      }),
    ).toMatchObject({ mailCapPerRecipient: 0, mailCapPerHour: 5000, subscribeConfirmHours: 24 });
    for (const bad of ['-1', '2.5', 'few', '1001']) {
      expect(problems({ MAIL_CAP_PER_RECIPIENT: bad })).toContain(
        'MAIL_CAP_PER_RECIPIENT: must be a whole number of mails a day from 0 to 1000',
      );
    }
    expect(problems({ MAIL_CAP_PER_HOUR: '1000001' })).toContain(
      'MAIL_CAP_PER_HOUR: must be a whole number of mails an hour from 0 to 1000000',
    );
    for (const bad of ['0', '721', 'two days']) {
      expect(problems({ SUBSCRIBE_CONFIRM_HOURS: bad })).toContain(
        'SUBSCRIBE_CONFIRM_HOURS: must be a whole number of hours from 1 to 720',
      );
    }
  });
});
