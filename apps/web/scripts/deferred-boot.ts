import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { init, parse as parseModule } from 'es-module-lexer';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

// Takes the page's scripts off the first paint. React Router writes, per prerendered page, a list of
// <link rel="modulepreload"> tags and one inline module script that statically imports the manifest and the
// route modules and then imports the client entry. The preload scanner fetches all of that while the page
// is still being parsed, and on a fast connection the modules even run (and hydrate) before the first frame,
// so the first paint waits for them. This rewrite makes the page load its modules after its first frame:
// - the links become `rel="deferred-modulepreload"` (the browser ignores them; they stay in the HTML because
//   React Router renders them; the script below turns them back into modulepreloads before React starts,
//   so hydration finds them as rendered);
// - the same module script first awaits the second animation frame + a task, then turns the links back into
//   modulepreloads a few per task (the whole module graph is fetched in parallel, as before), imports the
//   same modules dynamically, in the same order, and runs the rest of React Router's code unchanged.
// The HTML is read with an HTML parser (parse5) and the script with a module lexer (es-module-lexer); only
// the links' rel and the script's text change, every other byte stays as React Router wrote it (React
// hydrates it; the server hashes the inline scripts for its Content-Security-Policy). A page that has
// modulepreloads but no module script to rewrite stops the build: React Router's output changed.

/** The rel the module preloads wait under until the first frame is out. */
export const deferredRel = 'deferred-modulepreload';
/** How many module preloads go live per task. */
export const preloadsPerTask = 4;

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

export interface DeferredBoot {
  html: string;
  /** How many modulepreload links wait for the first frame. */
  preloads: number;
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** One text edit of the page: [start, end) replaced by `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The body of the rewritten module script, from React Router's. */
function deferredScript(source: string): string {
  const [imports] = parseModule(source);
  const statics = imports.filter((i) => i.d === -1);
  if (statics.length === 0) throw new Error('deferBoot: the module script has no static import');
  const loads: { name: string | null; url: string }[] = [];
  let rest = '';
  let from = 0;
  for (const i of statics) {
    const statement = source.slice(i.ss, i.se);
    const namespace = /^import\s+\*\s+as\s+([\w$]+)\s+from\b/.exec(statement);
    if (!namespace && !/^import\s*["']/.test(statement))
      throw new Error(`deferBoot: unexpected import in React Router's script: ${statement}`);
    loads.push({ name: namespace?.[1] ?? null, url: i.n as string });
    rest += source.slice(from, i.ss);
    from = source[i.se] === ';' ? i.se + 1 : i.se;
  }
  rest += source.slice(from);

  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return [
    // Two frames: the first one is rendered (and, the compositor permitting, shown) before this goes on.
    'await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));',
    // The module graph is fetched in parallel, as before. Each preload costs the main thread a millisecond
    // or two on a slow machine (×4 on Lighthouse's phone), so they go live a few per task, not 20-30 at once.
    `const preloads = [...document.querySelectorAll('link[rel="${deferredRel}"]')];`,
    `for (let i = 0; i < preloads.length; i += ${preloadsPerTask}) { if (i > 0) await new Promise((r) => setTimeout(r, 0)); for (const link of preloads.slice(i, i + ${preloadsPerTask})) link.rel = 'modulepreload'; }`,
    `const [${loads.map((l, n) => l.name ?? `_${n}`).join(', ')}] = await Promise.all([${loads
      .map((l) => `import(${json(l.url)})`)
      .join(', ')}]);`,
    ...rest.split('\n').filter((line) => line.trim() !== ''),
  ].join('\n');
}

/** Rewrites one prerendered page; a page without React Router's scripts is returned as it is. */
export function deferBoot(html: string): DeferredBoot {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const edits: Edit[] = [];
  let preloads = 0;
  let scripts = 0;
  for (const element of elements(document)) {
    const location = element.sourceCodeLocation;
    if (!location) continue;
    if (element.tagName === 'link' && attr(element, 'rel') === 'modulepreload') {
      const rel = location.attrs?.rel;
      if (!rel) continue;
      edits.push({ start: rel.startOffset, end: rel.endOffset, text: `rel="${deferredRel}"` });
      preloads++;
    } else if (
      element.tagName === 'script' &&
      attr(element, 'type') === 'module' &&
      attr(element, 'src') === undefined
    ) {
      const text = element.childNodes[0];
      const start = location.startTag?.endOffset;
      const end = location.endTag?.startOffset;
      if (!text || !('value' in text) || start === undefined || end === undefined) continue;
      edits.push({ start, end, text: deferredScript(text.value) });
      scripts++;
    }
  }
  if (scripts === 0) {
    if (preloads > 0)
      throw new Error(
        "deferBoot: modulepreload links but no inline module script: React Router's output changed",
      );
    return { html, preloads: 0 };
  }
  if (scripts > 1) throw new Error(`deferBoot: ${scripts} inline module scripts, expected one`);
  let out = html;
  for (const edit of edits.toSorted((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { html: out, preloads };
}

/** Every prerendered page (`index.html`) under a client build, not its assets. */
export async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && entry.name !== 'artwork') yield* htmlFiles(path);
    } else if (entry.name === 'index.html') yield path;
  }
}

/** Rewrites every prerendered page of a client build; returns how many it rewrote (at least one). */
export async function deferBootInBuild(clientDir: string): Promise<number> {
  await init;
  let rewritten = 0;
  for await (const file of htmlFiles(clientDir)) {
    const html = await readFile(file, 'utf8');
    const result = deferBoot(html);
    if (result.html === html) continue;
    await writeFile(file, result.html);
    rewritten++;
  }
  if (rewritten === 0)
    throw new Error("deferBoot: no page had React Router's module script: its output changed");
  return rewritten;
}
