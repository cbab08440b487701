// `npm run topology`: compose.yaml's topology as plain processes, for machines without a Docker daemon (and
// for CI): two replicas started as `npm start` starts one (scripts/start.mjs), the PostgreSQL and Redis of
// this machine, and Debian's nginx in front with deploy/nginx.conf — the very file compose.yaml mounts.
// Only the two small files beside it differ (the port, the replicas' addresses): they are written into a
// folder of their own, next to a link to nginx.conf.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** nginx from NGINX, else the PATH, else Debian's place; null when none is installed. */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX, 'nginx', '/usr/sbin/nginx'].filter(
    (c): c is string => !!c,
  );
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (!probe.error && probe.status === 0) return candidate;
  }
  return null;
}

export interface Replica {
  readonly port: number;
  readonly url: string;
  /** Everything the replica wrote (the last 20,000 characters), for failure messages. */
  output(): string;
  /** SIGTERM (drain, then stop) and wait for the exit; SIGKILL after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
  /** Starts it again and waits until its health check answers 200. */
  start(): Promise<void>;
}

export interface Topology {
  /** The proxy's address: what visitors use. */
  readonly url: string;
  readonly replicas: readonly Replica[];
  /** The proxy's access log so far: one line per request, with the replica that answered. */
  accessLog(): string;
  /**
   * A rolling restart's step for one replica, as an operator does it with nginx: take it out of the
   * proxy (marked `down`, configuration reloaded gracefully), stop it (SIGTERM: it drains), start it,
   * wait until it is healthy, and put it back.
   */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** The proxy's port (compose.yaml publishes 8080). */
  port: number;
  /** One port per replica. */
  replicaPorts: readonly number[];
  /** Environment for the replicas (DATABASE_URL, REDIS_URL, SMTP_URL…), over this process's. */
  env?: Record<string, string | undefined>;
  /** How long a replica may take to answer its health check (a first start builds the site). */
  readyTimeoutMs?: number;
  /** Where a line of output goes (the CLI prints it; tests keep it). */
  log?: (line: string) => void;
}

/** Keeps the last 20,000 characters the streams write (and passes each line to `log`). */
function keepTail(streams: readonly (Readable | null)[], log?: (line: string) => void) {
  let text = '';
  const keep = (chunk: Buffer) => {
    const s = chunk.toString('utf8');
    text = (text + s).slice(-20_000);
    if (log) for (const line of s.split('\n')) if (line.trim()) log(line);
  };
  for (const stream of streams) stream?.on('data', keep);
  return () => text;
}

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}

function startReplica(
  port: number,
  env: Record<string, string | undefined>,
  readyTimeoutMs: number,
  log?: (line: string) => void,
): Replica {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = () => '';
  const replica: Replica = {
    port,
    url,
    output: () => output(),
    async start() {
      const started = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
        cwd: root,
        env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      output = keepTail(
        [started.stdout, started.stderr],
        log && ((line) => log(`[replica ${port}] ${line}`)),
      );
      const deadline = Date.now() + readyTimeoutMs;
      for (;;) {
        if (started.exitCode !== null || started.signalCode !== null) {
          throw new Error(`The replica on port ${port} exited before it served:\n${output()}`);
        }
        try {
          const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
          if (res.status === 200) return;
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) {
          started.kill('SIGKILL');
          throw new Error(`The replica on port ${port} did not become healthy:\n${output()}`);
        }
        await sleep(200);
      }
    },
    async stop(timeoutMs = 30_000) {
      const running = child;
      if (!running) return;
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), timeoutMs);
      await exitOf(running);
      clearTimeout(timer);
      child = null;
    },
  };
  return replica;
}

