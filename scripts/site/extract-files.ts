import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Demo } from '../../apps/web/app/content/demos/index.ts';
import type { SiteRoute } from '../../apps/web/app/site-map/index.ts';
import { fontsOf, root } from './registry.ts';
import type { Planned } from './create-site.ts';

// The files `create-site` writes rather than copies: the extract's package.json files, README, CI script,
// configs, browser crawl and deployment files (the repository's own, trimmed to what the extract uses).

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

interface Input {
  demo: Demo;
  rows: SiteRoute[];
  dependencies: Record<string, string[]>;
  files: Map<string, Planned>;
  /** The site's languages, English first (`--languages`). */
  languages?: readonly string[];
}

/** A workspace's package.json with only the packages its files use. */
function workspacePackage(workspace: string, used: readonly string[]): string {
  const pkg = JSON.parse(read(`${workspace}/package.json`)) as Record<string, unknown> & {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    scripts?: Record<string, string>;
  };
  const pick = (deps: Record<string, string> | undefined) =>
    deps && Object.fromEntries(Object.entries(deps).filter(([name]) => used.includes(name)));
  // The registry is the template's own (scripts/site): the extract's build does not write one.
  const scripts = Object.fromEntries(
    Object.entries(pkg.scripts ?? {}).map(([name, command]) => [
      name,
      command.replace(/ && node --import tsx \.\.\/\.\.\/scripts\/site\/[\w-]+\.ts/g, ''),
    ]),
  );
  return json({
    ...pkg,
    scripts,
    dependencies: pick(pkg.dependencies),
    devDependencies: pick(pkg.devDependencies),
  });
}

export function extractRootFiles({ demo, dependencies, files }: Input): Map<string, string> {
  const out = new Map<string, string>();
  const rootPkg = JSON.parse(read('package.json')) as { devDependencies: Record<string, string> };
  const rootTools = [
    'tsx',
    'typescript',
    'vitest',
    '@types/node',
    'happy-dom',
    '@testing-library/jest-dom',
    '@testing-library/react',
    '@testing-library/user-event',
  ];
  const e2eTools = ['@playwright/test', '@axe-core/playwright'];
  const e2eVersions = (
    JSON.parse(read('e2e/package.json')) as { devDependencies: Record<string, string> }
  ).devDependencies;
  out.set(
    'package.json',
    json({
      name: `contrail-${demo.route.slice('/home-'.length)}`,
      private: true,
      version: '0.1.0',
      type: 'module',
      description: `${demo.title}: a site made from the Contrail template's ${demo.title} demo`,
      engines: { node: '>=20.19' },
      workspaces: ['packages/contracts', 'apps/api', 'apps/web', 'e2e'],
      scripts: {
        start: 'node scripts/start.mjs',
        build: 'npm run build -w @contrail/web',
        dev: 'npm run dev -w @contrail/web',
        routes: 'node --import tsx apps/web/scripts/print-routes.ts',
        topology: 'node --import tsx deploy/topology.ts',
        typecheck:
          'npm run -s typegen -w @contrail/web && tsc -p packages/contracts && tsc -p apps/api && tsc -p apps/web',
        test: 'vitest run && npm run build && playwright test -c e2e/playwright.config.ts',
        'test:unit': 'vitest run',
        'test:e2e': 'playwright test -c e2e/playwright.config.ts',
      },
      devDependencies: Object.fromEntries(
        rootTools
          .filter((t) => rootPkg.devDependencies[t])
          .map((t) => [t, rootPkg.devDependencies[t]]),
      ),
    }),
  );
  for (const workspace of ['apps/web', 'apps/api', 'packages/contracts'])
    out.set(
      `${workspace}/package.json`,
      workspacePackage(workspace, dependencies[workspace] ?? []),
    );
  out.set(
    'e2e/package.json',
    json({
      name: '@contrail/e2e',
      private: true,
      version: '0.1.0',
      type: 'module',
      devDependencies: Object.fromEntries(e2eTools.map((t) => [t, e2eVersions[t]])),
    }),
  );
  out.set('tsconfig.base.json', read('tsconfig.base.json'));
  out.set('scripts/start.mjs', read('scripts/start.mjs'));
  out.set(
    'vitest.config.ts',
    [
      "import { defineConfig } from 'vitest/config';",
      '',
      '// One Vitest run for every workspace; the web project uses its own config.',
      'export default defineConfig({',
      '  test: {',
      '    projects: [',
      "      { test: { name: 'contracts', root: './packages/contracts', environment: 'node', include: ['src/**/*.test.ts'] } },",
      "      './apps/api/vitest.config.ts',",
      "      './apps/web/vitest.config.ts',",
      '    ],',
      '  },',
      '});',
      '',
    ].join('\n'),
  );
  out.set(
    '.gitignore',
    [
      'node_modules/',
      'var/',
      'apps/web/build/',
      'apps/web/.react-router/',
      // Drawn by every build (apps/web/scripts/generate-artwork.ts) from the paths the source names.
      'apps/web/public/artwork/',
      'test-results/',
      '',
    ].join('\n'),
  );
  out.set('.ci/run', ciRun());
  out.set('e2e/playwright.config.ts', playwrightConfig());
  out.set('e2e/crawl.spec.ts', crawlSpec());
  out.set(
    'e2e/tsconfig.json',
    json({
      extends: '../tsconfig.base.json',
      compilerOptions: { lib: ['ES2023', 'DOM'] },
      include: ['*.ts'],
    }),
  );
  // Deployment: the repository's files, without the workspaces the extract does not have.
  out.set(
    'Dockerfile',
    read('Dockerfile')
      .split('\n')
      .filter((line) => !/COPY bench\/package\.json/.test(line))
      .join('\n')
      .replace('rm -rf e2e bench docs ', 'rm -rf e2e '),
  );
  const name = `contrail-${demo.route.slice('/home-'.length)}`;
  out.set(
    'compose.yaml',
    trimCompose(read('compose.yaml'), {
      name,
      redis: files.has('apps/api/src/plugins/external/redis.ts'),
    }),
  );
  // `npm run topology`: the same topology as plain processes, with the same nginx.conf.
  for (const file of [
    'deploy/nginx.conf',
    'deploy/compose/listen.conf',
    'deploy/compose/upstream-servers.conf',
    'deploy/static-site.conf',
    'deploy/topology.ts',
    'docs/deploy.md',
  ])
    out.set(file, read(file));
  return out;
}

