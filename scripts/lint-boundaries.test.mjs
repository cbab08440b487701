// The site's layer rules (eslint.config.js) fail on a violation: each case lints a small file placed in a
// layer and expects the rule's error; the allowed forms lint clean.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const app = join(root, 'apps/web/app');
const eslint = new ESLint({ cwd: root });

/** The messages of the import rules for `code` as if it were the file at `path` (relative to app/). */
async function importProblems(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(app, path) });
  return result.messages
    .filter((m) => /restricted-imports|no-cycle/.test(m.ruleId ?? ''))
    .map((m) => m.message);
}

// ESLint's first lint loads the whole config and its plugins: seconds on a busy machine, hence the timeout.
describe('layer boundaries (npm run lint)', { timeout: 60_000 }, () => {
  it('sections import no content values and no features', async () => {
    expect(
      await importProblems(
        'components/sections/demo/demo.tsx',
        "import { socialLinks } from '~/content/social.ts';\nexport const links = socialLinks;\n",
      ),
    ).toEqual([expect.stringContaining('Sections take their data as props')]);
    expect(
      await importProblems(
        'components/sections/demo/demo.tsx',
        "import { useCart } from '~/features/shop/use-cart.ts';\nexport const hook = useCart;\n",
      ),
    ).toEqual([expect.stringContaining('import no feature')]);
  });

  it('ui primitives and form helpers import no section and no layout', async () => {
    expect(
      await importProblems(
        'components/ui/demo.tsx',
        "import { Hero } from '~/components/sections/hero/hero.tsx';\nexport const hero = Hero;\n",
      ),
    ).toEqual([
      expect.stringContaining('ui primitives and form helpers import nothing above them'),
    ]);
    expect(
      await importProblems(
        'components/forms/demo.tsx',
        "import { PageLayout } from '~/components/layout/page-layout.tsx';\nexport const l = PageLayout;\n",
      ),
    ).toEqual([
      expect.stringContaining('ui primitives and form helpers import nothing above them'),
    ]);
  });

  it('a feature imports no other feature', async () => {
    expect(
      await importProblems(
        'features/parts/demo.ts',
        "import { useCart } from '~/features/shop/use-cart.ts';\nexport const hook = useCart;\n",
      ),
    ).toEqual([expect.stringContaining('A feature imports no other feature')]);
  });

  it('content imports only types from the code', async () => {
    const value =
      "import { Hero } from '~/components/sections/hero/hero.tsx';\nexport const h = Hero;\n";
    expect(await importProblems('content/demo.ts', value)).toEqual([
      expect.stringContaining('Content imports only types'),
    ]);
    const type =
      "import type { HeroData } from '~/components/sections/hero/hero.tsx';\nexport const h: HeroData | undefined = undefined;\n";
    expect(await importProblems('content/demo.ts', type)).toEqual([]);
  });

  it('only the route table imports pages, and ../../ chains are refused', async () => {
    expect(
      await importProblems(
        'lib/demo.ts',
        "import Page from '~/pages/shop/shop-page.tsx';\nexport const p = Page;\n",
      ),
    ).toEqual([expect.stringContaining('Only the route table imports pages')]);
    expect(
      await importProblems(
        'components/sections/demo/demo.ts',
        "import { cn } from '../../ui/cn.ts';\nexport const c = cn;\n",
      ),
    ).toEqual([expect.stringContaining('Use the ~/ alias')]);
  });

  it('sections import no layout', async () => {
    expect(
      await importProblems(
        'components/sections/demo/demo.tsx',
        "import { PageLayout } from '~/components/layout/page-layout.tsx';\nexport const l = PageLayout;\n",
      ),
    ).toEqual([expect.stringContaining('Sections import no layout')]);
  });

  it('the shell imports no lib/; lib/ may import the shell', async () => {
    expect(
      await importProblems(
        'shell/demo.ts',
        "import { pageMeta } from '~/lib/page-meta.ts';\nexport const m = pageMeta;\n",
      ),
    ).toEqual([expect.stringContaining('The shell imports no lib/')]);
    expect(
      await importProblems(
        'shell/demo.ts',
        "import { pageMeta } from '../lib/page-meta.ts';\nexport const m = pageMeta;\n",
      ),
    ).toEqual([expect.stringContaining('The shell imports no lib/')]);
    expect(
      await importProblems(
        'lib/demo.ts',
        "import { useInitialHydrationDone } from '~/shell/hydration.tsx';\nexport const h = useInitialHydrationDone;\n",
      ),
    ).toEqual([]);
  });

  it('a feature imports its own content only', async () => {
    expect(
      await importProblems(
        'features/shop/demo.ts',
        "import { shopProducts } from '~/content/shop.ts';\nexport const p = shopProducts;\n",
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        'features/parts/demo.ts',
        "import type { AircraftLineContent } from '~/content/parts/aircraft-lines.ts';\nexport type A = AircraftLineContent;\n",
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        'features/shop/demo.ts',
        "import { socialLinks } from '~/content/social.ts';\nexport const l = socialLinks;\n",
      ),
    ).toEqual([expect.stringContaining('A feature imports only its own content')]);
    expect(
      await importProblems(
        'features/shop/demo.ts',
        "import { shopCopy } from '~/content/shop-copy.ts';\nexport const c = shopCopy;\n",
      ),
    ).toEqual([expect.stringContaining('A feature imports only its own content')]);
  });

  it('the relativeOnly files are held to their layer through relative imports', async () => {
    // content/footer.ts: types from a section, never values.
    expect(
      await importProblems(
        'content/footer.ts',
        "import { footerThemes } from '../components/sections/footer/footer-config.ts';\nexport const k = footerThemes;\n",
      ),
    ).toEqual([expect.stringContaining('Content imports only types')]);
    expect(
      await importProblems(
        'content/footer.ts',
        "import type { FooterColumn } from '../components/sections/footer/footer-config.ts';\nexport type C = FooterColumn;\n",
      ),
    ).toEqual([]);
    // A section's relativeOnly file: no content, no layout, and a ../../ chain is allowed to it.
    expect(
      await importProblems(
        'components/sections/footer/footer-config.ts',
        "import { socialLinks } from '../../../content/social.ts';\nexport const l = socialLinks;\n",
      ),
    ).toEqual([expect.stringContaining('Sections take their data as props')]);
    expect(
      await importProblems(
        'components/sections/portfolio/portfolio-variants.ts',
        "import { fixedFooter } from '../../layout/fixed-footer.ts';\nexport const f = fixedFooter;\n",
      ),
    ).toEqual([expect.stringContaining('Sections import no layout')]);
    // The site map and lib/artwork.ts: no pages.
    expect(
      await importProblems(
        'site-map/core.ts',
        "import Page from '../pages/shop/shop-page.tsx';\nexport const p = Page;\n",
      ),
    ).toEqual([expect.stringContaining('Only the route table imports pages')]);
    expect(
      await importProblems(
        'lib/artwork.ts',
        "import Page from '../pages/shop/shop-page.tsx';\nexport const p = Page;\n",
      ),
    ).toEqual([expect.stringContaining('Only the route table imports pages')]);
  });

  describe('import cycles', () => {
    const dir = join(app, 'lib/__cycle_fixture__');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('are refused', async () => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
      const [result] = await eslint.lintFiles([join(dir, 'a.ts')]);
      expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    });
  });
});
