import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The Docker files cannot run here (no daemon): what they promise is checked from the files themselves,
// and topology.test.ts runs the same nginx.conf in front of two real replicas.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

interface Service {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: unknown;
  stop_grace_period?: string;
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};

describe('compose.yaml and the Dockerfile', () => {
  it('runs two replicas of the image behind nginx, on PostgreSQL and Redis', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(['postgres', 'proxy', 'redis', 'web1', 'web2']);
    for (const name of ['web1', 'web2']) {
      const web = services[name]!;
      expect(web.build).toBe('.');
      expect(web.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(web.environment?.REDIS_URL).toBe('redis://redis:6379');
      // Longer than the shutdown's own limit, so Docker does not kill a replica mid-drain.
      expect(parseInt(web.stop_grace_period ?? '0', 10) * 1000).toBeGreaterThan(
        Number(web.environment?.SHUTDOWN_TIMEOUT_MS),
      );
    }
  });

  it('mounts the nginx.conf that npm run topology uses, with upstreams naming the replicas', () => {
    const mounts = compose.services.proxy!.volumes ?? [];
    const sources = mounts.map((mount) => mount.split(':')[0]!.replace(/^\.\//, ''));
    expect(sources).toContain('deploy/nginx.conf');
    for (const source of sources) expect(existsSync(`${root}${source}`)).toBe(true);
    const upstreams = read('deploy/compose/upstream-servers.conf');
    expect([...upstreams.matchAll(/^server (\w+):3000/gm)].map((m) => m[1])).toEqual([
      'web1',
      'web2',
    ]);
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toContain('include upstream-servers.conf;');
    expect(nginx).toContain('include listen.conf;');
  });

  it("keeps the proxy's idle keep-alive shorter than the replicas' drain", () => {
    const idle = Number(/keepalive_timeout (\d+)s;/.exec(read('deploy/nginx.conf'))?.[1]);
    const drain = Number(compose.services.web1!.environment?.SHUTDOWN_DRAIN_MS) / 1000;
    expect(idle).toBeGreaterThan(0);
    expect(drain).toBeGreaterThan(idle);
  });

  it('builds in stages and runs as a non-root user with a health check on /api/health', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    expect(dockerfile).toMatch(/^CMD \["node", "scripts\/start\.mjs"\]$/m);
    // Every workspace's manifest is copied before `npm ci`, or the install fails.
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });
});
