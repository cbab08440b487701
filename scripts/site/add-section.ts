import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RegistryItem } from '../../packages/contracts/src/registry.ts';
import { buildRegistry, Graphs, resolveItems as resolveRegistry, root } from './registry.ts';

// `npm run add-section -- <name> <dir> [--force]` (issue 39 §2): one section of the library into an existing
// React + Tailwind project. It reads the registry items (the same ones built to /r/<name>.json): the section,
// its registry dependencies first, and of the shell only the files they import. Files land in
// `<dir>/src/contrail/` with the `~/` alias written as relative paths; the theme's tokens in
// `src/contrail/contrail.css` (import it after Tailwind); the npm packages to install are printed.

export interface AddResult {
  files: string[];
  dependencies: string[];
  css: string;
}

const webApp = 'apps/web/app';

/** The items section `name` needs, dependencies first (shell left out: its files come by the import graph). */
export function resolveItems(items: readonly RegistryItem[], name: string): RegistryItem[] {
  const byName = new Map(items.map((item) => [item.name, item]));
  const wanted = byName.has(name) ? name : `section-${name}`;
  const item = byName.get(wanted);
  if (item?.type !== 'registry:section')
    throw new Error(
      `'${name}' is not a section (npm run add-section takes section-<name> or <name>)`,
    );
  return resolveRegistry([item], (n) => byName.get(n)).filter((i) => i.name !== 'shell');
}

/** `~/components/ui/cn.ts` imported from `app/components/sections/hero/hero.tsx` → `../../ui/cn.ts`. */
export function relativeImports(text: string, file: string): string {
  return text.replace(/(['"])~\/([^'"]+)\1/g, (_m, quote: string, target: string) => {
    let rel = path.relative(path.dirname(file), `app/${target}`);
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return `${quote}${rel}${quote}`;
  });
}

/** The tokens the sections' Tailwind classes read: app.css's `@theme inline` block and its `:root` values. */
export function themeCss(): string {
  const css = readFileSync(path.join(root, webApp, 'app.css'), 'utf8');
  const block = (start: string) => {
    const at = css.indexOf(start);
    if (at < 0) return '';
    let depth = 0;
    for (let i = css.indexOf('{', at); i < css.length; i++) {
      if (css[i] === '{') depth++;
      else if (css[i] === '}' && --depth === 0) return css.slice(at, i + 1);
    }
    return '';
  };
  return [
    "/* Contrail's design tokens for its sections (npm run add-section). Import after Tailwind:",
    "   @import 'tailwindcss'; @import './contrail/contrail.css'; then set --brand, --ink, … to your theme. */",
    block('@theme inline'),
    block(':root'),
    '',
  ].join('\n');
}

export function addSection(
  name: string,
  dir: string,
  options: { force?: boolean; items?: readonly RegistryItem[] } = {},
): AddResult {
  if (!existsSync(path.join(dir, 'package.json')))
    throw new Error(`${dir} has no package.json: add-section goes into an existing project`);
  const items = options.items ?? buildRegistry({ content: true }).items;
  const chosen = resolveItems(items, name);
  const files = new Map<string, string>();
  for (const item of chosen)
    for (const file of item.files)
      files.set(
        file.path,
        file.content ?? readFileSync(path.join(root, 'apps/web', file.path), 'utf8'),
      );
  // The shell files they import (cn, Section, icons…): from the import graph of what was chosen.
  const graph = new Graphs().walk([...files.keys()].map((f) => `apps/web/${f}`));
  for (const file of graph.files) {
    const rel = path.relative('apps/web', file);
    if (!files.has(rel) && file.startsWith(`${webApp}/`))
      files.set(rel, readFileSync(path.join(root, file), 'utf8'));
  }
  const versions = new Map(
    items
      .flatMap((item) => item.dependencies)
      .map((spec) => [spec.replace(/(.)@.*$/, '$1'), spec] as const),
  );
  const external = graph.packages.filter((p) => p !== '@contrail/contracts');
  const dependencies = external.map((p) => versions.get(p) ?? p);
  const written: string[] = [];
  const target = path.join(dir, 'src/contrail');
  for (const [file, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const out = path.join(target, file.replace(/^app\//, ''));
    if (existsSync(out) && !options.force)
      throw new Error(`${path.relative(dir, out)} exists: --force overwrites it`);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, /\.tsx?$/.test(file) ? relativeImports(text, file) : text);
    written.push(path.relative(dir, out));
  }
  // The shared contracts (form rules and messages) come as a folder of their own, imported by package name.
  const contracts = graph.files.some((f) => f.startsWith('packages/contracts/'));
  if (contracts || graph.packages.includes('@contrail/contracts')) {
    // Its index and the subpaths the files import (`@contrail/contracts/i18n/problems`).
    const subpaths = [...files.values()].flatMap((text) =>
      [...text.matchAll(/['"]@contrail\/contracts\/([\w/-]+)['"]/g)].map(
        (m) => `packages/contracts/src/${m[1]}.ts`,
      ),
    );
    const cg = new Graphs().walk(['packages/contracts/src/index.ts', ...new Set(subpaths)]);
    dependencies.push(...cg.packages.map((p) => versions.get(p) ?? p));
    for (const file of cg.files) {
      const out = path.join(target, 'contracts', path.relative('packages/contracts/src', file));
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, readFileSync(path.join(root, file)));
      written.push(path.relative(dir, out));
    }
    for (const file of written.filter((f) => /\.tsx?$/.test(f))) {
      const abs = path.join(dir, file);
      const text = readFileSync(abs, 'utf8');
      const fixed = text.replace(
        /(['"])@contrail\/contracts(\/[\w/-]+)?\1/g,
        (_m, q: string, sub?: string) => {
          const to = path.join(target, 'contracts', sub ? `${sub.slice(1)}.ts` : 'index.ts');
          let rel = path.relative(path.dirname(abs), to);
          if (!rel.startsWith('.')) rel = `./${rel}`;
          return `${q}${rel}${q}`;
        },
      );
      if (fixed !== text) writeFileSync(abs, fixed);
    }
  }
  const css = path.join(target, 'contrail.css');
  writeFileSync(css, themeCss());
  written.push(path.relative(dir, css));
  return {
    files: written,
    dependencies: [...new Set(dependencies)].sort(),
    css: path.relative(dir, css),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [name, dir] = args.filter((a) => !a.startsWith('--'));
  try {
    if (!name || !dir) throw new Error('usage: npm run add-section -- <name> <dir> [--force]');
    const result = addSection(name, path.resolve(dir), { force });
    for (const file of result.files) console.log(`+ ${file}`);
    console.log(`\n${result.files.length} files. Then:`);
    console.log(`  npm install ${result.dependencies.join(' ')}`);
    console.log(
      `  add @import './contrail/contrail.css'; after @import 'tailwindcss'; in your stylesheet`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
