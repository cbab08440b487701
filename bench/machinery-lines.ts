import { execFileSync } from 'node:child_process';
import ts from 'typescript';

// Issue 38 §4's target: the boot, font and CSS machinery at most half of its lines when the issue began
// (commit 9c4b414). Prints, per file, its lines (`wc -l`) and its code lines (lines holding a token:
// comments and blank lines left out, read with TypeScript's parser), at the base and now (HEAD), over the
// issue's own list of places. Usage: npm run -s bench:machinery [-- <base commit>]
const base = process.argv[2] ?? '9c4b414';
const places = [
  /^apps\/web\/app\/shell\//,
  /^apps\/web\/app\/components\/forms\/lazy-(form|resolver)\./,
  /-logic\.tsx?$/,
  /^apps\/web\/app\/lib\/(demo-fonts|fonts\.tsx|font-data\.ts|font-families\.d\.ts)/,
  /^apps\/web\/scripts\/(critical-css|page-css|deferred-boot|build-toggles|font-fallbacks|font-metrics|font-faces|arabic-metric-sources)\.ts$/,
];

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });
/**
 * The `*-logic` files were the lazy forms' hand-over at the base; the two left (the shop's) are now their
 * forms' react-hook-form bindings, which any form has: counted at the base only.
 */
const filesAt = (commit: string) =>
  git('ls-tree', '-r', '--name-only', commit, 'apps/web')
    .split('\n')
    .filter((path) => places.some((place) => place.test(path)))
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .filter((path) => commit === base || !path.endsWith('-logic.tsx'));

/** Lines holding a token of the file's code (a multi-line string or template counts each of its lines). */
function codeLines(text: string, path: string): number {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const lines = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
      return;
    const children = node.getChildren(file);
    if (children.length > 0) return children.forEach(visit);
    const start = node.getStart(file);
    if (node.getEnd() <= start) return;
    const first = file.getLineAndCharacterOfPosition(start).line;
    const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
    for (let line = first; line <= last; line++) lines.add(line);
  };
  visit(file);
  return lines.size;
}

function count(commit: string) {
  return filesAt(commit).map((path) => {
    const text = git('show', `${commit}:${path}`);
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    return { path, lines, code: codeLines(text, path) };
  });
}

const sum = (rows: { lines: number; code: number }[]) =>
  rows.reduce((total, row) => ({ lines: total.lines + row.lines, code: total.code + row.code }), {
    lines: 0,
    code: 0,
  });
const then = count(base);
const now = count('HEAD');
for (const [name, rows] of [
  [base, then],
  ['HEAD', now],
] as const) {
  console.log(`\n${name}: lines, code lines, file`);
  for (const row of rows)
    console.log(`${String(row.lines).padStart(5)} ${String(row.code).padStart(5)}  ${row.path}`);
}
const [a, b] = [sum(then), sum(now)];
const pct = (x: number, y: number) => `${Math.round((100 * x) / y)} %`;
console.log(
  `\nlines: ${a.lines} → ${b.lines} (${pct(b.lines, a.lines)}); code lines: ${a.code} → ${b.code} (${pct(b.code, a.code)}); the target is 50 %`,
);
