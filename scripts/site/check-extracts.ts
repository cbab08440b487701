import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demos } from '../../apps/web/app/content/demos/index.ts';
import { planSite, writeSite } from './create-site.ts';
import { deadLinks, htmlPages, linkPackages } from './extract-check.ts';
import { demoItemName } from './registry.ts';

// `npm run -s check:extracts [-- <demo>…]`: every demo (or those named) taken as a buyer takes it
// (`npm run create-site -- <demo> <dir>`, no other options), built, and every link of its prerendered pages
// checked against its build. The CI test (extracts.test.ts) does this for three demos; all 38 take about 10
// minutes on the 2-core machine, so this is a command to run after a change to create-site or to a demo's links.
// Prints one line per demo and exits 1 if any failed to build or has a dead link.

const named = process.argv.slice(2);
const chosen = named.length === 0 ? demos.map(demoItemName) : named;
const temp = mkdtempSync(path.join(tmpdir(), 'contrail-check-extracts-'));
const failed: string[] = [];
try {
  for (const demo of chosen) {
    const dir = path.join(temp, demo);
    try {
      writeSite(planSite({ demo, pages: [], with: [] }), dir);
    } catch (error) {
      failed.push(demo);
      console.log(`✗ ${demo}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    linkPackages(dir);
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CONTRAIL_BUILD_DIR: '' },
    });
    const client = path.join(dir, 'apps/web/build/client');
    if (build.status !== 0) {
      failed.push(demo);
      console.log(`✗ ${demo}: the build failed\n${(build.stderr + build.stdout).slice(-2000)}`);
      continue;
    }
    const dead = deadLinks(client);
    if (dead.length > 0) failed.push(demo);
    console.log(
      dead.length === 0
        ? `✓ ${demo}: ${htmlPages(client).length} pages, no dead link`
        : `✗ ${demo}: ${dead.length} dead links\n  ${dead.join('\n  ')}`,
    );
    rmSync(dir, { recursive: true, force: true });
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
console.log(
  failed.length === 0
    ? `${chosen.length} extracts, every link leads to a page of its build`
    : `${failed.length} of ${chosen.length} extracts failed: ${failed.join(', ')}`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
