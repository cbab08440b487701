import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  registryItemSchema,
  type RegistryFont,
  type RegistryItem,
} from '../../packages/contracts/src/registry.ts';
import { demos, type Demo } from '../../apps/web/app/content/demos/index.ts';
import {
  inScheme,
  schemesOf,
  themeColours,
  themeStyle,
} from '../../apps/web/app/lib/demo-theme.ts';
import { webFamily } from '../../apps/web/app/lib/typefaces.ts';
import {
  defaultLocale,
  isLocale,
  localeInfo,
  localeOf,
  locales,
  type Locale,
} from '../../apps/web/app/i18n/locales.ts';
import { siteRoutes, type SiteRoute } from '../../apps/web/app/site-map/index.ts';
import { walk, webResolver, type Graph, type Resolver } from './graph.ts';

// The registry items (issue 39 §2), computed from the import graph: a demo's, page's or section's files are
// what its module imports, transitively, less what the shell (every page's frame: root, header, footer,
// build) already carries and less the sections it uses, which are registry dependencies of their own.

export const root = path.resolve(import.meta.dirname, '../..');
const web = 'apps/web';
export const app = `${web}/app`;

/** The files every extract carries whatever its pages: the app's frame, its build and its server entry. */
export const shellEntries = [
  `${app}/root.tsx`,
  `${app}/entry.client.tsx`,
  `${app}/entry.server.tsx`,
  `${app}/routes.ts`,
  `${app}/not-found-pages.ts`,
  `${app}/pages/system/not-found-page.tsx`,
  // routes.ts names a 404 page per language (`/de/*`): an extract keeps its languages' 404s.
  `${app}/pages/system/not-found-page.de.tsx`,
  `${app}/pages/system/not-found-page.ar.tsx`,
  `${app}/pages/system/lazy-not-found-page.tsx`,
  `${web}/vite.config.ts`,
  `${web}/react-router.config.ts`,
  `${web}/vitest.config.ts`,
  `${web}/test-setup.ts`,
  `${web}/scripts/generate-artwork.ts`,
  `${web}/scripts/post-build.ts`,
  `${web}/scripts/print-routes.ts`,
];

/** The demos index and site map of a site holding only `demo` (at `/`) and `pages`. */
export function extractSources(
  demo: Demo | undefined,
  pages: readonly SiteRoute[],
): Map<string, string> {
  const demoFile = demo ? demo.module.replace('pages/home/home-', '') : '';
  const full = readFileSync(path.join(root, app, 'content/demos/index.ts'), 'utf8');
  const tail = full.slice(full.indexOf('\n];', full.indexOf('export const demos')) + 4);
  const demoIndex = [
    "import { paintDemo, type Demo, type PaintedDemo } from './recipe.ts';",
    demo ? `import demo from './${demoFile.replace(/\.tsx$/, '.ts')}';` : '',
    "export type { Demo, DemoRecipe, PaintedDemo, Palette } from './recipe.ts';",
    '',
    "/** The site's home demo (its page is `/`). `npm run create-site` wrote this list. */",
    `export const demos: readonly Demo[] = [${demo ? 'demo' : ''}];`,
    tail,
  ].join('\n');
  const siteMap = [
    "import { homeRoutes } from './home.ts';",
    "import { concretePathsOf, hrefOf, lookupsOf, servedPathsOf } from './lookup.ts';",
    'import {',
    '  demosByCategory,',
    '  routeGroups,',
    '  type RouteGroup,',
    '  type SiteLink,',
    '  type SiteRoute,',
    "} from './types.ts';",
    '',
    '// The site map: every page of this site, one typed row each (`npm run create-site` wrote it; add a row to',
    '// add a page, see README.md).',
    '',
    'export { routeGroups, type RouteGroup, type SiteLink, type SiteRoute };',
    '',
    '/** Every registered page, in menu order. */',
    'export const siteRoutes: readonly SiteRoute[] = [',
    "  ...homeRoutes.map((row) => ({ ...row, path: '/' })),",
    ...pages.map((row) => `  ${JSON.stringify(row)},`),
    '];',
    '',
    ...siteMapTail(),
  ].join('\n');
  const sources = new Map([
    [`${app}/content/demos/index.ts`, demoIndex],
    [`${app}/site-map/index.ts`, siteMap],
  ]);
  // Every page of a demo's site wears the demo's theme, not the template's own look (decision 0056).
  if (demo)
    sources.set(
      `${app}/content/site-theme.ts`,
      [
        "import type { DemoTheme } from '~/lib/demo-theme.ts';",
        `import demo from './demos/${demoFile.replace(/\.tsx$/, '.ts')}';`,
        '',
        '/**',
        " * The theme of every page that names none (`<PageLayout>` without `theme`): this site's demo's, so its",
        ' * pages look like its home page (`npm run create-site` wrote this file). Set another `DemoTheme` here',
        " * to restyle them all at once, or `undefined` for the template's own look (app.css).",
        ' */',
        'export const siteTheme: DemoTheme | undefined = demo.theme;',
        '',
      ].join('\n'),
    );
  return sources;
}

