import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demos, type Demo } from '../../apps/web/app/content/demos/index.ts';
import { siteRoutes, type SiteRoute } from '../../apps/web/app/site-map/index.ts';
import { packageName, type Graph } from './graph.ts';
import {
  app,
  demoItemName,
  extractSources,
  fontsOf,
  Graphs,
  root,
  sectionOf,
  shellEntries,
} from './registry.ts';
import { extractReadme, extractRootFiles } from './extract-files.ts';

// `npm run create-site -- <demo> <dir> [--pages a,b] [--with blog|shop|parts] [--dry-run] [--diff] [--force]`
// (issue 39 §1): a standalone project of one home demo (its `/`), the chosen pages and only what they import.

export const extras = ['blog', 'shop', 'parts'] as const;
export type Extra = (typeof extras)[number];

export interface SiteOptions {
  demo: string;
  pages: readonly string[];
  with: readonly Extra[];
}

/** One file of the extract: copied from the repository, or written. */
export type Planned = { from: string } | { text: string };

export interface Plan {
  demo: Demo;
  rows: SiteRoute[];
  /** Destination path (inside the extract) → its source. */
  files: Map<string, Planned>;
  /** npm packages of the extract, by workspace. */
  dependencies: Record<string, string[]>;
  sections: string[];
  /**
   * Links in the carried pages' content (`href: '/…'`) to pages of the template the extract does not hold,
   * with the file naming each: add the page with `--pages` or change the copy. (The shell's menus and footer
   * show registered pages only.) The extract's browser crawl fails on them.
   */
  deadLinks: { href: string; file: string }[];
}

const web = 'apps/web';
const api = 'apps/api';
const contracts = 'packages/contracts';

/** The rows `--pages` and `--with` name (`about-us` is the row at `/about-us`). */
export function chosenRows(options: SiteOptions): SiteRoute[] {
  const homes = new Set(demos.map((demo) => demo.module));
  const rows: SiteRoute[] = [];
  const add = (row: SiteRoute) => {
    if (!rows.includes(row)) rows.push(row);
  };
  for (const name of options.pages) {
    const wanted = name.startsWith('/') ? [name] : [`/${name}`, `/page/${name}`];
    const row = wanted
      .map((p) => siteRoutes.find((r) => r.path === p && !homes.has(r.module)))
      .find(Boolean);
    if (!row) throw new Error(`--pages: no page at /${name} (npm run routes lists them)`);
    add(row);
  }
  const groups: Record<Extra, (row: SiteRoute) => boolean> = {
    blog: (row) => row.group === 'blog' && /^\/blogs?(\/|$)/.test(row.path),
    shop: (row) => row.group === 'shop',
    parts: (row) => row.group === 'parts',
  };
  for (const extra of options.with) for (const row of siteRoutes) if (groups[extra](row)) add(row);
  return rows;
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every file under `dir` (repository-relative), recursively. */
function listFiles(dir: string): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .map((entry) => `${dir}/${entry}`)
    .filter((file) => statSync(path.join(root, file)).isFile());
}

/** `lib/typefaces.ts` with the rows the carried files name, and no other. */
function trimTypefaces(carriedText: string): string {
  const text = read(`${app}/lib/typefaces.ts`);
  const row = /^export const (\w+) = \/\* @__PURE__ \*\/ .*$/gm;
  const used = [...text.matchAll(row)]
    .map((m) => m[1] ?? '')
    .filter((name) => new RegExp(`\\b${name}\\b`).test(carriedText));
  const kept = text
    .split('\n')
    .filter((line) => {
      const m = /^export const (\w+) = \/\* @__PURE__ \*\//.exec(line);
      return !m || used.includes(m[1] ?? '');
    })
    .join('\n');
  return kept.replace(
    /export const typefaces: readonly Typeface\[\] = \[[^\]]*\];/,
    `export const typefaces: readonly Typeface[] = [${used.map((n) => `\n  ${n},`).join('')}\n];`,
  );
}

