import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registryIndexSchema, registryItemSchema } from '../../packages/contracts/src/registry.ts';
import { demos } from '../../apps/web/app/content/demos/index.ts';
import { addSection, relativeImports, resolveItems } from './add-section.ts';
import { parseArgs, planSite, writeSite, type Plan } from './create-site.ts';
import { trimCompose } from './extract-files.ts';
import { buildRegistry, demoItemName, isTest, pageItemName, root } from './registry.ts';
import { writeRegistry } from './write-registry.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'contrail-site-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const { items } = buildRegistry({ content: true });
const item = (name: string) => items.find((i) => i.name === name)!;
const recipes = demos.map((d) => `app/content/demos/${demoItemName(d)}.ts`);

describe('registry', () => {
  it('has every demo, page module and section as a valid item, names unique', () => {
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
    expect(items.filter((i) => i.type === 'registry:demo')).toHaveLength(demos.length);
    expect(items.filter((i) => i.type === 'registry:section').length).toBeGreaterThan(60);
    // one item per page module: the rows a parameterised module renders (/headers/*, …) are one page
    expect(items.filter((i) => i.type === 'registry:page').length).toBeGreaterThan(75);
    for (const i of items) expect(registryItemSchema.safeParse(i).success).toBe(true);
  });

  it('has the shell in English and each other language as an item its translated pages name', () => {
    const shell = item('shell').files.map((f) => f.path);
    expect(shell).toContain('app/pages/system/not-found-page.tsx');
    expect(shell.filter((f) => /\.(de|ar)\.tsx?$/.test(f))).toEqual([]);
    const german = item('language-de');
    expect(german).toMatchObject({ type: 'registry:lib', title: 'German' });
    expect(german.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['app/pages/system/not-found-page.de.tsx', 'app/i18n/messages.de.ts']),
    );
    expect(german.files.filter((f) => /\.ar\.tsx?$/.test(f.path))).toEqual([]);
    expect(item('language-ar').title).toBe('Arabic');
    const germanParts = items.find((i) => i.route === '/de/parts')!;
    expect(germanParts.registryDependencies).toContain('language-de');
    expect(items.find((i) => i.route === '/parts')!.registryDependencies).not.toContain(
      'language-de',
    );
  });

  it("a demo's files are its own: its recipe and page, no other demo's; fonts and colours from its recipe", () => {
    const restaurant = item('restaurant');
    const paths = restaurant.files.map((f) => f.path);
    expect(paths).toContain('app/content/demos/restaurant.ts');
    expect(paths).toContain('app/pages/home/home-restaurant.tsx');
    expect(paths.filter((p) => recipes.includes(p))).toEqual(['app/content/demos/restaurant.ts']);
    expect(restaurant.fonts.map((f) => f.package)).toEqual([
      '@fontsource-variable/playfair-display',
      '@fontsource-variable/jost',
    ]);
    expect(restaurant.cssVars.dark?.brand).toBe('#c9a24b');
    expect(restaurant.registryDependencies).toEqual(
      expect.arrayContaining(['shell', 'section-booking-form', 'section-menu-list']),
    );
  });

  it('a section names the sections it uses as registry dependencies and carries its files with their text', () => {
    const hero = item('section-hero');
    expect(hero.registryDependencies).toContain('section-carousel');
    expect(hero.files.map((f) => f.path)).toContain('app/components/sections/hero/hero.tsx');
    expect(hero.files.every((f) => typeof f.content === 'string')).toBe(true);
    expect(hero.files.some((f) => f.path.startsWith('app/components/sections/carousel/'))).toBe(
      false,
    );
  });

  it('is written as /r/<name>.json and /r/index.json', () => {
    const out = path.join(temp, 'r');
    writeRegistry(out);
    const index = registryIndexSchema.parse(
      JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')),
    );
    expect(index.items.map((i) => i.name)).toContain('section-booking-form');
    const one = registryItemSchema.parse(
      JSON.parse(readFileSync(path.join(out, 'section-booking-form.json'), 'utf8')),
    );
    expect(one.files.length).toBeGreaterThan(0);
  });
});