/**
 * The repository's compose.yaml for an extract: its project and image named after the site, and without the
 * Redis service (and the replicas' REDIS_URL and dependency on it) when the extract's server does not use Redis.
 * (Every extract's server does today: the rate limits and mail caps of /api/send are shared by the replicas
 * through it.)
 */
export function trimCompose(text: string, uses: { name: string; redis: boolean }): string {
  let out = text
    .replace(/^name: contrail$/m, `name: ${uses.name}`)
    .replace(/^(\s+image: )contrail:latest$/m, `$1${uses.name}:latest`);
  if (!uses.redis)
    out = out
      .replace(/^\s+REDIS_URL: .*\n/m, '')
      .replace(/^\s+redis: \{ condition: service_started \}\n/m, '')
      .replace(/^ {2}redis:\n {4}image: redis:7\n/m, '')
      .replace(/ and one Redis/g, '')
      .replace(/, Redis/g, '');
  return out;
}

function ciRun(): string {
  return `#!/usr/bin/env bash
# CI: install what a fresh machine lacks, then run exactly the README's test command.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ] && [ -z "\${CHROME_PATH:-}" ]; then
  echo "Installing Chromium from Debian for the browser tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# The PostgreSQL pass of the API tests runs against the server on this machine when it is up.
if [ -z "\${DATABASE_URL:-}" ] && command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then
  export DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi

npm ci --no-audit --no-fund
npm test
`;
}

function playwrightConfig(): string {
  return `import { defineConfig, devices } from '@playwright/test';

// The browser crawl: Debian's Chromium (or CHROME_PATH) against the built site served by \`npm start\`.
const port = Number(process.env.E2E_PORT ?? 3100);
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 1,
  timeout: 60_000,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: \`http://127.0.0.1:\${port}\`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: \`http://127.0.0.1:\${port}/api/health\`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'var/e2e' },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  },
});
`;
}

function crawlSpec(): string {
  return `import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every registered page (\`npm run routes\`), at 1366 and 390 px: answers 200, one h1, no serious or critical
// axe violation, every internal link leads to a registered page, no console error, nothing the page loads
// answers an error (checked once the network is quiet: the menus' pictures load after the first paint).
const paths = execFileSync(process.execPath, ['--import', 'tsx', 'apps/web/scripts/print-routes.ts'], {
  cwd: new URL('..', import.meta.url),
  encoding: 'utf8',
})
  .split('\\n')
  .filter((line) => line.startsWith('/'));

for (const width of [1366, 390]) {
  for (const path of paths) {
    test(\`route \${path} at \${width} px\`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const failed: string[] = [];
      page.on('response', (answer) => {
        if (answer.status() >= 400) failed.push(\`\${answer.status()} \${answer.url()}\`);
      });
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      const links = await page.locator('a[href^="/"]').evaluateAll((anchors) =>
        anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
      for (const link of new Set(links)) {
        const answer = await page.request.get(link);
        expect(answer.status(), \`link \${link}\`).toBe(200);
      }
      // Every finite animation at its end (a heading fading in is not yet its colour).
      await page.evaluate(() => {
        for (const animation of document.getAnimations())
          if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      });
      const axe = await new AxeBuilder({ page }).analyze();
      const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => v.id)).toEqual([]);
      expect(errors).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
    });
  }
}
`;
}

/**
 * The root README's section on the parts desk (how the business opens it), for a site that carries the desk:
 * one text for both. Its last sentence links `docs/security.md`, which a site made from a demo does not carry.
 */