/** The full site map's functions after its list of rows, as they are (they read `siteRoutes`). */
function siteMapTail(): string[] {
  const text = readFileSync(path.join(root, app, 'site-map/index.ts'), 'utf8');
  const start = text.indexOf('const lookups = lookupsOf(siteRoutes);');
  return text.slice(start).split('\n');
}

/** One import graph per entry set, the files' imports read once. */
export class Graphs {
  readonly resolver: Resolver = webResolver(root);
  constructor(readonly substitute: ReadonlyMap<string, string> = new Map()) {}
  walk(entries: readonly string[]): Graph {
    return walk(this.resolver, entries, this.substitute);
  }
}

const sectionsDir = `${app}/components/sections`;
/** A test, or a helper only tests import (`hero-test-media.ts`, `test-site-details.ts`, `/testing/`). */
export const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || /(^|[/-])test-/.test(file) || file.includes('/testing/');

/** The section library's folders and each one's modules (not its tests). */
export function sectionModules(): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  for (const dir of readdirSync(path.join(root, sectionsDir)).sort()) {
    const files = readdirSync(path.join(root, sectionsDir, dir))
      .filter((file) => /\.tsx?$/.test(file) && !isTest(file) && !file.endsWith('.d.ts'))
      .map((file) => `${sectionsDir}/${dir}/${file}`);
    if (files.length) sections.set(dir, files);
  }
  return sections;
}

/** The section folder a file belongs to, if any. */
export function sectionOf(file: string): string | undefined {
  if (!file.startsWith(`${sectionsDir}/`)) return undefined;
  return file.slice(sectionsDir.length + 1).split('/')[0];
}

/** The version ranges of the packages the project declares (web, api, contracts, root). */
export function declaredVersions(): Map<string, string> {
  const versions = new Map<string, string>();
  for (const file of [
    'package.json',
    'packages/contracts/package.json',
    'apps/api/package.json',
    `${web}/package.json`,
  ]) {
    const json = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    for (const [name, range] of Object.entries({ ...json.devDependencies, ...json.dependencies }))
      versions.set(name, range);
  }
  return versions;
}

const rel = (file: string) => path.relative(web, file);

export function fontsOf(demo: Demo): RegistryFont[] {
  return (['display', 'body'] as const).map((role) => ({
    family: webFamily(demo.fonts[role]),
    package: demo.fonts[role].package,
    role,
  }));
}

export function cssVarsOf(demo: Demo): RegistryItem['cssVars'] {
  // `theme`: what holds in both schemes (radius, families, heading style); `light`/`dark`: each scheme's colours.
  const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const style = Object.entries(themeStyle(demo.theme) as Record<string, string>).filter(
    ([key, value]) => key.startsWith('--') && !value.startsWith('light-dark('),
  );
  const colourNames = new Set([...themeColours, 'danger', 'success'].map(kebab));
  const cssVars: RegistryItem['cssVars'] = {
    theme: Object.fromEntries(
      style.map(([k, v]) => [k.slice(2), v]).filter(([k]) => !colourNames.has(k as string)),
    ),
  };
  for (const scheme of schemesOf(demo.theme)) {
    const { name: _name, scheme: _scheme, ...colours } = inScheme(demo.theme, scheme);
    cssVars[scheme] = Object.fromEntries(Object.entries(colours).map(([k, v]) => [kebab(k), v]));
  }
  return cssVars;
}

/** `/home-restaurant` → `restaurant`; `/about-us` → `page-about-us`; `/` → `page-landing`. */
export function pageItemName(row: SiteRoute): string {
  const slug = row.path
    .split('/')
    .filter((s) => s && !s.startsWith(':') && s !== '*')
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  return `page-${slug || 'landing'}`;
}
export const demoItemName = (demo: Demo) => demo.route.slice('/home-'.length);
export const sectionItemName = (dir: string) => `section-${dir}`;

