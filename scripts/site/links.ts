import ts from 'typescript';

// The links an extract's pages render (issue 39 §1): a string literal given as an `href`/`to` property or JSX
// attribute (`withBase('/…')` as an attribute too), in the parts of a file that the extract uses. A content file is often shared by several pages
// (its breadcrumbs for one, its cards for another), so only the top-level declarations another carried file
// imports — and the declarations those reference — count; the rest of the file is never rendered.

/** One internal link in a carried file, and the text to drop to remove the thing that links. */
export interface LinkSite {
  file: string;
  href: string;
  /** The object holding the link when it is an element of a list (a card, a list item), with its comma. */
  drop?: { start: number; end: number };
  /** The link's string literal, for a link that cannot be dropped (a property a type may require, a JSX attribute). */
  literal: { start: number; end: number };
}

const linkNames = new Set(['href', 'to']);

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** `import { a } from './x'` → x: a; `import * as x`, `import x`, `import('./x')`, `export * from` → '*' or 'default'. */
export function importedNames(
  source: ts.SourceFile,
  resolve: (specifier: string) => string | undefined,
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (specifier: string, name: string) => {
    const target = resolve(specifier);
    if (!target) return;
    if (!out.has(target)) out.set(target, new Set());
    out.get(target)!.add(name);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (clause?.name) add(spec, 'default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) add(spec, '*');
      else if (bindings)
        for (const element of bindings.elements)
          add(spec, (element.propertyName ?? element.name).text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const spec = node.moduleSpecifier.text;
      const clause = node.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) add(spec, '*');
      else
        for (const element of clause.elements)
          add(spec, (element.propertyName ?? element.name).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The names a top-level statement declares, and the names it exports (as which). */
function declared(statement: ts.Statement): { names: string[]; exported: Map<string, string> } {
  const names: string[] = [];
  const exported = new Map<string, string>();
  const isExported = ts.canHaveModifiers(statement)
    ? !!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    : false;
  const isDefault = ts.canHaveModifiers(statement)
    ? !!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
    : false;
  const declare = (name: string) => {
    names.push(name);
    if (isExported) exported.set(isDefault ? 'default' : name, name);
  };
  if (ts.isVariableStatement(statement)) {
    for (const d of statement.declarationList.declarations)
      if (ts.isIdentifier(d.name)) declare(d.name.text);
  } else if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  ) {
    declare(statement.name.text);
  } else if (ts.isExportAssignment(statement)) {
    exported.set('default', '');
  } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier) {
    const clause = statement.exportClause;
    if (clause && ts.isNamedExports(clause))
      for (const e of clause.elements) exported.set(e.name.text, (e.propertyName ?? e.name).text);
  }
  return { names, exported };
}

/** The identifiers a node mentions. */
function mentions(node: ts.Node, into: Set<string>): void {
  if (ts.isIdentifier(node)) into.add(node.text);
  ts.forEachChild(node, (child) => mentions(child, into));
}

/**
 * The top-level statements of `source` that a reader of `names` ('*': all of them) uses: those declaring the
 * names, and, transitively, the statements declaring what they mention. Statements that declare nothing
 * (a side effect) always count; imports never do.
 */
export function usedStatements(source: ts.SourceFile, names: ReadonlySet<string>): ts.Statement[] {
  const statements = source.statements.filter((s) => !ts.isImportDeclaration(s));
  const info = statements.map((s) => ({ statement: s, ...declared(s) }));
  if (names.has('*')) return statements;
  const wanted = new Set<string>();
  const used = new Set<ts.Statement>();
  for (const entry of info) {
    for (const [as, local] of entry.exported)
      if (names.has(as)) {
        used.add(entry.statement);
        if (local) wanted.add(local);
      }
    if (!entry.names.length && !entry.exported.size) used.add(entry.statement);
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of info) {
      if (!used.has(entry.statement) && entry.names.some((n) => wanted.has(n))) {
        used.add(entry.statement);
        grew = true;
      }
    }
    const mentioned = new Set<string>();
    for (const s of used) mentions(s, mentioned);
    for (const n of mentioned)
      if (!wanted.has(n)) {
        wanted.add(n);
        grew = true;
      }
  }
  return statements.filter((s) => used.has(s));
}

/** The range that removes `node` from its list (an array's elements, an object's properties), with its comma. */
function dropRange(text: string, node: ts.Node): { start: number; end: number } {
  const start = node.getFullStart();
  const after = /^\s*,/.exec(text.slice(node.end));
  if (after) return { start, end: node.end + after[0].length };
  // The last of its list: the comma before it goes instead.
  const before = /,\s*$/.exec(text.slice(0, start));
  return { start: before ? start - before[0].length : start, end: node.end };
}

/** The internal links (`'/…'`) written in `statements`. */
export function linksIn(
  file: string,
  source: ts.SourceFile,
  statements: readonly ts.Statement[],
): LinkSite[] {
  const text = source.getFullText();
  const out: LinkSite[] = [];
  const held = new Set<ts.Node>();
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) &&
      !held.has(node) &&
      /^\/[a-z0-9][\w/-]*$/i.test(node.text) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent)
    ) {
      // Any other path written as a string (`const offerLink = '/page/what-we-offer'`, `link: '/page/x'`):
      // a link when it is a page's path (create-site checks), which can only lead elsewhere.
      out.push({ file, href: node.text, literal: { start: node.getStart(source), end: node.end } });
    } else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      linkNames.has(node.name.text) &&
      ts.isStringLiteralLike(node.initializer) &&
      node.initializer.text.startsWith('/')
    ) {
      held.add(node.initializer);
      const object = node.parent;
      // A list's element can go (the list is shorter); a property may be required by its type: it stays.
      const drop = ts.isArrayLiteralExpression(object.parent) ? dropRange(text, object) : undefined;
      out.push({
        file,
        href: node.initializer.text,
        literal: { start: node.initializer.getStart(source), end: node.initializer.end },
        ...(drop ? { drop } : {}),
      });
    } else if (ts.isJsxAttribute(node) && linkNames.has(node.name.getText(source))) {
      // href="/x", or href={withBase('/x')} (a plain <a> under the site's base path: shell/site-base.ts).
      const value = node.initializer;
      const call =
        value &&
        ts.isJsxExpression(value) &&
        value.expression &&
        ts.isCallExpression(value.expression)
          ? value.expression
          : undefined;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : call && ts.isIdentifier(call.expression) && call.expression.text === 'withBase'
            ? call.arguments[0]
            : undefined;
      if (literal) held.add(literal);
      if (literal && ts.isStringLiteralLike(literal) && literal.text.startsWith('/'))
        out.push({
          file,
          href: literal.text,
          literal: { start: literal.getStart(source), end: literal.end },
        });
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of statements) visit(statement);
  return out;
}

