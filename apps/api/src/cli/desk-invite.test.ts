import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';

const invite = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/desk-invite.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 60_000,
  });

// Each case spawns tsx processes, slow on a busy 2-core machine.
describe('desk:invite CLI', { timeout: 120_000 }, () => {
  it('queues the set-up mail, or prints the link; refuses bad arguments', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'contrail-cli-'));
    const env = { DATA_DIR: dataDir, SITE_ORIGIN: 'https://parts.example' };
    try {
      const mailed = invite(env, 'ann@desk.test', '--role', 'admin');
      expect(mailed.status, mailed.stderr).toBe(0);
      expect(mailed.stdout).toMatch(/^Queued the set-up mail to ann@desk\.test \(admin\)/);
      expect(mailed.stdout).not.toContain('#token=');

      const printed = invite(env, 'bob@desk.test', '--role', 'desk', '--print');
      expect(printed.status, printed.stderr).toBe(0);
      expect(printed.stdout).toMatch(
        /https:\/\/parts\.example\/desk\/setup#token=[A-Za-z0-9_-]{43}\n$/,
      );

      const noRole = invite(env, 'cy@desk.test');
      expect(noRole.status).toBe(2);
      expect(noRole.stderr).toContain('--role desk or --role admin');
      const badAddress = invite(env, 'not-an-address', '--role', 'desk');
      expect(badAddress.status).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
