import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import ignore from 'ignore';
import { demos, type Demo } from '../../apps/web/app/content/demos/index.ts';
import {
  basePath,
  defaultLocale,
  isLocale,
  localeOf,
  localizedPath,
  locales,
  type Locale,
} from '../../apps/web/app/i18n/locales.ts';
import { siteRoutes, type SiteRoute } from '../../apps/web/app/site-map/index.ts';
import { caseStudyRoutes } from '../../apps/web/app/site-map/portfolio.ts';
import { arabicMetricPackages } from '../../apps/web/scripts/arabic-metric-sources.ts';
import { packageName, type Graph } from './graph.ts';
import type { RegistryItem } from '../../packages/contracts/src/registry.ts';
import {
  app,
  demoItemName,
  englishShell,
  extractSources,
  fontsOf,
  Graphs,
  ItemBuilder,
  languageEntry,
  resolveItems,
  root,
  sectionOf,
} from './registry.ts';
import { extractReadme, extractRootFiles } from './extract-files.ts';
import { dropRanges, renderedLinks, type LinkSite } from './links.ts';

// `npm run create-site -- <demo> <dir> [--pages a,b] [--with blog|shop|parts] [--languages en,de,ar] [--dry-run]
// [--diff] [--force] [--no-lockfile]`
// (issue 39 §1): a standalone project of one home demo (its `/`), the chosen pages and only what they import.
// English only unless `--languages` names more: another language brings its 404 page, the translations of the
// carried pages that have one (the demo's at `/de`), its messages and its typeface (Cairo for Arabic).

export const extras = ['blog', 'shop', 'parts'] as const;
export type Extra = (typeof extras)[number];

export interface SiteOptions {
  demo: string;
  pages: readonly string[];
  with: readonly Extra[];
  /** The site's languages (English always, first); English only when left out. */
  languages?: readonly Locale[];
}

/** One file of the extract: copied from the repository, or written. */
export type Planned = { from: string } | { text: string };

export interface Plan {
  demo: Demo;
  rows: SiteRoute[];
  /** The site's languages, English first. */
  languages: Locale[];
  /** Destination path (inside the extract) → its source. */
  files: Map<string, Planned>;
  /** npm packages of the extract, by workspace. */
  dependencies: Record<string, string[]>;
  sections: string[];
  /** The registry items it is made of (shell, languages, sections, demo, pages), dependencies first. */
  items: string[];
  /**
   * Links the carried pages render (`href`/`to` in the parts of their files they use) to pages of the template
   * the extract does not hold and could not drop, with the file naming each: add the page with `--pages` or
   * change the copy. (The shell's menus and footer show registered pages only.) The extract's crawl fails on them.
   */
  deadLinks: { href: string; file: string }[];
  /**
   * Pages carried because the demo or a chosen page links to them: small, and of a chosen page's family or
   * legal; or the case studies its project tiles open.
   */
  linkedPages: { path: string; from: string }[];
  /** The parts of the site a link of the demo or a chosen page brought whole, as `--with` would. */
  withExtras: { extra: Extra; href: string; from: string }[];
  /** Links to pages the extract lacks, dropped from its copy of the file (the card or list item holding them). */
  droppedLinks: { href: string; file: string }[];
  /** Links to pages the extract lacks that lead to its home in its copy of the file (an action, a JSX link). */
  homedLinks: { href: string; file: string }[];
}

/** A page a chosen page links to joins the extract when it adds at most this many files of its own. */
export const smallPageFiles = 8;
/** …and at most this many pages join that way. */
export const maxLinkedPages = 4;

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
  for (const extra of options.with)
    for (const row of siteRoutes) if (extraGroups[extra](row)) add(row);
  return rows;
}

/** The pages each `--with` brings. */
const extraGroups: Record<Extra, (row: SiteRoute) => boolean> = {
  blog: (row) => row.group === 'blog' && /^\/blogs?(\/|$)/.test(row.path),
  shop: (row) => row.group === 'shop',
  parts: (row) => row.group === 'parts',
};

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const caseStudyPaths = new Set(caseStudyRoutes.map((row) => row.path));

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

