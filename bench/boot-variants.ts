import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';
import { deferBootInBuild, htmlFiles } from '../apps/web/scripts/deferred-boot.ts';
import { precompressBuild } from '../apps/web/scripts/precompress.ts';
import { writeSiteFiles } from '../apps/web/scripts/site-files.ts';
import { repoRoot } from './support.ts';

// Builds of the site that leave out, or replace, one step of apps/web/scripts/post-build.ts, to measure what
// each step is worth against the plain React Router way (decision 0023). One `react-router build` (no
// post-build) is made once; each variant is a copy of it with its own steps:
//   node --import tsx bench/boot-variants.ts /tmp/variants product beasties eager-boot
// then compare two of them: CONTRAIL_BUILD_DIR=/tmp/variants/product LH_COMPARE=/tmp/variants/beasties \
//   npm run bench:lighthouse -- / /home-startup      (LH_COMPARE takes a comma-separated list too)
// The variants:
// - product: the product's steps (post-build.ts): React Router's stylesheet link, deferred boot, precompression;
// - beasties: the page's critical CSS inlined by beasties (a maintained inliner), the stylesheet loaded later
//   (our own inliner, scripts/critical-css.ts, went with decision 0023's series: it did not pay);
// - eager-boot: React Router's own module loading (no scripts/deferred-boot.ts);
// - no-precompress: the server compresses on demand (no scripts/precompress.ts).

type Step = (client: string) => Promise<unknown>;

const deferBoot: Step = (client) => deferBootInBuild(client);
const precompress: Step = (client) => precompressBuild(client);

/** Inlines each page's CSS with beasties; the full stylesheet loads without blocking the first paint. */
const beasties: Step = async (client) => {
  const inliner = new Beasties({
    path: client,
    publicPath: '/',
    preload: 'media',
    inlineFonts: false,
    preloadFonts: false,
    pruneSource: false,
    logLevel: 'silent',
  });
  for await (const file of htmlFiles(client))
    await writeFile(file, await inliner.process(await readFile(file, 'utf8')));
};

const variants: Record<string, Step[]> = {
  product: [deferBoot, precompress],
  beasties: [beasties, deferBoot, precompress],
  'eager-boot': [precompress],
  'no-precompress': [deferBoot],
};

const [outDir, ...names] = process.argv.slice(2);
if (!outDir || names.length === 0 || names.some((n) => !variants[n]))
  throw new Error(
    `usage: boot-variants.ts <out dir> <variant>…  (variants: ${Object.keys(variants).join(', ')})`,
  );
const raw = join(outDir, 'raw');
if (!existsSync(join(raw, 'client', 'index.html'))) {
  const built = spawnSync('npx', ['react-router', 'build'], {
    cwd: join(repoRoot, 'apps/web'),
    env: { ...process.env, CONTRAIL_BUILD_DIR: raw },
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('react-router build failed');
}
for (const name of names) {
  const dir = join(outDir, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(raw, dir, { recursive: true });
  const client = join(dir, 'client');
  await writeSiteFiles(client, 'https://contrail.example');
  for (const step of variants[name] as Step[]) await step(client);
  console.log(`boot-variants: ${dir}`);
}
