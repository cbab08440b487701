import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

// The import graph of the web app's source, from the TypeScript compiler's own pre-processor and module
// resolution (the `~/` alias and the `.ts`/`.tsx` extensions resolve exactly as `tsc -p apps/web` resolves
// them). Nothing here is a hand-kept list: what a page needs is what it imports, transitively.

/** A file the walk reached, relative to the repository root, and the bare packages it imports. */
export interface Graph {
  /** Source files (`.ts`, `.tsx`, `.css`, `.json`), repository-relative, sorted. */
  files: string[];
  /** Bare npm specifiers' package names (`react`, `@fontsource-variable/inter`), sorted. */
  packages: string[];
  /** Virtual modules the bundler makes (`virtual:site-links`), sorted. */
  virtuals: string[];
}

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.css', '.json', '.svg'];

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; a relative or absolute path → undefined. */
export function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('~/'))
    return undefined;
  if (specifier.startsWith('node:') || specifier.startsWith('virtual:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const builtins = new Set(builtinModules);

/** The specifiers a file imports (static, dynamic, `export … from`, CSS `@import`). */
export function importsOf(file: string, text: string): string[] {
  if (file.endsWith('.css')) {
    return [...text.matchAll(/@import\s+(?:url\()?['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
  }
  if (!/\.(m?[jt]sx?)$/.test(file)) return [];
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((entry) => entry.fileName);
}

export interface Resolver {
  root: string;
  /** Repository-relative path of the file a specifier names from `from`, if it is a file of ours. */
  resolve(specifier: string, from: string): string | undefined;
}

/** Resolves as apps/web's tsconfig does (`~/*` → `apps/web/app/*`), plus CSS and asset imports. */
export function webResolver(root: string): Resolver {
  const appDir = path.join(root, 'apps/web/app');
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    baseUrl: path.join(root, 'apps/web'),
    paths: { '~/*': ['./app/*'] },
  };
  const host = ts.sys;
  return {
    root,
    resolve(specifier, from) {
      const bare = specifier.replace(/\?.*$/, '');
      const absFrom = path.join(root, from);
      let candidate: string | undefined;
      if (bare.startsWith('~/')) candidate = path.join(appDir, bare.slice(2));
      else if (bare.startsWith('.')) candidate = path.resolve(path.dirname(absFrom), bare);
      if (candidate && existsSync(candidate) && !candidate.endsWith('/')) {
        if (sourceExtensions.some((ext) => candidate!.endsWith(ext)) || /\.\w+$/.test(candidate))
          return path.relative(root, candidate);
      }
      const resolved = ts.resolveModuleName(bare, absFrom, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return undefined;
      const file = resolved.resolvedFileName;
      if (file.includes('/node_modules/')) return undefined;
      return path.relative(root, file);
    },
  };
}

/** Each unsubstituted file's specifiers, read once per process. */
const cache = new Map<string, string[]>();

/**
 * Every file reachable from `entries` (repository-relative), the packages and virtual modules they import.
 * `substitute` swaps a file's text before it is read (the extract's own site map replaces the full one).
 */
export function walk(
  resolver: Resolver,
  entries: readonly string[],
  substitute: ReadonlyMap<string, string> = new Map(),
): Graph {
  const files = new Set<string>();
  const packages = new Set<string>();
  const virtuals = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const replaced = substitute.get(file);
    let specifiers = replaced === undefined ? cache.get(file) : undefined;
    if (!specifiers) {
      const text = replaced ?? readFileSync(path.join(resolver.root, file), 'utf8');
      specifiers = importsOf(file, text);
      if (replaced === undefined) cache.set(file, specifiers);
    }
    for (const specifier of specifiers) {
      if (specifier.startsWith('virtual:')) {
        virtuals.add(specifier);
        continue;
      }
      const name = packageName(specifier);
      if (name !== undefined) {
        if (!builtins.has(name)) packages.add(name);
        continue;
      }
      if (specifier.startsWith('node:')) continue;
      const target = resolver.resolve(specifier, file);
      if (target) queue.push(target);
      else throw new Error(`${file}: cannot resolve '${specifier}'`);
    }
  }
  return {
    files: [...files].sort(),
    packages: [...packages].sort(),
    virtuals: [...virtuals].sort(),
  };
}