/** The command-line tools of the parts catalogue: its seed and its CSV/XML import. */
const catalogueCommands = /\/cli\/(seed|import-catalogue)\.ts$/;

/** `app.ts` without the catalogue plugin (the search index over the parts, read at start). */
function withoutCataloguePlugin(): string {
  const text = read(`${api}/src/app.ts`);
  const trimmed = text
    .replace("import catalogue from './plugins/app/catalogue.ts';\n", '')
    .replace('  await app.register(catalogue);\n', '');
  if (trimmed.length !== text.length - 85)
    throw new Error(`${api}/src/app.ts: the catalogue plugin's import or registration moved`);
  return trimmed;
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
 * or the demo list; seven more assert on menus, pictures, typefaces and links (the portfolio's tiles link to
 * the template's project pages) of pages an extract does not have.
 */
export function templateWide(test: string): boolean {
  if (
    /\/app\/(site-map|content)\/|\/app\/[\w-]+\.test\.ts$|scripts\/site-map-modules\.test|api\/src\/(route-files|http\/openapi)\.test/.test(
      test,
    )
  )
    return true;
  if (
    /(header\/main-menu|footer\/site-footer|portfolio\/portfolio|lib\/artwork|lib\/artwork-motifs|lib\/page-meta|lib\/fonts)\.test\.tsx?$/.test(
      test,
    )
  )
    return true;
  const text = read(test);
  return /from '[^']*(site-map\/(index|links)|content\/demos\/index)\.ts'/.test(text);
}

/** English, then the other languages asked for, each once. */
export function languagesOf(options: SiteOptions): Locale[] {
  const asked = options.languages ?? [];
  return locales.filter((locale) => locale === defaultLocale || asked.includes(locale));
}

/**
 * The translated pages (the site map's `translations` rows) of the extract's languages whose English page it
 * carries: the demo's at the language's root (`/de/home-restaurant` → `/de`), a carried page's at its own path.
 */
export function translatedRows(
  demo: Demo,
  rows: readonly SiteRoute[],
  languages: readonly Locale[],
): SiteRoute[] {
  return siteRoutes
    .filter((row) => row.group === 'translations' && languages.includes(localeOf(row.path)))
    .flatMap((row) => {
      const english = basePath(row.path);
      const locale = localeOf(row.path);
      if (english === demo.route) return [{ ...row, path: localizedPath('/', locale) }];
      return rows.some((r) => r.path === english) ? [row] : [];
    });
}

/** `i18n/locales.ts` with the extract's languages and its translated pages (English paths) only. */
function trimLocales(languages: readonly Locale[], translated: readonly SiteRoute[]): string {
  const text = read(`${app}/i18n/locales.ts`);
  const quoted = (list: readonly string[]) => list.map((item) => `'${item}'`).join(', ');
  const english = [...new Set(translated.map((row) => basePath(row.path)))];
  const out = text
    .replace(
      /^export const locales = \[[^\]]*\] as const;$/m,
      `export const locales = [${quoted(languages)}] as const;`,
    )
    .replace(/^ {2}(\w+): \{ tag: .*\n/gm, (line, locale: string) =>
      isLocale(locale) && languages.includes(locale) ? line : '',
    )
    .replace(
      /^export const translatedPaths = \[[^\]]*\] as const;$/m,
      `export const translatedPaths = [${quoted(english)}] as const;`,
    );
  const rowsLeft = [...out.matchAll(/^ {2}\w+: \{ tag: /gm)].length;
  if (
    !out.includes(`export const locales = [${quoted(languages)}]`) ||
    rowsLeft !== languages.length
  )
    throw new Error(`${app}/i18n/locales.ts: its list of languages or their table moved`);
  return out;
}

/** The language (`de`) a file or test is of by its name (`messages.de.ts`, `language.de.test.ts`), if any. */
function languageOfFile(file: string): Locale | undefined {
  const code = /\.([a-z]{2})(?:\.test)?\.tsx?$/.exec(file)?.[1];
  return code !== undefined && isLocale(code) ? code : undefined;
}

/** Whether a file named for a language (`*.de.ts`) belongs in a site in `languages` (one named for none does). */
const inLanguages = (file: string, languages: readonly Locale[]) => {
  const locale = languageOfFile(file);
  return !locale || languages.includes(locale);
};

/**
 * The API's languages (`i18n/languages.ts`, a line and an import each) and the contracts' list of them
 * (`apiLocales`), with the extract's languages only: the others' messages modules are then not imported.
 */
function trimApiLanguages(languages: readonly Locale[]): Map<string, string> {
  const registry = `${api}/src/i18n/languages.ts`;
  const text = read(registry);
  const others = locales.filter((l) => l !== defaultLocale && !languages.includes(l));
  let out = text;
  for (const locale of others)
    out = out
      .replace(
        new RegExp(`^import \\{ ${locale} \\} from '\\./messages\\.${locale}\\.ts';\n`, 'm'),
        '',
      )
      .replace(new RegExp(`^ {2}${locale},\n`, 'm'), '');
  const kept = [...out.matchAll(/^ {2}([a-z]{2}),$/gm)].map((m) => m[1]);
  const wanted = languages.filter((l) => l !== defaultLocale);
  const accept = `${contracts}/src/i18n/accept-language.ts`;
  const acceptText = read(accept);
  const quoted = languages.map((l) => `'${l}'`).join(', ');
  const acceptOut = acceptText.replace(
    /^export const apiLocales = \[[^\]]*\] as const;$/m,
    `export const apiLocales = [${quoted}] as const;`,
  );
  if (kept.join() !== wanted.join() || !acceptOut.includes(`apiLocales = [${quoted}]`))
    throw new Error(`${registry} or ${accept}: the list of the API's languages moved`);
  return new Map([
    [registry, out],
    [accept, acceptOut],
  ]);
}

