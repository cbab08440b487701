import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Under a sub-path base (CONTRAIL_BASE=/site/) React Router prerenders each page to `<clientDir>/site/…/index.html`
 * while Vite writes the assets and the public files to `<clientDir>/assets`, `<clientDir>/artwork`. This moves
 * the pages up beside them, so `clientDir` is exactly what a static host serves at the base (`/site/` →
 * `clientDir/index.html`, `/site/assets/x.js` → `clientDir/assets/x.js`). Returns how many entries moved. A
 * name the pages and the public files both use stops the build instead of overwriting either.
 */
export async function movePagesToBuildRoot(clientDir: string, base: string): Promise<number> {
  if (base === '/') return 0;
  const pagesDir = join(clientDir, ...base.split('/').filter(Boolean));
  if (!existsSync(pagesDir)) throw new Error(`post-build: no pages were prerendered under ${base}`);
  const entries = await readdir(pagesDir);
  for (const name of entries) {
    if (existsSync(join(clientDir, name)) && join(clientDir, name) !== pagesDir)
      throw new Error(`post-build: ${name} is both a prerendered page and a file of the build`);
  }
  for (const name of entries) {
    // The base's own first segment may be a page's name too (`/site/site/`): move it aside first.
    const from = join(pagesDir, name);
    const to = join(clientDir, name);
    if (to === join(clientDir, base.split('/').filter(Boolean)[0] ?? '')) {
      await rename(from, `${to}.page-tmp`);
    } else {
      await rename(from, to);
    }
  }
  await rm(join(clientDir, base.split('/').filter(Boolean)[0] ?? ''), { recursive: true });
  for (const name of entries) {
    if (existsSync(join(clientDir, `${name}.page-tmp`)))
      await rename(join(clientDir, `${name}.page-tmp`), join(clientDir, name));
  }
  return entries.length;
}