function deskSection(): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('## The parts desk');
  const end = readme.indexOf('\n## ', start + 1);
  if (start < 0 || end < 0)
    throw new Error("create-site: README.md has no '## The parts desk' section");
  return readme.slice(start, end).replace(/ Sign-in, sessions and lockouts:[\s\S]*$/, '\n');
}

export function extractReadme({
  demo,
  rows,
  files,
  languages = ['en'],
}: Omit<Input, 'dependencies'>): string {
  const name = demo.route.slice('/home-'.length);
  const fonts = fontsOf(demo);
  const sections = [
    ...new Set(
      [...files.keys()].map((f) => /components\/sections\/([^/]+)\//.exec(f)?.[1]).filter(Boolean),
    ),
  ].sort();
  const desk = rows.some((row) => row.path === '/desk') ? `\n${deskSection()}` : '';
  return `# ${demo.title}

${demo.description}

Made from the Contrail template's **${demo.title}** demo (\`npm run create-site -- ${name} …\`): the demo is
this site's \`/\`${rows.length ? `, with ${rows.map((r) => `\`${r.path}\``).join(', ')}` : ''}. It holds only what
these pages import: ${sections.length} sections (${sections.join(', ')}), the shell, the theme and its two
typefaces (${fonts.map((f) => `${f.family}, \`${f.package}\``).join('; ')}), and the server parts its forms call.

## Two commands
Node 20.19+ and npm 10+.

\`\`\`sh
npm install && npm start   # builds the site, migrates the embedded database, serves http://localhost:3000
npm test                   # unit and API tests, the build, then the browser crawl (axe) of every page
\`\`\`

The browser crawl drives Chromium at \`/usr/bin/chromium\` (Debian: \`apt-get install chromium\`; set
\`CHROME_PATH\` for another binary). \`.ci/run\` is what CI runs. Deployment (\`docs/deploy.md\`): \`Dockerfile\`
and \`compose.yaml\` (\`docker compose up --build\`: two app replicas, PostgreSQL, Redis and nginx in front), or the
same topology as plain processes without Docker (\`npm run topology\`: the local PostgreSQL and Redis, Debian's
nginx with \`deploy/nginx.conf\`).

\`.create-site.json\` lists the files create-site wrote: run it again with \`--force\` into this folder and it
replaces them and removes those the new site no longer has, leaving your own files alone.
${desk}
## Languages
${
  languages.length > 1
    ? `This site is in ${languages.join(', ')} (\`--languages ${languages.join(',')}\`): English at the root, each other
language under its prefix (\`/${languages[1]}/…\`) with its own 404 page, and its translation of the pages that have
one (\`apps/web/app/i18n/\`: the shell's messages per language; \`app/i18n/locales.ts\` lists the languages).`
    : `This site is in English only: create-site leaves out the template's other languages' pages, messages and
fonts unless asked (\`npm run create-site -- ${name} <dir> --languages en,de,ar\` carries German and Arabic, with
their 404 pages, the translations of the pages that have one and the Arabic typeface).`
}

## Change the theme
The colours, corners and heading style are the recipe's \`theme\` in
\`apps/web/app/content/demos/${name}.ts\`; the page reads them as CSS custom properties (\`--brand\`, \`--ink\`,
\`--surface\`, …; \`apps/web/app/lib/demo-theme.ts\`). Keep text contrast at 4.5:1 — the theme tests check it.
Every other page wears the same theme (\`apps/web/app/content/site-theme.ts\`) unless it names its own.

## Change the fonts
Install a Fontsource package (\`npm install @fontsource-variable/<name> -w @contrail/web\`), add a row for it in
\`apps/web/app/lib/typefaces.ts\` (\`variable('Name')\` or \`staticWeight('Name', 'serif')\`) and name it in the
recipe's \`fonts: { display, body }\`. The build makes its faces and metric-matched fallback. A family no recipe
names any more: remove its row and its package (\`npm uninstall <package> -w @contrail/web\`); while a row names a
package that is not installed, the build stops and names it.

## Change the copy
The words and pictures of \`/\` are typed data in \`apps/web/app/content/home/${name}.ts\`; the other pages' in
\`apps/web/app/content/\`. The page title and description are the recipe's \`title\` and \`description\`.

## Add a page
1. Write \`apps/web/app/pages/<folder>/<name>.tsx\` with sections from \`apps/web/app/components/sections\`
   (each folder's README lists its variants) inside \`<PageLayout>\`.
2. Add its row to \`apps/web/app/site-map/index.ts\` (\`{ path: '/<name>', title, group: 'pages', module:
   'pages/<folder>/<name>.tsx', description }\`): the route table, the menus, the prerender and the crawl read it.
3. \`npm run build && npm start\`, then \`npm test\`.

More sections and pages of the template: \`npm run add-section -- <name> <this folder>\` from the Contrail
repository, or its registry at \`/r/index.json\`.
`;
}
