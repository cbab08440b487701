import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RegistryIndex } from '../../packages/contracts/src/registry.ts';
import { buildRegistry, root } from './registry.ts';

// Writes the registry with the site (issue 39 §2): `/r/<name>.json` per item (sections with their files'
// text) and `/r/index.json` listing them all. Run by `npm run build` after the site's own build.

export const registryHomepage = 'https://github.com/contrail/contrail';

export function writeRegistry(outDir: string): { items: number; bytes: number } {
  const { items } = buildRegistry({ content: true });
  mkdirSync(outDir, { recursive: true });
  let bytes = 0;
  const write = (name: string, value: unknown) => {
    const text = `${JSON.stringify(value)}\n`;
    bytes += text.length;
    writeFileSync(path.join(outDir, `${name}.json`), text);
  };
  for (const item of items) write(item.name, item);
  const index: RegistryIndex = {
    name: 'contrail',
    homepage: registryHomepage,
    items: items.map((item) => ({
      ...item,
      files: item.files.map((file) => ({ path: file.path })),
    })),
  };
  write('index', index);
  return { items: items.length, bytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const buildDir = process.env.CONTRAIL_BUILD_DIR || 'build';
  const out = path.resolve(root, 'apps/web', buildDir, 'client/r');
  const { items, bytes } = writeRegistry(out);
  console.log(
    `registry: ${items} items in ${path.relative(process.cwd(), out)} (${(bytes / 1024).toFixed(0)} KB)`,
  );
}
