import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSection } from './add-section.ts';
import { buildRegistry, root } from './registry.ts';

// `npm run add-section` into a project that is not Contrail (issue 39 §2): a Vite + React + Tailwind project as
// `npm create vite` writes it (its tsconfig: bundler resolution, `.ts` extensions allowed, strict, no unused
// names; `vite/client` types). Three sections go in; the project then type-checks and builds, with the
// sections' Tailwind classes and Contrail's tokens in its CSS. The packages are the template's, linked in
// (no install: the machine has no network beyond the npm registry, and the versions are the ones add-section
// prints).

const sections = ['hero', 'booking-form', 'pricing'] as const;
let dir = '';

const foreignFiles: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'my-site', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      skipLibCheck: true,
      moduleResolution: 'bundler',
      allowImportingTsExtensions: true,
      verbatimModuleSyntax: true,
      moduleDetection: 'force',
      noEmit: true,
      jsx: 'react-jsx',
      strict: true,
      noUnusedLocals: true,
      noUnusedParameters: true,
      noFallthroughCasesInSwitch: true,
    },
    include: ['src'],
  }),
  'vite.config.ts': [
    "import tailwindcss from '@tailwindcss/vite';",
    "import { defineConfig } from 'vite';",
    '',
    'export default defineConfig({ plugins: [tailwindcss()] });',
    '',
  ].join('\n'),
  'index.html':
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My site</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  'src/vite-env.d.ts': '/// <reference types="vite/client" />\n',
  // The buyer's stylesheet, with the line add-section asks for.
  'src/style.css': "@import 'tailwindcss';\n@import './contrail/contrail.css';\n",
  // Every export of each section's module is used, so the build bundles the sections whole.
  'src/main.tsx': [
    "import * as hero from './contrail/components/sections/hero/hero.tsx';",
    "import * as booking from './contrail/components/sections/booking-form/booking-form.tsx';",
    "import * as pricing from './contrail/components/sections/pricing/pricing-table.tsx';",
    "import './style.css';",
    '',
    "const root = document.getElementById('root');",
    'if (root) root.textContent = [hero, booking, pricing].map((m) => Object.keys(m).join()).join();',
    '',
  ].join('\n'),
};

/** The template's installed packages, linked into the project's node_modules (root's, then the web app's). */
function linkPackages(target: string) {
  const modules = path.join(target, 'node_modules');
  mkdirSync(modules);
  for (const from of [path.join(root, 'node_modules'), path.join(root, 'apps/web/node_modules')])
    for (const entry of readdirSync(from)) {
      if (entry === '.bin' || entry.startsWith('.')) continue;
      if (entry.startsWith('@'))
        for (const inner of readdirSync(path.join(from, entry))) {
          mkdirSync(path.join(modules, entry), { recursive: true });
          rmSync(path.join(modules, entry, inner), { recursive: true, force: true });
          symlinkSync(path.join(from, entry, inner), path.join(modules, entry, inner));
        }
      else {
        rmSync(path.join(modules, entry), { recursive: true, force: true });
        symlinkSync(path.join(from, entry), path.join(modules, entry));
      }
    }
}

const run = (command: string, args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'node_modules', command), ...args], {
    cwd: dir,
    encoding: 'utf8',
  });

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contrail-foreign-'));
  for (const [file, text] of Object.entries(foreignFiles)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  linkPackages(dir);
  const items = buildRegistry({ content: true }).items;
  for (const name of sections) addSection(name, dir, { items, force: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('add-section into a Vite + React + Tailwind project that is not Contrail', () => {
  it('brings only the sections asked for and those they use, no test helper, no virtual module', () => {
    const carried = readdirSync(path.join(dir, 'src/contrail/components/sections')).sort();
    expect(carried).toEqual([
      'booking-form',
      'carousel',
      'fancy-text',
      'footer',
      'hero',
      'pricing',
    ]);
    // Of the footer, only the keys the messages' types name (a types module, importing nothing).
    expect(readdirSync(path.join(dir, 'src/contrail/components/sections/footer'))).toEqual([
      'footer-config.ts',
    ]);
    const all = readdirSync(path.join(dir, 'src/contrail'), { recursive: true }).map(String);
    expect(all.filter((file) => /(^|[/-])test[-.]|\.test\./.test(file))).toEqual([]);
    for (const file of all.filter((f) => /\.tsx?$/.test(f)))
      expect(readFileSync(path.join(dir, 'src/contrail', file), 'utf8'), file).not.toMatch(
        /from ['"]virtual:/,
      );
  });

  it('type-checks under the project’s own strict tsconfig', () => {
    const result = run('typescript/bin/tsc', ['-p', '.']);
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('builds with Vite and Tailwind: the sections’ classes and Contrail’s tokens are in its CSS', () => {
    const result = run('vite/bin/vite.js', ['build', '--logLevel', 'error']);
    expect(result.status, result.stderr).toBe(0);
    const assets = path.join(dir, 'dist/assets');
    const css = readdirSync(assets).find((file) => file.endsWith('.css'));
    expect(css).toBeDefined();
    const text = readFileSync(path.join(assets, css ?? ''), 'utf8');
    // A class only the hero uses, and the token it reads.
    expect(text).toContain('bg-brand-soft');
    expect(text).toContain('--color-brand');
  });
});
