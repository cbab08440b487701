import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { root } from './registry.ts';

// What the extract tests (extracts.test.ts) and `npm run check:extracts` share: an extract built with this
// repository's installed packages, and the links of its prerendered pages checked against its build.

/** Links the repository's installed packages into an extract (so it downloads nothing); its workspaces as its own. */
export function linkPackages(dir: string): void {
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules, { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@contrail') continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  mkdirSync(path.join(modules, '@contrail'));
  symlinkSync('../../packages/contracts', path.join(modules, '@contrail/contracts'));
  for (const workspace of ['apps/web', 'apps/api']) {
    const own = path.join(root, workspace, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(dir, workspace, 'node_modules'));
  }
}

/** The prerendered pages of a client build. */
export function htmlPages(client: string): string[] {
  return readdirSync(client, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every `<a href>` of the build's prerendered pages that leads to no page or file of the build, as
 * "page → href" (the extract's own crawl follows them in a browser; this is its static half).
 */
export function deadLinks(client: string): string[] {
  const dead = new Set<string>();
  for (const page of htmlPages(client)) {
    const html = readFileSync(page, 'utf8');
    for (const [, href = ''] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g))
      if (
        !existsSync(path.join(client, href, 'index.html')) &&
        !existsSync(path.join(client, href))
      )
        dead.add(`${path.relative(client, page)} → ${href}`);
  }
  return [...dead];
}
