#!/usr/bin/env node
// `npm start`: build the website if it is missing, migrate (and seed an empty catalogue), then serve
// the site and /api/ on one port. Idempotent: a second run only migrates (a no-op) and starts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsx = ['--import', 'tsx'];

const say = (message) => console.log(`[start] ${message}`);
const fail = (message, code = 1) => {
  console.error(`[start] ${message}`);
  process.exit(code);
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
    ...options,
  });
  if (result.error) fail(`${command} ${args.join(' ')}: ${result.error.message}`);
  return result;
}

// 1. The website build (skipped when a build exists; delete apps/web/build to rebuild).
const buildDir = process.env.WEB_BUILD_DIR
  ? isAbsolute(process.env.WEB_BUILD_DIR)
    ? process.env.WEB_BUILD_DIR
    : join(root, process.env.WEB_BUILD_DIR)
  : join(root, 'apps/web/build/client');
if (existsSync(join(buildDir, 'index.html'))) {
  say(`website build found in ${buildDir}`);
} else if (process.env.WEB_BUILD_DIR) {
  say(
    `no website build in WEB_BUILD_DIR (${buildDir}); the API runs, pages answer 503 until it exists`,
  );
} else {
  say('building the website (first run)…');
  const build = run(npm, ['run', 'build', '-w', '@contrail/web']);
  if (build.status !== 0) fail('the website build failed (see above)', build.status ?? 1);
}

// 2. Migrations, and the seed catalogue when the catalogue is empty.
const migrate = run(process.execPath, [...tsx, 'apps/api/src/cli/migrate.ts', '--json'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
if (migrate.status !== 0) fail('migrations failed (see above)', migrate.status ?? 1);
let report;
try {
  report = JSON.parse(String(migrate.stdout).trim().split('\n').pop() ?? '');
} catch {
  fail(`unexpected output from the migration step: ${migrate.stdout}`);
}
say(
  `${report.dialect} database ${report.applied.length ? `migrated (${report.applied.join(', ')})` : 'up to date'}`,
);
const seedScript = join(root, 'apps/api/src/cli/seed.ts');
if (report.catalogueEmpty && existsSync(seedScript)) {
  say('seeding the parts catalogue (first run)…');
  const seed = run(process.execPath, [...tsx, seedScript]);
  if (seed.status !== 0) fail('seeding failed (see above)', seed.status ?? 1);
}

// 3. The server.
const port = process.env.PORT || '3000';
const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : 'localhost';
say(`starting Contrail on http://${host}:${port}`);
const server = spawn(process.execPath, [...tsx, 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
