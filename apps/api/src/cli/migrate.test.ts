import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';

const migrateCli = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/migrate.ts', '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 60_000,
  });

// Each case spawns tsx processes, slow on a busy 2-core machine.
describe('migrate CLI (used by npm start)', { timeout: 120_000 }, () => {
  it('migrates the SQLite database in DATA_DIR and reports it as JSON, idempotently', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'contrail-cli-'));
    try {
      const first = migrateCli({ DATA_DIR: dataDir });
      expect(first.status, first.stderr).toBe(0);
      const report = JSON.parse(first.stdout.trim()) as {
        dialect: string;
        applied: string[];
        catalogueEmpty: boolean;
      };
      expect(report.dialect).toBe('sqlite');
      expect(report.applied).toContain('0001-core');
      expect(report.catalogueEmpty).toBe(true);
      expect(existsSync(join(dataDir, 'contrail.db'))).toBe(true);
      const second = migrateCli({ DATA_DIR: dataDir });
      expect(JSON.parse(second.stdout.trim())).toMatchObject({ applied: [] });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a bad configuration with a clear message', () => {
    const result = migrateCli({ PORT: 'abc', SMTP_URL: 'mail.example.com' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT: must be a port number from 0 to 65535 (got "abc")');
    expect(result.stderr).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