export interface Registry {
  items: RegistryItem[];
  shell: Graph;
}

/** The 404 page a language brings (`routes.ts` names one per language): its entry into the import graph. */
export const languageEntry = (locale: Locale) => `${app}/pages/system/not-found-page.${locale}.tsx`;
/** The shell's entries of a site in English only: the other languages' 404 pages are their language items. */
export const englishShell = shellEntries.filter(
  (file) => !locales.some((locale) => locale !== defaultLocale && file === languageEntry(locale)),
);
export const languageItemName = (locale: Locale) => `language-${locale}`;

/**
 * The registry's items, each computed on demand from one import graph: the shell (English), a language, a
 * demo, a page (any site-map row), a section. An item's files are what its module imports, transitively, less
 * the shell's and less the sections it uses, which are its registry dependencies. `buildRegistry` lists them
 * all; `create-site` takes the ones its pages name, over its own site map.
 */
export class ItemBuilder {
  readonly shell: Graph;
  private readonly shellFiles: Set<string>;
  private readonly versions = declaredVersions();
  private readonly sectionGraphs = new Map<string, Graph>();
  private readonly sections = sectionModules();

  constructor(
    readonly graphs: Graphs,
    private readonly options: { content?: boolean } = {},
  ) {
    this.shell = graphs.walk(englishShell);
    this.shellFiles = new Set(this.shell.files);
  }

  /** Every section folder's name. */
  sectionNames(): string[] {
    return [...this.sections.keys()];
  }

  private sectionGraph(dir: string): Graph | undefined {
    const files = this.sections.get(dir);
    if (!files) return undefined;
    let graph = this.sectionGraphs.get(dir);
    if (!graph) this.sectionGraphs.set(dir, (graph = this.graphs.walk(files)));
    return graph;
  }

  private withVersion(name: string): string {
    const range = this.versions.get(name);
    return range && !range.startsWith('*') ? `${name}@${range}` : name;
  }

  /** An item's files and dependencies: its graph less the shell and the sections it uses (named instead). */
  private own(graph: Graph, self?: string) {
    // The sections it uses, not counting the shell's files that live in a section's folder (the header's
    // and footer's keys the shell's messages name): those come with the shell.
    const used = new Set(
      graph.files
        .filter((file) => !this.shellFiles.has(file))
        .map(sectionOf)
        .filter((dir): dir is string => !!dir && dir !== self),
    );
    const theirs = new Set([...used].flatMap((dir) => this.sectionGraph(dir)?.files ?? []));
    // A section's own folder is its own even when a section it uses imports back from it (a cycle).
    const files = graph.files.filter(
      (file) =>
        !this.shellFiles.has(file) && (!theirs.has(file) || (!!self && sectionOf(file) === self)),
    );
    const theirPackages = new Set(
      [...used].flatMap((dir) => this.sectionGraph(dir)?.packages ?? []),
    );
    return {
      files: files.map((file) => ({
        path: rel(file),
        ...(self && this.options.content
          ? {
              content:
                this.graphs.substitute.get(file) ?? readFileSync(path.join(root, file), 'utf8'),
            }
          : {}),
      })),
      dependencies: graph.packages
        .filter((name) => !this.shell.packages.includes(name) && !theirPackages.has(name))
        .map((name) => this.withVersion(name)),
      registryDependencies: ['shell', ...[...used].sort().map(sectionItemName)],
    };
  }

  shellItem(): RegistryItem {
    return {
      name: 'shell',
      type: 'registry:lib',
      title: 'Shell',
      description:
        'The frame of every page: root document, header, footer, styles, fonts, artwork, the route registry and the build.',
      files: this.shell.files.map((file) => ({ path: rel(file) })),
      dependencies: this.shell.packages.map((name) => this.withVersion(name)),
      registryDependencies: [],
      cssVars: {},
      fonts: [],
    };
  }

  /** A language beside English: its 404 page, its messages and its typeface. */
  languageItem(locale: Locale): RegistryItem {
    const label = new Intl.DisplayNames('en', { type: 'language' }).of(localeInfo[locale].tag);
    return {
      name: languageItemName(locale),
      type: 'registry:lib',
      title: label ?? locale,
      description: `The site in ${label}: its messages, its 404 page and its typeface (translated pages name it).`,
      ...this.own(this.graphs.walk([languageEntry(locale)])),
      cssVars: {},
      fonts: [],
    };
  }

