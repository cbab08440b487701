import { execFileSync, execSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withEntry } from './new-demo.ts';

// `npm run new:demo -- <name>` in a temporary copy of the app: the generated demo type-checks, is in the
// registry, the site map and the route table, passes the registry's, the themes' and the sections' contrast
// tests, its page renders one h1 and only live links (what the route crawl checks; axe and the browser crawl
// run on the built site in CI, e2e/routes.spec.ts), and the copy builds: the production build's steps, with
// only the new page prerendered (CONTRAIL_PRERENDER_ONLY, as the static-hosting test builds).
const webDir = join(import.meta.dirname, '..');
const repo = join(webDir, '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'contrail-new-demo-'));
const copy = join(tmp, 'apps', 'web');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The environment of a command in the copy: the outer Vitest's own variables and the build's settings left out. */
const cleanEnv = () => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(VITEST|VITE_|NODE_OPTIONS|TEST|FORCE_COLOR|CONTRAIL_|SITE_|WEB_BUILD_DIR)/.test(key),
    ),
  ),
  NO_COLOR: '1',
});

/** Runs node with `args` in the copy. */
const node = (args: string[]) =>
  execFileSync(process.execPath, args, {
    cwd: copy,
    encoding: 'utf8',
    stdio: 'pipe',
    env: cleanEnv(),
  });

const pageTest = `import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { isLiveHref } from '~/site-map/index.ts';
import Page from './home-pet-grooming.tsx';

it('renders one h1, pictures with their alt text, and only links that lead to a page', async () => {
  const path = '/home-pet-grooming';
  await act(async () => {
    render(
      <RouterProvider
        router={createMemoryRouter([{ path, element: <ShellProvider><Page /></ShellProvider> }], {
          initialEntries: [path],
        })}
      />,
    );
  });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.querySelector('[data-theme="pet-grooming"]')).not.toBeNull();
  for (const img of document.querySelectorAll('main img')) expect(img.hasAttribute('alt')).toBe(true);
  const links = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(isLiveHref(href), href).toBe(true);
});
`;

describe('npm run new:demo', () => {
  it('adds an import and an entry to the registry, last in the menu', () => {
    const index =
      "import a from './a.ts';\nimport b from './b.ts';\n\nexport const demos = [\n  a,\n  b,\n];\n";
    expect(withEntry(index, 'pet-grooming')).toBe(
      "import a from './a.ts';\nimport b from './b.ts';\nimport petGrooming from './pet-grooming.ts';\n\nexport const demos = [\n  a,\n  b,\n  petGrooming,\n];\n",
    );
  });

  it(
    'scaffolds a demo that type-checks, passes the registry, contrast, site-map and page tests, and builds',
    { timeout: 900_000 },
    () => {
      for (const path of [
        'app',
        'scripts',
        'package.json',
        'tsconfig.json',
        'vitest.config.ts',
        'test-setup.ts',
      ])
        cpSync(join(webDir, path), join(copy, path), { recursive: true });
      for (const path of ['tsconfig.base.json', 'THIRD-PARTY-NOTICES.md'])
        cpSync(join(repo, path), join(tmp, path));
      symlinkSync(join(repo, 'node_modules'), join(tmp, 'node_modules'), 'dir');
      symlinkSync(join(webDir, 'node_modules'), join(copy, 'node_modules'), 'dir');

      const name = 'pet-grooming';
      const written = node([
        '--import',
        'tsx',
        'scripts/new-demo.ts',
        name,
        '--title',
        'Pet grooming',
        '--category',
        'Specialized',
      ]);
      expect(written).toContain(`/home-${name} is in the registry`);
      const files = [
        `app/content/demos/${name}.ts`,
        `app/content/home/${name}.ts`,
        `app/pages/home/home-${name}.tsx`,
      ];
      expect(readFileSync(join(copy, 'app/content/demos/index.ts'), 'utf8')).toMatch(
        /import petGrooming from '\.\/pet-grooming\.ts';[^]*\n {2}petGrooming,\n\];/,
      );
      // A second run refuses to overwrite it.
      expect(() => node(['--import', 'tsx', 'scripts/new-demo.ts', name])).toThrow(
        /exists already/,
      );

      // Type-check: the generated files and everything they import.
      writeFileSync(
        join(copy, 'tsconfig.new-demo.json'),
        JSON.stringify({ extends: './tsconfig.json', include: [...files, 'app/**/*.d.ts'] }),
      );
      node([
        join(repo, 'node_modules', 'typescript', 'bin', 'tsc'),
        '-p',
        'tsconfig.new-demo.json',
        '--noEmit',
      ]);

      // The tests that hold a demo, on the copy with the new demo in it (the packages are the repository's, outside
      // the copy: Vite may serve them).
      writeFileSync(
        join(copy, 'vitest.new-demo.config.ts'),
        "import { mergeConfig } from 'vitest/config';\nimport base from './vitest.config.ts';\nexport default mergeConfig(base, { server: { fs: { strict: false } } });\n",
      );
      writeFileSync(join(copy, `app/pages/home/home-${name}.test.tsx`), pageTest);
      const report = node([
        join(repo, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        '--config',
        'vitest.new-demo.config.ts',
        '--reporter',
        'verbose',
        'app/content/demos/demos.test.ts',
        'app/content/home/themes.test.ts',
        'app/content/home/section-contrast.test.ts',
        'app/content/sample-copy.test.tsx',
        'app/routes.test.ts',
        'app/site-map/site-map.test.ts',
        `app/pages/home/home-${name}.test.tsx`,
      ]);
      expect(report).toMatch(/Test Files {2}7 passed \(7\)/);
      expect(report).not.toMatch(/failed/);

      // The build (package.json's `build`, less the repository's extract registry), the new page alone
      // prerendered: its pictures drawn, its page in the HTML with its heading and its typeface preloaded.
      for (const path of ['public', 'vite.config.ts', 'react-router.config.ts'])
        cpSync(join(webDir, path), join(copy, path), { recursive: true });
      const build = join(tmp, 'build');
      const settings = { CONTRAIL_BUILD_DIR: build, CONTRAIL_PRERENDER_ONLY: `/home-${name}` };
      // The steps of package.json's `build`, read from it (so the test follows the build as it changes), but the
      // last: the extract registry reads the whole repository, which the copy is not.
      const steps = (
        JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as {
          scripts: { build: string };
        }
      ).scripts.build
        .split(' && ')
        .filter((step) => !step.includes('write-registry'));
      expect(steps.length).toBeGreaterThanOrEqual(3);
      for (const step of steps)
        execSync(step, {
          cwd: copy,
          stdio: 'pipe',
          env: {
            ...cleanEnv(),
            ...settings,
            PATH: `${join(repo, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
          },
        });
      const client = join(build, 'client');
      const html = readFileSync(join(client, `home-${name}`, 'index.html'), 'utf8');
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('A small team that answers the phone and finishes the job');
      expect(html).toMatch(/<title>[^<]*Pet grooming/);
      expect(html).toMatch(/<link rel="preload" href="[^"]*inter[^"]*\.woff2" as="font"/);
      expect(html).toContain(`src="/artwork/${name}-workspace-1-720x560.svg"`);
      expect(existsSync(join(client, 'artwork', `${name}-workspace-1-720x560.svg`))).toBe(true);
      const seed = /thumbnailSeed: (\d+)/.exec(readFileSync(join(copy, files[0]!), 'utf8'))?.[1];
      expect(existsSync(join(client, 'artwork', `${name}-demo-${seed}-640x400.svg`))).toBe(true);
    },
  );
});
