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
// No stylesheet is requested: the page's inline CSS holds every rule it can use (scripts/critical-css.ts).
// The script stays inline in the HTML (the server's CSP hashes it); nothing else on the page changes: the
// prerendered HTML is complete and usable without scripts.

/** The rel the module preloads wait under until the first frame is out. */
export const deferredRel = 'deferred-modulepreload';
/** How many module preloads go live per task. */
export const preloadsPerTask = 4;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
// React writes the empty attribute as `async=""`.
const moduleScript = /(<script type="module" async(?:="")?>)([\s\S]*?)<\/script>/;
const sideEffectImport = /^import "([^"]+)";$/;
const namespaceImport = /^import \* as (\w+) from "([^"]+)";$/;

export interface DeferredBoot {
  html: string;
  /** How many modulepreload links wait for the first frame. */
  preloads: number;
}

/** Rewrites one prerendered page; a page without React Router's module script is returned as it is. */
export function deferBoot(html: string): DeferredBoot {
  const script = moduleScript.exec(html);
  if (!script) return { html, preloads: 0 };
  const preloads = [...html.matchAll(modulePreload)].map((m) => m[1] as string);

  const imports: { name: string | null; url: string }[] = [];
  const rest: string[] = [];
  for (const line of (script[2] as string).split('\n')) {
    const trimmed = line.trim();
    const side = sideEffectImport.exec(trimmed);
    const named = namespaceImport.exec(trimmed);
    if (side) imports.push({ name: null, url: side[1] as string });
    else if (named) imports.push({ name: named[1] as string, url: named[2] as string });
    else rest.push(line);
  }
  if (imports.length === 0) throw new Error('deferBoot: the module script has no static import');

  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const body = [
    // Two frames: the first one is rendered (and, the compositor permitting, shown) before this goes on.
    'await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));',
    // The module graph is fetched in parallel, as before. Each preload costs the main thread a millisecond
    // or two on a slow machine (×4 on Lighthouse's phone), so they go live a few per task, not 20-30 at once.
    `const preloads = [...document.querySelectorAll('link[rel="${deferredRel}"]')];`,
    `for (let i = 0; i < preloads.length; i += ${preloadsPerTask}) { if (i > 0) await new Promise((r) => setTimeout(r, 0)); for (const link of preloads.slice(i, i + ${preloadsPerTask})) link.rel = 'modulepreload'; }`,
    `const [${imports.map((i, n) => i.name ?? `_${n}`).join(', ')}] = await Promise.all([${imports
      .map((i) => `import(${json(i.url)})`)
      .join(', ')}]);`,
    ...rest,
  ].join('\n');

  const rewritten = html
    .replace(modulePreload, (_, href: string) => `<link rel="${deferredRel}" href="${href}"/>`)
    .replace(script[0], () => `${script[1] as string}${body}</script>`);
  return { html: rewritten, preloads: preloads.length };
}