/** The shell's entries of a site in `languages`: English's, and each other language's 404 page. */
function shellOf(languages: readonly Locale[]): string[] {
  return [
    ...englishShell,
    ...languages.filter((l) => l !== defaultLocale).map((l) => languageEntry(l)),
  ];
}

/**
 * The registry items the site is made of, over its own sources (its site map, its trimmed files): the shell,
 * its languages, its demo and its pages, and what they name as registry dependencies (the sections, whole),
 * dependencies first. The web app's files of the extract are theirs.
 */
export function siteItems(
  graphs: Graphs,
  demo: Demo,
  rows: readonly SiteRoute[],
  languages: readonly Locale[],
): { items: RegistryItem[]; graph: Graph } {
  const builder = new ItemBuilder(graphs);
  const items = resolveItems(
    [
      builder.shellItem(),
      ...languages.filter((l) => l !== defaultLocale).map((l) => builder.languageItem(l)),
      builder.demoItem(demo),
      ...rows.map((row) => builder.pageItem(row)),
    ],
    (name) => builder.byName(name),
  );
  const files = [...new Set(items.flatMap((item) => item.files.map((f) => `${web}/${f.path}`)))];
  return { items, graph: { files: files.sort(), packages: [], virtuals: [] } };
}

/** The plan: every file the extract holds and the packages each workspace depends on. */
export function planSite(options: SiteOptions): Plan {
  // By its name (`cafe`) or by its route, as the site's address bar shows it (`home-cafe`, `/home-cafe`).
  const named = options.demo.replace(/^\//, '').replace(/^home-/, '');
  const demo = demos.find((d) => demoItemName(d) === named);
  if (!demo)
    throw new Error(`no demo '${options.demo}'; one of: ${demos.map(demoItemName).join(', ')}`);
  const languages = languagesOf(options);
  const shell = shellOf(languages);
  const rows = chosenRows(options);
  const translated = translatedRows(demo, rows, languages);
  rows.push(...translated);
  const localesText = trimLocales(languages, translated);
  const apiLanguagesText = trimApiLanguages(languages);
  // The migrations are read from their folder at start (db/migrate.ts), not imported: all of them, so a
  // database made by the template or by an earlier extract migrates the same way.
  const apiEntries = [
    `${api}/src/server.ts`,
    ...listFiles(`${api}/src/db/migrations`).filter((f) => f.endsWith('.ts')),
    ...listFiles(`${api}/src/cli`).filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts')),
  ];
  const allText = (files: readonly string[], substitute: ReadonlyMap<string, string>) =>
    files.map((file) => substitute.get(file) ?? read(file)).join('\n');
  const chosen = [...rows];
  const linkedPages: Plan['linkedPages'] = [];
  const withExtras: Plan['withExtras'] = [];
  // Until nothing changes: the pages and the shell import; the typeface table is trimmed to what they name
  // and the API's routes to what they call; a page the server's mails link to (the newsletter's
  // confirmation page) joins the pages, and so does a small page of a chosen page's family it links to.
  for (;;) {
    const substitute = extractSources(demo, rows);
    substitute.set(`${app}/i18n/locales.ts`, localesText);
    for (const [file, text] of apiLanguagesText) substitute.set(file, text);
    const pageEntries = [
      `${app}/${demo.module}`,
      `${app}/content/demos/${demoItemName(demo)}.ts`,
      ...rows.map((row) => `${app}/${row.module}`),
    ];
    const first = siteItems(new Graphs(substitute), demo, rows, languages).graph;
    substitute.set(
      `${app}/lib/typefaces.ts`,
      trimTypefaces(
        allText(
          first.files.filter((f) => !f.endsWith('lib/typefaces.ts')),
          substitute,
        ),
      ),
    );
    const apiRoutes = trimApiRoutes(allText(first.files, substitute));
    substitute.set(`${api}/src/routes.ts`, apiRoutes);
    // Without the parts catalogue's routes the server has no catalogue plugin and no seed or import commands
    // (the migrations stay whole: decision 0042).
    const withCatalogue = /\bcatalogueRoutes\b/.test(apiRoutes);
    if (!withCatalogue) substitute.set(`${api}/src/app.ts`, withoutCataloguePlugin());
    const graphs = new Graphs(substitute);
    const { graph, items } = siteItems(graphs, demo, rows, languages);
    const apiGraph = graphs.walk(
      withCatalogue ? apiEntries : apiEntries.filter((f) => !catalogueCommands.test(f)),
    );
    const linked = [...allText(apiGraph.files, substitute).matchAll(/\}(\/[a-z][a-z0-9/-]*)[?`]/g)]
      .map((m) => siteRoutes.find((row) => row.path === m[1]))
      .filter((row): row is SiteRoute => !!row && !rows.includes(row));
    if (linked.length) {
      rows.push(...new Set(linked));
      continue;
    }
    // Project tiles open the case studies by a path they compute (`projectPagePath`): a site whose pages
    // show such tiles carries the five case studies (they share one module; no link of theirs is written out).
    const caseStudies = caseStudyRoutes
      .map((study) => siteRoutes.find((row) => row.path === study.path))
      .filter((row): row is SiteRoute => !!row && !rows.includes(row));
    const tiles = graph.files.find(
      (f) =>
        !f.startsWith(`${app}/pages/portfolio/`) &&
        !f.endsWith('content/portfolio.ts') &&
        /\bprojectPagePath\b/.test(substitute.get(f) ?? read(f)),
    );
    if (caseStudies.length > 0 && tiles) {
      rows.push(...caseStudies);
      for (const row of caseStudies)
        linkedPages.push({
          path: row.path,
          from: `${path.relative(web, tiles)} (projectPagePath)`,
        });
      continue;
    }
    const dead = deadLinksOf(rows, substitute, graphs, graph, pageEntries, shell);
    const family = (row: SiteRoute) => path.dirname(row.module);
    // Only the links of the pages asked for (and the demo) bring pages: a page that joined does not.
    const asked = new Set(
      graphs.walk([...pageEntries.slice(0, 2), ...chosen.map((row) => `${app}/${row.module}`)])
        .files,
    );
    const joining = dead
      .map((link) => ({ link, row: routeAt(link.href) }))
      .find(
        ({ link, row }) =>
          row &&
          asked.has(link.file) &&
          linkedPages.filter((page) => !caseStudyPaths.has(page.path)).length < maxLinkedPages &&
          // A legal page joins whatever links to it: a form's consent names the privacy policy.
          (row.group === 'legal' || chosen.some((c) => family(c) === family(row))) &&
          graphs.walk([`${app}/${row.module}`]).files.filter((f) => !graph.files.includes(f))
            .length <= smallPageFiles,
      );
    // A link of the demo or a chosen page into the shop (a shop demo's product tiles), the blog or the parts
    // brings that part of the site whole, as `--with` would.
    const extraLinked = dead
      .map((link) => ({ link, row: routeAt(link.href) }))
      .map(({ link, row }) => ({
        link,
        extra: row && asked.has(link.file) ? extras.find((e) => extraGroups[e](row)) : undefined,
      }))
      .find(({ extra }) => extra !== undefined);
    if (extraLinked?.extra) {
      const { extra, link } = extraLinked;
      withExtras.push({ extra, from: path.relative(web, link.file), href: link.href });
      for (const row of siteRoutes)
        if (extraGroups[extra](row) && !rows.includes(row)) rows.push(row);
      continue;
    }
    if (joining?.row) {
      rows.push(joining.row);
      linkedPages.push({ path: joining.row.path, from: path.relative(web, joining.link.file) });
      continue;
    }
    // The rest, in the extract's copy of the file: a list item (card, link of a list) that links goes; a link
    // held otherwise (a section's action, which its type may require) leads to the site's home instead.
    const droppedLinks: Plan['droppedLinks'] = [];
    const homedLinks: Plan['homedLinks'] = [];
    const deadLinks: Plan['deadLinks'] = [];
    for (const file of new Set(dead.map((l) => l.file))) {
      const here = dead.filter((l) => l.file === file);
      substitute.set(
        file,
        dropRanges(
          substitute.get(file) ?? read(file),
          here.flatMap((l) => (l.drop ? [l.drop] : [])),
          here.flatMap((l) => (l.drop ? [] : [{ ...l.literal, text: "'/'" }])),
        ),
      );
      for (const l of here)
        (l.drop ? droppedLinks : homedLinks).push({ href: l.href, file: path.relative(web, file) });
    }
    const unique = <T extends { href: string; file: string }>(list: T[]) =>
      list.filter((a, i) => list.findIndex((b) => b.href === a.href && b.file === a.file) === i);
    return finishPlan(demo, rows, languages, substitute, graphs, graph, apiGraph, {
      deadLinks: unique(deadLinks),
      droppedLinks: unique(droppedLinks),
      homedLinks: unique(homedLinks),
      linkedPages,
      withExtras,
      items: items.map((item) => item.name),
    });
  }
}

/** The site-map row at a concrete path (a row's own path, or one of a parameterised row's samples). */
function routeAt(href: string): SiteRoute | undefined {
  const page = href.replace(/(.)\/$/, '$1');
  return siteRoutes.find((row) => row.path === page || row.samples?.includes(page));
}

/** The links the carried pages render to pages of the template that the extract does not hold. */
function deadLinksOf(
  rows: readonly SiteRoute[],
  substitute: ReadonlyMap<string, string>,
  graphs: Graphs,
  graph: Graph,
  pageEntries: readonly string[],
  shell: readonly string[],
): LinkSite[] {
  const shellFiles = new Set(graphs.walk(shell).files);
  const held = new Set(['/', ...rows.flatMap((row) => [row.path, ...(row.samples ?? [])])]);
  const resolve = (specifier: string, from: string) => {
    if (packageName(specifier) !== undefined || /^(node|virtual):/.test(specifier))
      return undefined;
    return graphs.resolver.resolve(specifier, from);
  };
  return renderedLinks(
    graph.files.filter((f) => !shellFiles.has(f)),
    (file) => substitute.get(file) ?? read(file),
    resolve,
    new Set(pageEntries),
  ).filter((link) => {
    const bare = link.href.replace(/[?#].*$/, '');
    return !held.has(bare.replace(/(.)\/$/, '$1')) && !!routeAt(bare);
  });
}

function finishPlan(
  demo: Demo,
  rows: SiteRoute[],
  languages: Locale[],
  substitute: Map<string, string>,
  graphs: Graphs,
  graph: Graph,
  apiGraph: Graph,
  links: Pick<
    Plan,
    'deadLinks' | 'droppedLinks' | 'homedLinks' | 'linkedPages' | 'withExtras' | 'items'
  >,
): Plan {
  const allText = (files: readonly string[]) =>
    files.map((file) => substitute.get(file) ?? read(file)).join('\n');
  // The contracts whole: the workspace's subpath exports (`@contrail/contracts/venues/*`) are its API.
  const contractsGraph = graphs.walk(
    listFiles(`${contracts}/src`).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && inLanguages(f, languages),
    ),
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
  ].filter(
    (file) => /\.test\.tsx?$/.test(file) && !templateWide(file) && inLanguages(file, languages),
  );
  const apiPrefixes = new Set(
    [
      ...allText([...carried].filter((f) => f.startsWith(`${api}/src/`))).matchAll(
        /['`]\/api\/([a-z-]+)/g,
      ),
    ].map((m) => m[1] ?? ''),
  );
  // (`catalogue/testing.ts`: the seeded catalogue and a session with a cart, for the cart's and inquiry's tests.)
  const isHelper = (f: string) =>
    /\/(testing|test)\/|\/testing\.ts$|\.test\.tsx?$|\/test-[\w-]+\.ts$/.test(f);
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
    // (`'/api/cart'`, `${server.url}/api/cart`)
    const calls = [...read(test).matchAll(/['`}]\/api\/([a-z-]+)/g)].map((m) => m[1] ?? '');
    const served = calls.every((name) => apiPrefixes.has(name));
    // …and one that runs a command (`new URL('../../cli/x.ts', import.meta.url)`) the extract does not carry.
    const commands = [
      ...read(test).matchAll(/['`]((?:\.\.?\/)+(?:[\w-]+\/)*cli\/[\w-]+\.ts)['`]/g),
    ].map((m) => path.join(path.dirname(test), m[1] ?? ''));
    const runnable = commands.every((file) => carried.has(file));
    if (besideCarried && served && runnable && extra.every(isHelper)) tests.push(...extra, test);
  }
  for (const test of tests) carried.add(test);

  const files = new Map<string, Planned>();
  for (const file of [...carried].sort())
    files.set(file, substitute.has(file) ? { text: substitute.get(file)! } : { from: file });
  // Non-module files each workspace needs: its configs, migrations, public files the pages name.
  const texts = allText([...carried]);
  for (const file of [
    // (Not the artwork: the build draws it into public/artwork, so a plan made after a build stays the same.)
    ...listFiles(`${web}/public`).filter(
      (f) =>
        !f.startsWith(`${web}/public/artwork/`) && texts.includes(f.slice(`${web}/public`.length)),
    ),
    ...listFiles(`${api}/src/db`).filter((f) => !/\.tsx?$/.test(f)),
    // The catalogue's guides only with the catalogue.
    ...listFiles(`${api}/docs`).filter(
      (f) => carried.has(`${api}/src/plugins/app/catalogue.ts`) || !/\/catalogue-/.test(f),
    ),
    `${api}/README.md`,
    // The declarations of the virtual modules and untyped packages the carried files import (the typecheck).
    ...[...listFiles(`${app}`), ...listFiles(`${web}/scripts`)].filter((f) => f.endsWith('.d.ts')),
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

  const dependencies = workspaceDependencies(files, demo, languages);
  for (const [file, text] of extractRootFiles({ demo, rows, dependencies, files }))
    files.set(file, { text });
  files.set('README.md', { text: extractReadme({ demo, rows, files, languages }) });
  const sections = [
    ...new Set([...files.keys()].map(sectionOf).filter((s): s is string => !!s)),
  ].sort();
  return { demo, rows, languages, files, dependencies, sections, ...links };
}

/** Each workspace's declared packages that its carried files import or name. */
function workspaceDependencies(
  files: Map<string, Planned>,
  demo: Demo,
  languages: readonly Locale[],
): Record<string, string[]> {
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
    // The fonts the Arabic fallback faces are measured on: named by the build's scripts, needed with Arabic only.
    const unneeded = new Set(languages.includes('ar') ? [] : arabicMetricPackages);
    byWorkspace[workspace] = declared.filter(
      (name) =>
        !unneeded.has(name) &&
        (named.has(name) ||
          tools[workspace]?.includes(name) ||
          (name.startsWith('@types/') && named.has(name.slice('@types/'.length)))),
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
  /** `--force`: files an earlier create-site wrote into the folder that this plan does not hold, removed. */
  removed?: string[];
  /** `--diff`: files added, changed or only in the folder (not counting `.git` or what its .gitignore leaves out). */
  diff?: { added: string[]; changed: string[]; extra: string[] };
}

/** The list of what create-site wrote into a folder, so a later `--force` removes only its own stale files. */
export const manifestFile = '.create-site.json';

interface Manifest {
  demo: string;
  pages: string[];
  files: string[];
}

function readManifest(target: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(target, manifestFile), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** The extract's package-lock.json, resolved from the npm registry without installing anything. */
export function writeLockfile(target: string): void {
  const npm = spawnSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: target, encoding: 'utf8' },
  );
  if (npm.status !== 0)
    throw new Error(`npm install --package-lock-only failed in ${target}:\n${npm.stderr}`);
}

/**
 * Writes (or, dry, lists) the plan into `dir`; refuses a non-empty folder without `force`. With `force` the
 * files an earlier run wrote there (its manifest) that this plan lacks are removed; other files stay.
 * `lockfile` then writes package-lock.json (npm, from the registry).
 */
export function writeSite(
  plan: Plan,
  dir: string,
  mode: { dryRun?: boolean; diff?: boolean; force?: boolean; lockfile?: boolean } = {},
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
    // Not the site's files: git's own, what the folder's .gitignore leaves out (builds, the database, drawn
    // artwork; the one create-site writes when the folder has none) and what create-site keeps beside them.
    const gitignore = path.join(target, '.gitignore');
    const ownIgnore = plan.files.get('.gitignore');
    const ignored = ignore()
      .add(['.git/', 'package-lock.json', '.create-site.json'])
      .add(
        existsSync(gitignore)
          ? readFileSync(gitignore, 'utf8')
          : ownIgnore
            ? contentOf(ownIgnore).toString()
            : '',
      );
    const extra = present
      .filter((p) => !plan.files.has(p) && !ignored.ignores(p.split(path.sep).join('/')))
      .sort();
    return { written: [], diff: { added, changed, extra } };
  }
  if (mode.dryRun) return { written: paths };
  if (existsSync(target) && readdirSync(target).length && !mode.force)
    throw new Error(`${dir} is not empty: --force overwrites it, --diff shows what would change`);
  const removed: string[] = [];
  const earlier = readManifest(target);
  if (earlier) {
    // The lockfile stays even when this run does not write one (--no-lockfile): it still fits the packages.
    const keep = new Set([...paths, 'package-lock.json']);
    for (const stale of earlier.files.filter((f) => !keep.has(f)).sort()) {
      const file = path.join(target, stale);
      if (!file.startsWith(target + path.sep) || !existsSync(file)) continue;
      rmSync(file);
      removed.push(stale);
      // Folders it leaves empty go too (up to the extract's root).
      for (
        let d = path.dirname(file);
        d !== target && readdirSync(d).length === 0;
        d = path.dirname(d)
      )
        rmdirSync(d);
    }
  }
  for (const p of paths) {
    const file = path.join(target, p);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, contentOf(plan.files.get(p)!));
    if (p.endsWith('.ci/run')) chmodSync(file, 0o755);
  }
  if (mode.lockfile) writeLockfile(target);
  const manifest: Manifest = {
    demo: demoItemName(plan.demo),
    pages: plan.rows.map((row) => row.path),
    files: [
      ...paths,
      ...(existsSync(path.join(target, 'package-lock.json')) ? ['package-lock.json'] : []),
    ],
  };
  writeFileSync(path.join(target, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return { written: paths, removed };
}

export function parseArgs(argv: readonly string[]) {
  const positional: string[] = [];
  const flags = { dryRun: false, diff: false, force: false, lockfile: true };
  const options: SiteOptions = { demo: '', pages: [], with: [], languages: [defaultLocale] };
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
    else if (arg === '--no-lockfile') flags.lockfile = false;
    else if (arg === '--pages') options.pages = value().split(',').filter(Boolean);
    else if (arg === '--languages') {
      const asked = value().split(',').filter(Boolean);
      const unknown = asked.filter((name) => !isLocale(name));
      if (unknown.length)
        throw new Error(`--languages takes ${locales.join(',')} (not ${unknown.join(',')})`);
      options.languages = languagesOf({ ...options, languages: asked.filter(isLocale) });
    } else if (arg === '--with') {
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
      'usage: npm run create-site -- <demo> <dir> [--pages a,b] [--with blog|shop|parts] [--languages en,de,ar] [--dry-run] [--diff] [--force] [--no-lockfile]',
    );
  options.demo = demo;
  return { options, dir, flags };
}

/** What create-site did about the links of the pages' copy, and the links it could not handle. */
function reportLinks(plan: Plan) {
  for (const { extra, href, from } of plan.withExtras)
    console.log(`carried the ${extra} pages (as --with ${extra}): ${from} links to ${href}`);
  for (const { path: p, from } of plan.linkedPages)
    console.log(`carried ${p}: ${from} links to it`);
  for (const { href, file } of plan.droppedLinks)
    console.log(
      `dropped the link to ${href} from this site's copy of ${file} (a page it does not have)`,
    );
  for (const { href, file } of plan.homedLinks)
    console.log(
      `pointed the link to ${href} in this site's copy of ${file} at / (a page it does not have: change the copy)`,
    );
  for (const { href, file } of plan.deadLinks)
    console.warn(
      `warning: ${file} links to ${href}, a page this site does not have (--pages adds it, or change the copy)`,
    );
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
    console.log(`registry items, dependencies first: ${plan.items.join(', ')}`);
    console.log(`would write ${result.written.length} files to ${dir}`);
    reportLinks(plan);
    return;
  }
  for (const f of result.removed ?? [])
    console.log(`- ${f} (written by the earlier create-site, not in this one)`);
  console.log(
    `wrote ${result.written.length} files${flags.lockfile ? ' and package-lock.json' : ''} to ${dir}: the ${plan.demo.title} demo at /, ${plan.rows.length} more pages, ${plan.sections.length} sections, in ${plan.languages.join(', ')}`,
  );
  reportLinks(plan);
  console.log(`next: cd ${dir} && npm install && npm start`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