describe('create-site', () => {
  const plans = new Map<string, Plan>();
  const plan = (
    demo: string,
    extra: Parameters<typeof planSite>[0]['with'] = [],
    pages: string[] = [],
  ) => {
    const key = `${demo}:${extra.join()}:${pages.join()}`;
    if (!plans.has(key)) plans.set(key, planSite({ demo, pages, with: extra }));
    return plans.get(key)!;
  };
  const webDeps = (p: Plan) => p.dependencies['apps/web'] ?? [];
  const fontPackages = (p: Plan) => webDeps(p).filter((d) => d.startsWith('@fontsource'));

  it.each([
    ['restaurant', [], ['about-us']],
    ['fashion-shop', ['shop'], []],
    ['creative-portfolio', [], ['contact-classic']],
  ] as const)('%s: its own recipe, its fonts, no other demo', (demo, extra, pages) => {
    const p = plan(demo, [...extra], [...pages]);
    const files = [...p.files.keys()];
    const own = `apps/web/app/content/demos/${demo}.ts`;
    expect(files).toContain(own);
    expect(files.filter((f) => recipes.some((r) => f === `apps/web/${r}`))).toEqual([own]);
    expect(
      files.some(
        (f) => /content\/home\//.test(f) && !f.includes(`/${demo}`) && !f.endsWith('.test.ts'),
      ),
    ).toBe(false);
    const recipe = demos.find((d) => demoItemName(d) === demo)!;
    expect(fontPackages(p)).toEqual(
      expect.arrayContaining([recipe.fonts.display.package, recipe.fonts.body.package]),
    );
    // its pair, the site's pair (the shell's default) and the two metric sources of the fallbacks: no other
    // (English only: no Arabic face)
    expect(fontPackages(p).length).toBeLessThanOrEqual(6);
    expect(fontPackages(p).filter((d) => /cairo/i.test(d))).toEqual([]);
    // The artwork is drawn by the extract's build (scripts/generate-artwork.ts), not copied from an earlier one.
    expect(p.files.has('apps/web/scripts/generate-artwork.ts')).toBe(true);
    expect(files.filter((f) => f.startsWith('apps/web/public/artwork/'))).toEqual([]);
    for (const file of [
      'README.md',
      'package.json',
      '.ci/run',
      'Dockerfile',
      'compose.yaml',
      'e2e/crawl.spec.ts',
    ])
      expect(p.files.has(file)).toBe(true);
  });

  it("is in English only unless --languages asks: no other language's page, messages or typeface", () => {
    const english = plan('restaurant', [], ['about-us']);
    const files = [...english.files.keys()];
    const text = (p: Plan, file: string) => {
      const planned = p.files.get(file)!;
      return 'text' in planned ? planned.text : readFileSync(path.join(root, planned.from), 'utf8');
    };
    expect(english.languages).toEqual(['en']);
    // No other language's file in any workspace: the site's pages, the API's messages, the contracts'.
    expect(files.filter((f) => /\.(de|ar)(\.test)?\.tsx?$/.test(f))).toEqual([]);
    expect(text(english, 'apps/api/src/i18n/languages.ts')).not.toMatch(/messages\.(de|ar)/);
    expect(text(english, 'packages/contracts/src/i18n/accept-language.ts')).toContain(
      "export const apiLocales = ['en'] as const;",
    );
    expect(english.rows.filter((row) => /^\/(de|ar)(\/|$)/.test(row.path))).toEqual([]);
    expect(text(english, 'apps/web/app/i18n/locales.ts')).toMatch(/locales = \['en'\] as const/);
    expect(text(english, 'apps/web/app/i18n/locales.ts')).not.toMatch(/العربية|Deutsch/);
    expect(text(english, 'apps/web/app/lib/typefaces.ts')).not.toMatch(/Cairo/);
    expect(text(english, 'README.md')).toContain('English only');

    const arabic = planSite({
      demo: 'restaurant',
      pages: ['about-us'],
      with: [],
      languages: ['ar'],
    });
    expect(arabic.languages).toEqual(['en', 'ar']);
    for (const file of [
      'apps/web/app/pages/system/not-found-page.ar.tsx',
      'apps/web/app/pages/home/home-restaurant.ar.tsx',
      'apps/web/app/i18n/messages.ar.ts',
    ])
      expect(arabic.files.has(file), file).toBe(true);
    expect(arabic.files.has('apps/web/app/i18n/messages.de.ts')).toBe(false);
    // The API answers in Arabic too, and not in German.
    expect(arabic.files.has('apps/api/src/i18n/messages.ar.ts')).toBe(true);
    expect(arabic.files.has('apps/api/src/i18n/messages.de.ts')).toBe(false);
    expect(text(arabic, 'apps/api/src/i18n/languages.ts')).toMatch(/^ {2}ar,$/m);
    expect(text(arabic, 'packages/contracts/src/i18n/accept-language.ts')).toContain(
      "export const apiLocales = ['en', 'ar'] as const;",
    );
    // The demo's translation is the language's root, as the demo is the site's.
    expect(arabic.rows.find((row) => row.path === '/ar')?.module).toBe(
      'pages/home/home-restaurant.ar.tsx',
    );
    expect(text(arabic, 'apps/web/app/site-map/index.ts')).toContain('"path":"/ar"');
    expect(text(arabic, 'apps/web/app/i18n/locales.ts')).toContain(
      "export const translatedPaths = ['/'] as const;",
    );
    expect((arabic.dependencies['apps/web'] ?? []).filter((d) => /cairo/.test(d))).toEqual([
      '@fontsource-variable/cairo',
    ]);
    expect(text(arabic, 'README.md')).toContain('en, ar');
  });

  it("carries the tests of its sections, its server and its build, not the template's whole-site tests", () => {
    const files = [...plan('restaurant', [], ['about-us']).files.keys()];
    for (const test of [
      'apps/web/app/components/sections/booking-form/booking-form.test.tsx',
      'apps/web/app/components/sections/menu-list/menu-list.test.tsx',
      'apps/api/src/booking/booking-routes.test.ts',
      'apps/api/src/send/send-routes.test.ts',
      'packages/contracts/src/send.test.ts',
    ])
      expect(files).toContain(test);
    for (const test of [
      'apps/web/app/site-map/site-map.test.ts',
      'apps/web/app/routes.test.ts',
      'apps/api/src/cart/cart-routes.test.ts',
      'apps/web/app/features/parts/components/search-box.test.tsx',
    ])
      expect(files).not.toContain(test);
  });

  it("carries the parts' API tests with the parts, and a language's API test with that language only", () => {
    const files = [
      ...planSite({
        demo: 'restaurant',
        pages: [],
        with: ['parts'],
        languages: ['de'],
      }).files.keys(),
    ];
    for (const test of [
      'apps/api/src/cart/cart-routes.test.ts',
      'apps/api/src/inquiry/inquiry-routes.test.ts',
      'apps/api/src/catalogue/catalogue-routes.test.ts',
      'apps/api/src/http/language.de.test.ts',
      'apps/api/test/language-suite.ts',
      'apps/api/src/catalogue/testing.ts',
    ])
      expect(files).toContain(test);
    expect(files).not.toContain('apps/api/src/http/language.ar.test.ts');
  });

  it('carries the small pages of its family its pages link to, drops the other links from its copy, warns of none', () => {
    const p = plan('restaurant', [], ['about-us']);
    expect(p.linkedPages).toEqual([
      { path: '/page/our-story', from: 'app/content/pages/about-us.ts' },
      { path: '/page/our-services', from: 'app/content/pages/about-us.ts' },
    ]);
    expect(p.rows.map((row) => row.path)).toEqual(
      expect.arrayContaining(['/page/about-us', '/page/our-story', '/subscribe/confirm']),
    );
    // A page that joined brings no more: its call to action to a page the extract lacks leads home instead.
    expect(p.homedLinks).toContainEqual({
      href: '/page/who-we-are',
      file: 'app/content/pages/our-story.ts',
    });
    const story = p.files.get('apps/web/app/content/pages/our-story.ts')!;
    expect('text' in story && story.text).not.toContain("'/page/who-we-are'");
    expect('text' in story && story.text).toContain("label: 'Who we are', href: '/' }");
    // Only what a page renders counts: the breadcrumbs of the pages it lacks in a shared file are no warning.
    expect(p.deadLinks).toEqual([]);
  });

  it('carries the privacy policy its contact form’s consent links to (a legal page, of any family)', () => {
    const p = plan('creative-portfolio', [], ['contact-classic']);
    expect(p.linkedPages).toContainEqual({
      path: '/privacy',
      from: 'app/components/sections/contact-form/contact-consent.tsx',
    });
    expect(p.rows.map((row) => row.path)).toContain('/privacy');
    expect(p.homedLinks.filter((link) => link.href === '/privacy')).toEqual([]);
  });

  it('carries the case studies its project tiles open, and the shop its product tiles link to', () => {
    const portfolio = plan('creative-portfolio');
    for (const n of [1, 2, 3, 4, 5])
      expect(portfolio.rows.map((row) => row.path)).toContain(
        `/portfolio/single-project-page-0${n}`,
      );
    const shop = plan('fashion-shop');
    expect(shop.withExtras).toEqual([expect.objectContaining({ extra: 'shop' })]);
    expect(shop.rows.map((row) => row.path)).toEqual(
      expect.arrayContaining(['/shop/single-product', '/shop/shopping-cart', '/shop/checkout']),
    );
    expect(shop.homedLinks).toEqual([]);
  });

  it('points a page path held in a constant at its home when it lacks the page', () => {
    const p = plan('startup');
    expect(p.homedLinks).toContainEqual({
      href: '/page/what-we-offer',
      file: 'app/content/startup.ts',
    });
    const copy = p.files.get('apps/web/app/content/startup.ts')!;
    expect('text' in copy && copy.text).not.toContain('/page/what-we-offer');
  });

  it('carries the server routes its forms call and no other', () => {
    const routes = (p: Plan) => {
      const planned = p.files.get('apps/api/src/routes.ts')!;
      return 'text' in planned ? planned.text : '';
    };
    expect(routes(plan('restaurant', [], ['about-us']))).toMatch(/bookingRoutes/);
    expect(routes(plan('restaurant', [], ['about-us']))).not.toMatch(/cartRoutes|catalogueRoutes/);
    const parts = planSite({ demo: 'creative-portfolio', pages: [], with: ['parts'] });
    expect(routes(parts)).toMatch(/catalogueRoutes/);
    expect(routes(parts)).toMatch(/cartRoutes/);
    // Without the parts: no catalogue plugin, seed or import command, and the migrations whole (0042).
    const restaurant = plan('restaurant', [], ['about-us']);
    const app = restaurant.files.get('apps/api/src/app.ts')!;
    expect('text' in app && app.text).not.toMatch(/catalogue/);
    for (const file of [
      'apps/api/src/plugins/app/catalogue.ts',
      'apps/api/src/cli/seed.ts',
      'apps/api/src/cli/import-catalogue.ts',
      'apps/api/docs/catalogue-import.md',
    ]) {
      expect(restaurant.files.has(file), file).toBe(false);
      expect(parts.files.has(file), file).toBe(true);
    }
    expect(restaurant.files.has('apps/api/src/db/migrations/0010-catalogue.ts')).toBe(true);
    // The README of a site with the parts says how the business opens its desk, with the command it carries.
    const readme = (p: Plan) => {
      const planned = p.files.get('README.md')!;
      return 'text' in planned ? planned.text : '';
    };
    expect(readme(parts)).toContain(
      'npm run desk:invite -w @contrail/api -- you@example.com --role admin --print',
    );
    expect(parts.files.has('apps/api/src/cli/desk-invite.ts')).toBe(true);
    // The root README's section, less its link to docs the site does not carry.
    expect(readme(parts)).toContain('## The parts desk: answer inquiries with quotes');
    expect(readme(parts)).not.toContain('docs/security.md');
    expect(readme(restaurant)).not.toContain('desk:invite');
    // Every page of the site wears the demo's theme: the site theme is the demo's recipe's.
    const siteTheme = restaurant.files.get('apps/web/app/content/site-theme.ts')!;
    expect('text' in siteTheme && siteTheme.text).toMatch(
      /import demo from '\.\/demos\/restaurant\.ts';[\s\S]*siteTheme: DemoTheme \| undefined = demo\.theme;/,
    );
  });

  it('carries the deployment files: compose without what its server does not use, the topology runner', () => {
    const p = plan('restaurant', [], ['about-us']);
    const text = (file: string) => {
      const planned = p.files.get(file)!;
      return 'text' in planned ? planned.text : readFileSync(path.join(root, planned.from), 'utf8');
    };
    expect(text('compose.yaml')).toMatch(/^name: contrail-restaurant$/m);
    expect(text('compose.yaml')).toContain('REDIS_URL'); // rate limits and mail caps of /api/send
    expect(text('package.json')).toContain('deploy/topology.ts');
    expect(p.files.has('deploy/topology.ts')).toBe(true);
    const withoutRedis = trimCompose(text('compose.yaml'), { name: 'x', redis: false });
    expect(withoutRedis).not.toMatch(/redis/i);
    expect(withoutRedis).toContain('PostgreSQL');
    expect(withoutRedis).toMatch(/postgres:\n/);
  });

  it('is made of the registry items its pages name, dependencies first: the published items, whole', () => {
    const p = plan('restaurant', [], ['about-us']);
    const byName = new Map(items.map((i) => [i.name, i]));
    // The shell first; each section before the items naming it (but for two that import each other, as blog
    // and blog-post do); the demo and its pages by their items.
    expect(p.items[0]).toBe('shell');
    for (const [at, name] of p.items.entries())
      for (const dep of byName.get(name)?.registryDependencies ?? [])
        if (!byName.get(dep)?.registryDependencies.includes(name))
          expect(p.items.indexOf(dep), `${dep} before ${name}`).toBeLessThan(at);
    expect(p.items).toContain('restaurant');
    expect(p.items).toContain('section-booking-form');
    expect(p.items).toContain(pageItemName(p.rows.find((r) => r.path === '/page/about-us')!));
    // Its web app's modules are exactly the files of those items as /r/<name>.json publishes them (the
    // demo's and each page's item, and their sections whole, every variant a buyer may switch to)…
    const published = new Set(
      p.items.flatMap((name) => byName.get(name)?.files.map((f) => `apps/web/${f.path}`) ?? []),
    );
    const sources = [...p.files.keys()].filter(
      (f) =>
        f.startsWith('apps/web/') &&
        /\.(tsx?|css)$/.test(f) &&
        // tests and their helpers, and declaration files (virtual modules' types), are carried for the
        // extract's tests and type-check, not page code
        !isTest(f) &&
        !f.endsWith('.d.ts'),
    );
    expect(sources.filter((f) => !published.has(f))).toEqual([]);
    expect([...published].filter((f) => !p.files.has(f))).toEqual([]);
    expect(p.files.has('apps/web/app/components/sections/hero/hero-video.tsx')).toBe(true);
    // …and no other section's folder (shared files are listed with each item that uses them; other demos'
    // recipes are checked above).
    const others = items.filter((i) => !p.items.includes(i.name) && i.type === 'registry:section');
    const stray = others.flatMap((i) =>
      i.files
        .filter(
          (f) =>
            p.files.has(`apps/web/${f.path}`) &&
            f.path.startsWith(`app/components/sections/${i.name.slice('section-'.length)}/`),
        )
        .map((f) => `${i.name}: ${f.path}`),
    );
    expect(stray).toEqual([]);
  });

  it('the site map holds the demo at / and the chosen pages only', () => {
    const p = plan('restaurant', [], ['about-us']);
    const planned = p.files.get('apps/web/app/site-map/index.ts')!;
    const text = 'text' in planned ? planned.text : '';
    expect(text).toContain("path: '/'");
    expect(text).toContain('"/page/about-us"');
    expect(text).not.toContain('/page/contact-classic');
  });

  it('writes, refuses to overwrite without --force, and --diff / --dry-run list what would change', () => {
    const p = plan('restaurant', [], ['about-us']);
    const dir = path.join(temp, 'restaurant');
    expect(writeSite(p, dir, { dryRun: true }).written).toContain('README.md');
    expect(existsSync(dir)).toBe(false);
    writeSite(p, dir);
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain('npm install && npm start');
    const pkg = JSON.parse(readFileSync(path.join(dir, 'apps/web/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies)).not.toContain('@fontsource/anton');
    expect(() => writeSite(p, dir)).toThrow(/--force/);
    writeFileSync(path.join(dir, 'README.md'), 'changed');
    writeFileSync(path.join(dir, 'mine.txt'), 'mine');
    // Not extra: git's own files, and what the build and the server write (the .gitignore create-site wrote).
    for (const made of ['.git/HEAD', 'apps/web/public/artwork/hero.svg', 'var/contrail.db']) {
      mkdirSync(path.dirname(path.join(dir, made)), { recursive: true });
      writeFileSync(path.join(dir, made), 'made');
    }
    expect(writeSite(p, dir, { diff: true }).diff).toEqual({
      added: [],
      changed: ['README.md'],
      extra: ['mine.txt'],
    });
    // Nor what the buyer's own .gitignore leaves out.
    writeFileSync(path.join(dir, '.env'), 'SECRET=1');
    expect(writeSite(p, dir, { diff: true }).diff?.extra).toEqual(['.env', 'mine.txt']);
    writeFileSync(
      path.join(dir, '.gitignore'),
      `${readFileSync(path.join(dir, '.gitignore'))}.env\n`,
    );
    expect(writeSite(p, dir, { diff: true }).diff).toEqual({
      added: [],
      changed: ['.gitignore', 'README.md'],
      extra: ['mine.txt'],
    });
    writeSite(p, dir, { force: true });
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).not.toBe('changed');
    // --force into the folder of an earlier extract removes the files it wrote that this one lacks, only those.
    const story = 'apps/web/app/pages/company/our-story.tsx';
    const smaller = { ...p, files: new Map([...p.files].filter(([file]) => file !== story)) };
    expect(writeSite(smaller, dir, { force: true }).removed).toEqual([story]);
    expect(existsSync(path.join(dir, story))).toBe(false);
    expect(existsSync(path.join(dir, 'mine.txt'))).toBe(true);
    expect(existsSync(path.join(dir, 'apps/web/app/pages/company/about-us.tsx'))).toBe(true);
  });

  it('reads its arguments and rejects a demo or page it does not know', () => {
    expect(
      parseArgs([
        'cafe',
        'out',
        '--pages',
        'about-us,contact-classic',
        '--with',
        'blog',
        '--dry-run',
      ]),
    ).toEqual({
      options: {
        demo: 'cafe',
        pages: ['about-us', 'contact-classic'],
        with: ['blog'],
        languages: ['en'],
      },
      dir: 'out',
      flags: { dryRun: true, diff: false, force: false, lockfile: true },
    });
    expect(() => parseArgs(['cafe'])).toThrow(/usage/);
    expect(() => parseArgs(['cafe', 'out', '--with', 'forum'])).toThrow(/blog\|shop\|parts/);
    expect(parseArgs(['cafe', 'out', '--languages', 'ar,de']).options.languages).toEqual([
      'en',
      'de',
      'ar',
    ]);
    expect(() => parseArgs(['cafe', 'out', '--languages', 'fr'])).toThrow(/en,de,ar \(not fr\)/);
    expect(() => planSite({ demo: 'nope', pages: [], with: [] })).toThrow(/no demo 'nope'/);
    // A demo by its route, as the address bar shows it, is the same demo.
    for (const route of ['home-cafe', '/home-cafe'])
      expect(planSite({ demo: route, pages: [], with: [] }).demo.route).toBe('/home-cafe');
    expect(() => planSite({ demo: 'cafe', pages: ['nope'], with: [] })).toThrow(
      /no page at \/nope/,
    );
  });
});

describe('add-section', () => {
  it('takes a section, its section dependencies first, into a project with relative imports', () => {
    expect(
      resolveItems(items, 'hero')
        .map((i) => i.name)
        .at(-1),
    ).toBe('section-hero');
    expect(resolveItems(items, 'hero').map((i) => i.name)).toContain('section-carousel');
    const dir = path.join(temp, 'app');
    rmSync(dir, { recursive: true, force: true });
    expect(() => addSection('booking-form', dir, { items })).toThrow(/no package.json/);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{"name":"mine"}');
    const result = addSection('booking-form', dir, { items });
    expect(result.files).toContain(
      'src/contrail/components/sections/booking-form/booking-form.tsx',
    );
    expect(result.dependencies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^react-hook-form@/),
        expect.stringMatching(/^zod@/),
      ]),
    );
    for (const file of result.files.filter((f) => /\.tsx?$/.test(f))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/from '~\/|from '@contrail\/contracts/);
    }
    expect(readFileSync(path.join(dir, result.css), 'utf8')).toContain(
      '--color-brand: var(--brand)',
    );
    expect(() => addSection('booking-form', dir, { items })).toThrow(/--force/);
    expect(() => addSection('restaurant', dir, { items })).toThrow(/not a section/);
  });

  it('writes `~/` imports as relative paths', () => {
    expect(
      relativeImports(
        "import { cn } from '~/components/ui/cn.ts';",
        'app/components/sections/hero/hero.tsx',
      ),
    ).toBe("import { cn } from '../../ui/cn.ts';");
  });
});