/** Starts the replicas one after the other (the first migrates and seeds), then the proxy. */
export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  const env = options.env ?? {};
  const readyTimeoutMs = options.readyTimeoutMs ?? 10 * 60_000;
  const replicas = options.replicaPorts.map((port, index) =>
    startReplica(
      port,
      { DATA_DIR: join(root, 'var', `replica-${index + 1}`), ...env },
      readyTimeoutMs,
      options.log,
    ),
  );
  const running: Replica[] = [];
  let restart: (index: number) => Promise<void> = () => Promise.reject(new Error('not started'));
  let proxy: ChildProcess | null = null;
  const prefix = mkdtempSync(join(tmpdir(), 'contrail-proxy-'));
  // nginx's workers (nobody, when started as root) write their temp files under the prefix.
  chmodSync(prefix, 0o755);
  const stop = async () => {
    proxy?.kill('SIGQUIT');
    if (proxy) await exitOf(proxy);
    await Promise.all(running.map((replica) => replica.stop()));
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (const replica of replicas) {
      await replica.start();
      running.push(replica);
    }
    symlinkSync(join(root, 'deploy/nginx.conf'), join(prefix, 'nginx.conf'));
    writeFileSync(join(prefix, 'listen.conf'), `listen 127.0.0.1:${options.port};\n`);
    const writeUpstreams = (down: ReadonlySet<number>) =>
      writeFileSync(
        join(prefix, 'upstream-servers.conf'),
        options.replicaPorts
          .map(
            (port) =>
              `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down.has(port) ? ' down' : ''};\n`,
          )
          .join(''),
      );
    writeUpstreams(new Set());
    const nginxArgs = ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf')];
    /** Rewrites the upstreams and reloads: new workers take them, the old ones finish their requests. */
    const reload = async (down: ReadonlySet<number>) => {
      writeUpstreams(down);
      const result = spawnSync(nginx, [...nginxArgs, '-s', 'reload'], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`nginx -s reload failed: ${result.stderr}`);
      await sleep(1_000);
    };
    restart = async (index: number) => {
      const replica = replicas[index];
      if (!replica) throw new Error(`There is no replica ${index}`);
      await reload(new Set([replica.port]));
      await replica.stop();
      await replica.start();
      await reload(new Set());
    };
    // Its standard output is a file: nginx opens /dev/stdout by name, which a pipe between processes
    // (a socket) refuses.
    const accessFile = join(prefix, 'access.log');
    const accessFd = openSync(accessFile, 'a');
    const started = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], {
      stdio: ['ignore', accessFd, 'pipe'],
    });
    closeSync(accessFd);
    proxy = started;
    const access = () => (existsSync(accessFile) ? readFileSync(accessFile, 'utf8') : '');
    const errors = keepTail([started.stderr], options.log);
    const url = `http://127.0.0.1:${options.port}`;
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`nginx exited:\n${errors()}`);
      try {
        if ((await fetch(`${url}/api/health`)).status === 200) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${errors()}`);
      await sleep(100);
    }
    return { url, replicas, accessLog: access, restart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const value = (name: string, fallback: string) => {
    const at = args.indexOf(name);
    return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
  };
  if (args.includes('--help')) {
    console.log(
      'npm run topology [-- --port 8080 --replicas 3001,3002]\n' +
        'Two replicas (npm start) on DATABASE_URL (default: the local PostgreSQL database test) and\n' +
        'REDIS_URL (default: the local Redis), behind nginx with deploy/nginx.conf. Ctrl-C stops all.',
    );
    return;
  }
  const port = Number(value('--port', '8080'));
  const replicaPorts = value('--replicas', '3001,3002').split(',').map(Number);
  if (!existsSync(join(root, 'apps/web/build/client/index.html'))) {
    console.log('[topology] the first replica builds the website first (a few minutes)…');
  }
  const topology = await startTopology({
    port,
    replicaPorts,
    env: {
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
      SECURE_COOKIES: process.env.SECURE_COOKIES ?? 'false',
    },
    log: (line) => console.log(line),
  });
  console.log(
    `[topology] serving on ${topology.url} (replicas ${replicaPorts.join(', ')}); Ctrl-C stops`,
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void topology.stop().then(() => process.exit(0));
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`[topology] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
