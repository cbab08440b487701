import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { planSite, contentOf, type SiteOptions } from './create-site.ts';
import { root } from './registry.ts';

// `node --import tsx scripts/site/sizes.ts`: the size of three extracts beside the full project (files, source
// lines of .ts/.tsx/.css/.mjs, npm dependencies over all package.json files), for BENCHMARKS.md.

const isSource = (file: string) => /\.(tsx?|css|mjs)$/.test(file);
const lines = (buffer: Buffer) => buffer.toString('utf8').split('\n').length;
const deps = (texts: string[]) =>
  new Set(
    texts.flatMap((text) => {
      const pkg = JSON.parse(text) as { dependencies?: object; devDependencies?: object };
      return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
        (n) => !n.startsWith('@contrail/'),
      );
    }),
  ).size;

function row(name: string, files: Map<string, Buffer>) {
  const source = [...files].filter(([f]) => isSource(f));
  const pkgs = [...files].filter(([f]) => f === 'package.json' || f.endsWith('/package.json'));
  return `| ${name} | ${files.size} | ${source.length} | ${source.reduce((n, [, b]) => n + lines(b), 0)} | ${deps(pkgs.map(([, b]) => b.toString()))} |`;
}

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const full = new Map(
  tracked
    .filter((f) => !f.includes('__baselines__') || true)
    .map((f) => [f, readFileSync(path.join(root, f))]),
);
const cases: [string, SiteOptions][] = [
  ['restaurant (booking form) + about-us', { demo: 'restaurant', pages: ['about-us'], with: [] }],
  ['fashion-shop --with shop', { demo: 'fashion-shop', pages: [], with: ['shop'] }],
  [
    'creative-portfolio + contact-classic',
    { demo: 'creative-portfolio', pages: ['contact-classic'], with: [] },
  ],
];
console.log('| project | files | source files | source lines | npm dependencies |');
console.log('|---|---:|---:|---:|---:|');
console.log(row('full project (git ls-files)', full));
for (const [name, options] of cases) {
  const plan = planSite(options);
  console.log(row(name, new Map([...plan.files].map(([f, p]) => [f, contentOf(p)]))));
}
