import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCapture } from './mail-capture.ts';
import { appPort, mailHttpPort, smtpPort, stackInfoFile } from './ports.ts';

// The stack the browser tests run against: the real server (API + built site) on a fresh seeded SQLite
// database, sending mail over SMTP to a real SMTP server whose mail the tests can read.
const root = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'contrail-e2e-'));
// Where the stack keeps its data, for tests that run a command line tool on it (desk:invite).
writeFileSync(stackInfoFile, JSON.stringify({ dataDir }));
const { DATABASE_URL: _ignored, BOOKING_DESK_EMAIL: _desk, ...inherited } = process.env;
const env = {
  ...inherited,
  PORT: String(appPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  PARTS_DESK_EMAIL: 'parts-desk@contrail.test',
  // The dentist's bookings go where the environment says; the other venues' to the desk in their rules.
  BOOKING_DESK_EMAIL_DENTIST: 'dentist-desk@contrail.test',
  ...(process.env.CONTRAIL_BUILD_DIR
    ? { WEB_BUILD_DIR: join(process.env.CONTRAIL_BUILD_DIR, 'client') }
    : {}),
  // Browser tests submit forms many times from one address.
  RATE_LIMIT_MULTIPLIER: '100',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};

const mail = await startMailCapture(smtpPort, mailHttpPort);

const migrate = join(root, 'apps/api/src/cli/migrate.ts');
if (existsSync(migrate))
  spawnSync(process.execPath, ['--import', 'tsx', migrate], { env, stdio: 'inherit', cwd: root });
const seed = join(root, 'apps/api/src/cli/seed.ts');
if (existsSync(seed))
  spawnSync(process.execPath, ['--import', 'tsx', seed], { env, stdio: 'inherit', cwd: root });

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
  env,
  stdio: 'inherit',
  cwd: root,
});
const stop = async () => {
  server.kill('SIGTERM');
  await mail.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  void mail.close();
  process.exit(code ?? 1);
});
