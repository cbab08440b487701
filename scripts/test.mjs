#!/usr/bin/env node
// `npm test`: every test. Unit, component and API tests (API on SQLite, and on PostgreSQL too when
// DATABASE_URL points at one), then the browser tests against the freshly built site and the real server.
import { spawnSync } from 'node:child_process';

const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
};

const only = process.argv[2];
if (!only || only === 'unit') {
  // A template is shipped to buyers: every run-time dependency's licence must allow that.
  run('Licences of the shipped dependencies', 'npm', ['run', '-s', 'licenses']);
  run('Unit, component and API tests (Vitest)', 'npx', ['vitest', 'run']);
}
if (!only || only === 'e2e') {
  run('Build the site', 'npm', ['run', 'build', '-w', '@contrail/web']);
  run('Browser tests (Playwright + Chromium)', 'npx', [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
  ]);
  // A four-page build under /site/ on a plain static server, the API on another origin (docs/deploy.md).
  run('Static hosting under /site/ (Playwright)', 'npx', [
    'playwright',
    'test',
    '-c',
    'e2e/static-hosting.config.ts',
  ]);
}
console.log('\n✔ all tests passed');
