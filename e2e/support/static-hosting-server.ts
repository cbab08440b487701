import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from './static-server.ts';
import {
  staticApiOrigin,
  staticApiPort,
  staticBase,
  staticPages,
  staticSiteOrigin,
  staticSitePort,
} from './static-hosting.ts';

// The stack of the static-hosting browser test (docs/deploy.md, "A static host"): the site built under
// /site/ with its API origin set, served by a plain static file server on one port, and the API alone on
// another port, allowing the site's origin (CORS_ORIGINS). Only a few pages are prerendered
// (CONTRAIL_PRERENDER_ONLY): the build takes a fraction of a full one. It is rebuilt unless the last one was
// made with the same settings and STATIC_HOSTING_REUSE=1.
const root = join(import.meta.dirname, '..', '..');
const buildDir = join(root, 'apps', 'web', 'build-static');
const clientDir = join(buildDir, 'client');
const settings = {
  CONTRAIL_BUILD_DIR: buildDir,
  SITE_ORIGIN: staticSiteOrigin,
  CONTRAIL_BASE: staticBase,
  CONTRAIL_API_ORIGIN: staticApiOrigin,
  CONTRAIL_PRERENDER_ONLY: staticPages.join(','),
};
const stamp = join(buildDir, 'settings.json');
const same = existsSync(stamp) && readFileSync(stamp, 'utf8') === JSON.stringify(settings, null, 2);
if (!(same && process.env.STATIC_HOSTING_REUSE === '1')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@contrail/web'], {
    cwd: root,
    env: { ...process.env, ...settings },
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, JSON.stringify(settings, null, 2));
}

const dataDir = mkdtempSync(join(tmpdir(), 'contrail-static-'));
const { DATABASE_URL: _db, ...inherited } = process.env;
const env = {
  ...inherited,
  PORT: String(staticApiPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // Only the API is asked for: the site is the static server's.
  WEB_BUILD_DIR: join(dataDir, 'no-site'),
  CORS_ORIGINS: staticSiteOrigin,
  SITE_ORIGIN: staticSiteOrigin,
  SITE_BASE: staticBase,
  RATE_LIMIT_MULTIPLIER: '100',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};
for (const step of ['migrate', 'seed']) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, `apps/api/src/cli/${step}.ts`)],
    { env, stdio: 'inherit', cwd: root },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const api = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
  env,
  stdio: 'inherit',
  cwd: root,
});
api.on('exit', (code) => process.exit(code ?? 1));

// The static server opens once the API answers, so "the site is up" means both are.
for (let i = 0; ; i++) {
  const ok = await fetch(`${staticApiOrigin}/api/health`)
    .then((r) => r.ok)
    .catch(() => false);
  if (ok) break;
  if (i > 600) throw new Error('the API did not start');
  await new Promise((r) => setTimeout(r, 100));
}
const site = await startStaticServer(clientDir, staticBase, staticSitePort);
const stop = () => {
  site.close();
  api.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