/**
 * Every internal link the carried `files` render: `textOf` gives a file's text, `resolve` a specifier's file
 * (undefined for packages), `entries` the files nothing imports that are used whole (the pages).
 */
export function renderedLinks(
  files: readonly string[],
  textOf: (file: string) => string,
  resolve: (specifier: string, from: string) => string | undefined,
  entries: ReadonlySet<string>,
): LinkSite[] {
  const sources = new Map<string, ts.SourceFile>();
  const code = files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  for (const file of code) sources.set(file, parse(file, textOf(file)));
  const names = new Map<string, Set<string>>();
  for (const [file, source] of sources)
    for (const [target, imported] of importedNames(source, (s) => resolve(s, file))) {
      if (!names.has(target)) names.set(target, new Set());
      for (const n of imported) names.get(target)!.add(n);
    }
  const links: LinkSite[] = [];
  for (const [file, source] of sources) {
    if (!/['"]\//.test(source.getFullText())) continue;
    const wanted = entries.has(file) ? new Set(['*']) : (names.get(file) ?? new Set<string>());
    links.push(...linksIn(file, source, usedStatements(source, wanted)));
  }
  return links;
}

/**
 * `text` with the ranges removed (ranges that overlap or nest are removed as one) and the `replace` ranges
 * (outside those) given new text.
 */
export function dropRanges(
  text: string,
  ranges: readonly { start: number; end: number }[],
  replace: readonly { start: number; end: number; text: string }[] = [],
): string {
  const merged: { start: number; end: number; text: string }[] = [];
  for (const r of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r, text: '' });
  }
  const kept = replace.filter((r) => !merged.some((m) => m.start <= r.start && r.end <= m.end));
  let out = text;
  for (const { start, end, text: by } of [...merged, ...kept].sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + by + out.slice(end);
  return out;
}
