import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/ports.ts';
import { repoRoot } from './config.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Starts real server processes (tsx): slow on a busy 2-core machine.
describe('server with WORKERS=2 (node:cluster)', { timeout: 240_000 }, () => {
  it('serves from two worker processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'contrail-workers-'));
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        WORKERS: '2',
        LOG_LEVEL: 'info',
      },
      // With an IPC channel, as a process manager or the benchmark starts it.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let ready = false;
    server.on('message', (message) => {
      if (message === 'ready') ready = true;
    });
    const serving: number[] = [];
    let output = '';
    let partial = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('Contrail is serving')) {
          serving.push((JSON.parse(line) as { pid: number }).pid);
        }
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      await until(() => ready, "the 'ready' message");
      // 'ready' comes once both workers serve (their log lines travel another pipe, maybe later).
      await until(() => serving.length >= 2, 'two workers', 10_000);
      expect(new Set(serving).size).toBe(2);
      expect(serving).not.toContain(server.pid);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);

      // A worker that crashes is replaced by a new one.
      const [first, second] = serving as [number, number];
      process.kill(first, 'SIGKILL');
      await until(() => serving.length >= 3, 'a replacement worker');
      const replacement = serving[2]!;
      expect([first, second]).not.toContain(replacement);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

      server.kill('SIGTERM');
      expect(await exited, output).toBe(0);
      expect(alive(second)).toBe(false);
      expect(alive(replacement)).toBe(false);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