  demoItem(demo: Demo): RegistryItem {
    const graph = this.graphs.walk([
      `${app}/${demo.module}`,
      `${app}/content/demos/${demoItemName(demo)}.ts`,
    ]);
    return {
      name: demoItemName(demo),
      type: 'registry:demo',
      title: demo.title,
      description: demo.description,
      route: demo.route,
      ...this.own(graph),
      cssVars: cssVarsOf(demo),
      fonts: fontsOf(demo),
    };
  }

  /** A page of the site map (a translated page's item also names its language). */
  pageItem(row: SiteRoute): RegistryItem {
    const item = this.own(this.graphs.walk([`${app}/${row.module}`]));
    const locale = localeOf(row.path);
    return {
      name: pageItemName(row),
      type: 'registry:page',
      title: row.title,
      description: row.description,
      route: row.path,
      ...item,
      registryDependencies:
        locale === defaultLocale
          ? item.registryDependencies
          : [languageItemName(locale), ...item.registryDependencies],
      cssVars: {},
      fonts: [],
    };
  }

  sectionItem(dir: string): RegistryItem {
    const graph = this.sectionGraph(dir);
    if (!graph) throw new Error(`no section '${dir}'`);
    return {
      name: sectionItemName(dir),
      type: 'registry:section',
      title: dir.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
      description: sectionDescription(dir),
      ...this.own(graph, dir),
      cssVars: {},
      fonts: [],
    };
  }

  /** The shell, language and section items by name (demos and pages are asked for by their rows). */
  byName(name: string): RegistryItem | undefined {
    if (name === 'shell') return this.shellItem();
    const locale = /^language-(\w+)$/.exec(name)?.[1];
    if (locale !== undefined) return isLocale(locale) ? this.languageItem(locale) : undefined;
    const dir = /^section-(.+)$/.exec(name)?.[1];
    return dir !== undefined && this.sections.has(dir) ? this.sectionItem(dir) : undefined;
  }
}

/**
 * `wanted` and every item they name as registry dependencies, dependencies first (as shadcn's CLI installs
 * them). `lookup` finds an item by name; a name it does not know is an error naming who needed it.
 */
export function resolveItems(
  wanted: readonly RegistryItem[],
  lookup: (name: string) => RegistryItem | undefined,
): RegistryItem[] {
  const order: RegistryItem[] = [];
  const done = new Set<string>();
  const visit = (item: RegistryItem, trail: string[]) => {
    // Two sections may import each other (a cycle): the one met first goes after the other.
    if (done.has(item.name) || trail.includes(item.name)) return;
    for (const dep of item.registryDependencies) {
      if (done.has(dep) || trail.includes(dep)) continue;
      const found = lookup(dep);
      if (!found) throw new Error(`no registry item '${dep}' (needed by ${item.name})`);
      visit(found, [...trail, item.name]);
    }
    done.add(item.name);
    order.push(item);
  };
  for (const item of wanted) visit(item, []);
  return order;
}

/** Every item: the shell, the languages, the 38 demos, each other page module once, the 73 sections. */
export function buildRegistry(options: { content?: boolean } = {}): Registry {
  const builder = new ItemBuilder(new Graphs(extractSources(undefined, [])), options);
  const items: RegistryItem[] = [
    builder.shellItem(),
    ...locales.filter((l) => l !== defaultLocale).map((l) => builder.languageItem(l)),
    ...demos.map((demo) => builder.demoItem(demo)),
  ];
  const homeModules = new Set(demos.map((demo) => demo.module));
  const seen = new Set<string>();
  for (const row of siteRoutes) {
    if (homeModules.has(row.module) || seen.has(row.module)) continue;
    seen.add(row.module);
    items.push(builder.pageItem(row));
  }
  for (const dir of builder.sectionNames()) items.push(builder.sectionItem(dir));
  return { items: items.map((item) => registryItemSchema.parse(item)), shell: builder.shell };
}

/** The first sentence of a section's README, else its name. */
function sectionDescription(dir: string): string {
  try {
    const text = readFileSync(path.join(root, sectionsDir, dir, 'README.md'), 'utf8');
    const para = text
      .split('\n\n')
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .find((p) => p && !p.startsWith('#'));
    if (para) return para;
  } catch {
    // no README: the folder's name says it
  }
  return `The ${dir.replace(/-/g, ' ')} section.`;
}