/** The API's route plugins the carried pages call (by their `/api/<name>` prefix), as routes.ts source. */
function trimApiRoutes(webText: string): string {
  const text = read(`${api}/src/routes.ts`);
  const called = new Set([
    ...[...webText.matchAll(/\/api\/([a-z-]+)/g)].map((m) => m[1]),
    ...[...webText.matchAll(/apiRequest(?:<[^>]*>)?\(\s*['`]([a-z-]+)/g)].map((m) => m[1]),
  ]);
  const imports = [...text.matchAll(/^import \{ (\w+) \} from '(\.\/[^']+)';$/gm)];
  const keep = imports.filter(([, , file]) => {
    const source = read(path.join(`${api}/src`, file ?? ''));
    const prefixes = [...source.matchAll(/['`]\/api\/([a-z-]+)/g)].map((m) => m[1]);
    return prefixes.some((prefix) => called.has(prefix));
  });
  const names = keep.map(([, name]) => name);
  return [
    "import type { FastifyPluginAsync } from 'fastify';",
    ...keep.map(([line]) => line),
    '',
    "/** The domain route plugins this site's pages call (`npm run create-site` kept these). Add yours here. */",
    `export const routes: FastifyPluginAsync[] = [${names.map((n) => `\n  ${n},`).join('')}\n];`,
    '',
  ].join('\n');
}

/**
 * The template's tests of its whole site rather than of the code an extract carries: they count its 38 demos,
 * its site map's families and its menus' full contents, or draw other demos' artwork. A test is one of them
 * when it lies with the site map or the sample content, is the route table's, or imports the full site map
 * or the demo list; six more assert on menus, pictures and typefaces of pages an extract does not have.
 */
export function templateWide(test: string): boolean {
  if (
    /\/app\/(site-map|content)\/|\/app\/[\w-]+\.test\.ts$|scripts\/site-map-modules\.test|api\/src\/(route-files|http\/openapi)\.test/.test(
      test,
    )
  )
    return true;
  if (
    /(header\/main-menu|footer\/site-footer|lib\/artwork|lib\/artwork-motifs|lib\/page-meta|lib\/fonts)\.test\.tsx?$/.test(
      test,
    )
  )
    return true;
  const text = read(test);
  return /from '[^']*(site-map\/(index|links)|content\/demos\/index)\.ts'/.test(text);
}

/** The plan: every file the extract holds and the packages each workspace depends on. */
export function planSite(options: SiteOptions): Plan {
  const demo = demos.find((d) => demoItemName(d) === options.demo);
  if (!demo)
    throw new Error(`no demo '${options.demo}'; one of: ${demos.map(demoItemName).join(', ')}`);
  const rows = chosenRows(options);
  // The migrations are read from their folder at start (db/migrate.ts), not imported: all of them, so a
  // database made by the template or by an earlier extract migrates the same way.
  const apiEntries = [
    `${api}/src/server.ts`,
    ...listFiles(`${api}/src/db/migrations`).filter((f) => f.endsWith('.ts')),
    ...listFiles(`${api}/src/cli`).filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts')),
  ];
  const allText = (files: readonly string[], substitute: ReadonlyMap<string, string>) =>
    files.map((file) => substitute.get(file) ?? read(file)).join('\n');
  // Until nothing changes: the pages and the shell import; the typeface table is trimmed to what they name
  // and the API's routes to what they call; a page the server's mails link to (the newsletter's
  // confirmation page) joins the pages.
  for (;;) {
    const substitute = extractSources(demo, rows);
    const pageEntries = [
      `${app}/${demo.module}`,
      `${app}/content/demos/${demoItemName(demo)}.ts`,
      ...rows.map((row) => `${app}/${row.module}`),
    ];
    const first = new Graphs(substitute).walk([...shellEntries, ...pageEntries]);
    substitute.set(
      `${app}/lib/typefaces.ts`,
      trimTypefaces(
        allText(
          first.files.filter((f) => !f.endsWith('lib/typefaces.ts')),
          substitute,
        ),
      ),
    );
    substitute.set(`${api}/src/routes.ts`, trimApiRoutes(allText(first.files, substitute)));
    const graphs = new Graphs(substitute);
    const graph = graphs.walk([...shellEntries, ...pageEntries]);
    const apiGraph = graphs.walk(apiEntries);
    const linked = [...allText(apiGraph.files, substitute).matchAll(/\}(\/[a-z][a-z0-9/-]*)[?`]/g)]
      .map((m) => siteRoutes.find((row) => row.path === m[1]))
      .filter((row): row is SiteRoute => !!row && !rows.includes(row));
    if (linked.length) {
      rows.push(...new Set(linked));
      continue;
    }
    return finishPlan(demo, rows, substitute, graphs, graph, apiGraph);
  }
}

function finishPlan(
  demo: Demo,
  rows: SiteRoute[],
  substitute: Map<string, string>,
  graphs: Graphs,
  graph: Graph,
  apiGraph: Graph,
): Plan {
  const allText = (files: readonly string[]) =>
    files.map((file) => substitute.get(file) ?? read(file)).join('\n');
  // The contracts whole: the workspace's subpath exports (`@contrail/contracts/venues/*`) are its API.
  const contractsGraph = graphs.walk(
    listFiles(`${contracts}/src`).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
  );
  const carried = new Set([...graph.files, ...apiGraph.files, ...contractsGraph.files]);

  // The tests of what it carries: each test file whose imports are all carried (or are test helpers), less
  // the template's own tests of its whole site map and sample content (templateWide).
  const tests: string[] = [];
  const testFiles = [
    ...listFiles(`${web}/app`),
    ...listFiles(`${web}/scripts`),
    ...listFiles(`${api}/src`),
    ...listFiles(`${api}/test`),
    ...listFiles(`${contracts}/src`),
  ].filter((file) => /\.test\.tsx?$/.test(file) && !templateWide(file));
  const apiPrefixes = new Set(
    [
      ...allText([...carried].filter((f) => f.startsWith(`${api}/src/`))).matchAll(
        /['`]\/api\/([a-z-]+)/g,
      ),
    ].map((m) => m[1] ?? ''),
  );
  const isHelper = (f: string) => /\/(testing|test)\/|\.test\.tsx?$|\/test-[\w-]+\.ts$/.test(f);
  for (const test of testFiles) {
    let g;
    try {
      g = graphs.walk([test]);
    } catch {
      continue; // it imports a file the extract does not carry
    }
    const extra = g.files.filter((f) => !carried.has(f));
    // An API test of a domain folder whose routes the extract does not carry stays behind.
    const folder = path.dirname(test);
    const besideCarried =
      !test.startsWith(`${api}/src/`) ||
      folder === `${api}/src` ||
      [...carried].some((f) => path.dirname(f) === folder && !f.endsWith('.test.ts'));
    // …and one that calls an endpoint the extract's server does not have.
    const calls = [...read(test).matchAll(/['`]\/api\/([a-z-]+)/g)].map((m) => m[1] ?? '');
    const served = calls.every((name) => apiPrefixes.has(name));
    if (besideCarried && served && extra.every(isHelper)) tests.push(...extra, test);
  }
  for (const test of tests) carried.add(test);

  const files = new Map<string, Planned>();
  for (const file of [...carried].sort())
    files.set(file, substitute.has(file) ? { text: substitute.get(file)! } : { from: file });
  // Non-module files each workspace needs: its configs, migrations, public files the pages name.
  const texts = allText([...carried]);
  for (const file of [
    ...listFiles(`${web}/public`).filter((f) => texts.includes(f.slice(`${web}/public`.length))),
    ...listFiles(`${api}/src/db`).filter((f) => !/\.tsx?$/.test(f)),
    ...listFiles(`${api}/docs`),
    `${api}/README.md`,
    ...[
      `${web}/tsconfig.json`,
      `${api}/tsconfig.json`,
      `${api}/vitest.config.ts`,
      `${contracts}/tsconfig.json`,
    ],
    ...listFiles(`${app}/components/sections`).filter(
      (f) =>
        f.endsWith('README.md') &&
        carried.has(path.dirname(f) + '/' + readdirSync(path.join(root, path.dirname(f)))[0]),
    ),
  ])
    if (existsSync(path.join(root, file)) && !files.has(file)) files.set(file, { from: file });

  const dependencies = workspaceDependencies(files, demo);
  for (const [file, text] of extractRootFiles({ demo, rows, dependencies, files }))
    files.set(file, { text });
  files.set('README.md', { text: extractReadme({ demo, rows, files }) });
  const sections = [
    ...new Set([...files.keys()].map(sectionOf).filter((s): s is string => !!s)),
  ].sort();
  const shellFiles = new Set(graphs.walk(shellEntries).files);
  const paths = new Set(['/', ...rows.map((row) => row.path)]);
  const deadLinks = graph.files
    .filter((f) => !shellFiles.has(f) && !/\.test\.tsx?$/.test(f))
    .flatMap((file) =>
      [...(substitute.get(file) ?? read(file)).matchAll(/href: '(\/[a-z][a-z0-9/-]*)'/g)]
        .map((m) => m[1] ?? '')
        .filter((href) => !paths.has(href) && siteRoutes.some((row) => row.path === href))
        .map((href) => ({ href, file: path.relative(web, file) })),
    )
    .filter(
      (link, i, all) => all.findIndex((l) => l.href === link.href && l.file === link.file) === i,
    );
  return { demo, rows, files, dependencies, sections, deadLinks };
}

/** Each workspace's declared packages that its carried files import or name. */
function workspaceDependencies(files: Map<string, Planned>, demo: Demo): Record<string, string[]> {
  const byWorkspace: Record<string, string[]> = {};
  const textOf = (file: string, planned: Planned) =>
    'text' in planned ? planned.text : /\.(tsx?|css|json|mjs)$/.test(file) ? read(file) : '';
  const workspaces = [web, api, contracts];
  for (const workspace of workspaces) {
    const pkg = JSON.parse(read(`${workspace}/package.json`)) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const text = [...files]
      .filter(([file]) => file.startsWith(`${workspace}/`))
      .map(([file, planned]) => textOf(file, planned))
      .join('\n');
    const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    const named = new Set(
      [...text.matchAll(/['"`]((?:@[a-z0-9-]+\/)?[a-z0-9][a-z0-9._-]*)(?:\/[^'"`]*)?['"`]/g)]
        .map((m) => packageName(m[1] ?? ''))
        .filter((n): n is string => !!n),
    );
    const typefaces = files.get(`${app}/lib/typefaces.ts`);
    const typefacePackages = [
      ...(typefaces && 'text' in typefaces ? typefaces.text : '').matchAll(
        /(variable|staticWeight)\('([^']+)'/g,
      ),
    ].map(
      ([, kind, name]) =>
        `@fontsource${kind === 'variable' ? '-variable' : ''}/${(name ?? '').toLowerCase().replace(/\s+/g, '-')}`,
    );
    const tools: Record<string, string[]> = {
      [web]: [
        '@react-router/dev',
        'vite',
        ...fontsOf(demo).map((f) => f.package),
        ...typefacePackages,
      ],
      [api]: ['tsx'],
      [contracts]: [],
    };
    byWorkspace[workspace] = declared.filter(
      (name) =>
        named.has(name) ||
        tools[workspace]?.includes(name) ||
        (name.startsWith('@types/') && named.has(name.slice('@types/'.length))),
    );
  }
  return byWorkspace;
}

/** The text a planned file will have. */
export function contentOf(planned: Planned): Buffer {
  return 'text' in planned
    ? Buffer.from(planned.text)
    : readFileSync(path.join(root, planned.from));
}

export interface WriteResult {
  written: string[];
  /** `--diff`: files added, changed or only in the folder. */
  diff?: { added: string[]; changed: string[]; extra: string[] };
}

/** Writes (or, dry, lists) the plan into `dir`; refuses a non-empty folder without `force`. */
export function writeSite(
  plan: Plan,
  dir: string,
  mode: { dryRun?: boolean; diff?: boolean; force?: boolean } = {},
): WriteResult {
  const target = path.resolve(dir);
  const paths = [...plan.files.keys()].sort();
  if (mode.diff) {
    const present = existsSync(target)
      ? readdirSync(target, { recursive: true, encoding: 'utf8' }).filter(
          (f) =>
            !f.split(path.sep).includes('node_modules') && statSync(path.join(target, f)).isFile(),
        )
      : [];
    const added = paths.filter((p) => !existsSync(path.join(target, p)));
    const changed = paths.filter(
      (p) =>
        existsSync(path.join(target, p)) &&
        !readFileSync(path.join(target, p)).equals(contentOf(plan.files.get(p)!)),
    );
    const ignored =
      /^(package-lock\.json|var\/|apps\/web\/build\/|apps\/web\/\.react-router\/|test-results\/)/;
    const extra = present.filter((p) => !plan.files.has(p) && !ignored.test(p)).sort();
    return { written: [], diff: { added, changed, extra } };
  }
  if (mode.dryRun) return { written: paths };
  if (existsSync(target) && readdirSync(target).length && !mode.force)
    throw new Error(`${dir} is not empty: --force overwrites it, --diff shows what would change`);
  for (const p of paths) {
    const file = path.join(target, p);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, contentOf(plan.files.get(p)!));
    if (p.endsWith('.ci/run')) writeFileSync(file, contentOf(plan.files.get(p)!), { mode: 0o755 });
  }
  return { written: paths };
}

export function parseArgs(argv: readonly string[]) {
  const positional: string[] = [];
  const flags = { dryRun: false, diff: false, force: false };
  const options: SiteOptions = { demo: '', pages: [], with: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--dry-run') flags.dryRun = true;
    else if (arg === '--diff') flags.diff = true;
    else if (arg === '--force') flags.force = true;
    else if (arg === '--pages') options.pages = value().split(',').filter(Boolean);
    else if (arg === '--with') {
      const extra = value();
      for (const name of extra.split(',')) {
        if (!extras.includes(name as Extra)) throw new Error(`--with takes ${extras.join('|')}`);
        options.with = [...options.with, name as Extra];
      }
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const [demo, dir] = positional;
  if (!demo || !dir)
    throw new Error(
      'usage: npm run create-site -- <demo> <dir> [--pages a,b] [--with blog|shop|parts] [--dry-run] [--diff] [--force]',
    );
  options.demo = demo;
  return { options, dir, flags };
}

async function main() {
  const { options, dir, flags } = parseArgs(process.argv.slice(2));
  const plan = planSite(options);
  const result = writeSite(plan, dir, flags);
  if (result.diff) {
    const { added, changed, extra } = result.diff;
    for (const f of added) console.log(`+ ${f}`);
    for (const f of changed) console.log(`~ ${f}`);
    for (const f of extra) console.log(`- ${f}`);
    console.log(
      `${added.length} to add, ${changed.length} changed, ${extra.length} not in the extract`,
    );
    return;
  }
  if (flags.dryRun) {
    for (const f of result.written) console.log(f);
    console.log(`would write ${result.written.length} files to ${dir}`);
    for (const { href, file } of plan.deadLinks)
      console.warn(
        `warning: ${file} links to ${href}, a page this site does not have (--pages adds it, or change the copy)`,
      );
    return;
  }
  console.log(
    `wrote ${result.written.length} files to ${dir}: the ${plan.demo.title} demo at /, ${plan.rows.length} more pages, ${plan.sections.length} sections`,
  );
  for (const { href, file } of plan.deadLinks)
    console.warn(
      `warning: ${file} links to ${href}, a page this site does not have (--pages adds it, or change the copy)`,
    );
  console.log(`next: cd ${dir} && npm install && npm start`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
