import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registryIndexSchema, registryItemSchema } from '../../packages/contracts/src/registry.ts';
import { demos } from '../../apps/web/app/content/demos/index.ts';
import { addSection, relativeImports, resolveItems } from './add-section.ts';
import { parseArgs, planSite, writeSite, type Plan } from './create-site.ts';
import { buildRegistry, demoItemName } from './registry.ts';
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
    expect(fontPackages(p).length).toBeLessThanOrEqual(6);
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

  it("names the links of its pages' copy to pages it does not hold, and the pages its mails link to join it", () => {
    const p = plan('restaurant', [], ['about-us']);
    expect(p.deadLinks).toContainEqual({
      href: '/page/our-story',
      file: 'app/content/pages/about-us.ts',
    });
    expect(p.rows.map((row) => row.path)).toContain('/subscribe/confirm');
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
    expect(writeSite(p, dir, { diff: true }).diff).toEqual({
      added: [],
      changed: ['README.md'],
      extra: ['mine.txt'],
    });
    writeSite(p, dir, { force: true });
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).not.toBe('changed');
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
      options: { demo: 'cafe', pages: ['about-us', 'contact-classic'], with: ['blog'] },
      dir: 'out',
      flags: { dryRun: true, diff: false, force: false },
    });
    expect(() => parseArgs(['cafe'])).toThrow(/usage/);
    expect(() => parseArgs(['cafe', 'out', '--with', 'forum'])).toThrow(/blog\|shop\|parts/);
    expect(() => planSite({ demo: 'nope', pages: [], with: [] })).toThrow(/no demo 'nope'/);
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
    writeSite({ files: new Map([['package.json', { text: '{"name":"mine"}' }]]) } as Plan, dir);
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
