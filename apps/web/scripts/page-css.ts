import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type AtRule, type Container } from 'postcss';
import { siteBase } from './deploy-settings.ts';

/**
 * A page's own stylesheet: every rule of the full stylesheet that the page can ever use, and no other.
 *
 * Tailwind writes one stylesheet for the whole site (≈ 95 KB, 1,350 rules). Applying it after the first paint
 * costs the main thread a full restyle (≈ 70 ms on the development machine, ×4 on Lighthouse's phone), for a
 * page that uses a fraction of it. A page can only ever carry the class names written in its HTML and in the
 * code it can load (its route's chunks and everything they import, statically or lazily), so the rules whose
 * class names all appear there are the page's complete stylesheet: a drawer opened, a table filled from the
 * API, a menu toggled — all of it is in the code. That is how Tailwind itself picks what to generate (it scans
 * the sources for candidate class names), applied once more per page, to the built chunks.
 *
 * The full stylesheet is still built and still needed: a client navigation can lead to any page, so the app
 * switches it on at the first navigation (shell/critical-styles.tsx).
 */

/** The JS chunks a page can load: the scripts its HTML names and, transitively, every chunk they import. */
export function reachableChunks(clientDir: string, html: string, base = siteBase): string[] {
  // The scripts are named under the site's base (`/assets/…`, `/site/assets/…` with CONTRAIL_BASE=/site/).
  const named = new RegExp(`"${base.replace(/[.~-]/g, '\\$&')}assets/([^"/]+\\.js)"`, 'g');
  const start = [...html.matchAll(named)].map((m) => m[1] as string);
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (seen.has(name)) continue;
    const file = join(clientDir, 'assets', name);
    if (!existsSync(file)) continue;
    seen.add(name);
    // React Router's route manifest names every route's chunks as data, for the navigations it may make:
    // they are not this page's code.
    if (name.startsWith('manifest-')) continue;
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/["'`/]((?:[\w-]+)-[\w-]{8}\.js)["'`]/g))
      queue.push(m[1] as string);
  }
  return [...seen];
}

/** Whether a class name is written somewhere in `texts` as a whole token (a candidate, as Tailwind says). */
export function candidateTest(texts: string[]): (className: string) => boolean {
  const all = texts.join('\n');
  const tokens = new Set(all.split(/[\s"'`\\]+/));
  // HTML writes & < > in attributes as entities; a class like [&>svg]:size-4 must match there too.
  const html = all.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  for (const token of html.split(/[\s"'`\\]+/)) tokens.add(token);
  return (className) =>
    tokens.has(className) || (/['"`\\\s]/.test(className) && all.includes(className));
}

/** The class names a selector needs on the page to match (those under :not(…) need to be absent, so they do not count). */
export function requiredClasses(selector: string): string[] {
  const withoutNot = stripNot(selector);
  const names: string[] = [];
  for (const m of withoutNot.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-])+)/g)) {
    names.push(unescapeCss(m[1] as string));
  }
  return names;
}

/** A CSS identifier as written in a selector → the class name (`hover\:bg-x\/15` → `hover:bg-x/15`, `\32 xl` → `2xl`). */
export function unescapeCss(identifier: string): string {
  return identifier.replace(
    /\\([0-9a-fA-F]{1,6})\s?|\\(.)/g,
    (_, hex: string | undefined, char: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}

function stripNot(selector: string): string {
  let out = '';
  let i = 0;
  while (i < selector.length) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0;
      let j = i + 4;
      for (; j < selector.length; j++) {
        const ch = selector[j];
        if (ch === '\\') j++;
        else if (ch === '(') depth++;
        else if (ch === ')' && --depth === 0) break;
      }
      i = j + 1;
    } else {
      if (selector[i] === '\\') {
        out += selector.slice(i, i + 2);
        i += 2;
        continue;
      }
      out += selector[i];
      i++;
    }
  }
  return out;
}

/** The rules of `css` whose selectors the page can match (`has`: is this class name the page's?). */
export function pageCss(css: string, has: (className: string) => boolean): string {
  const root = postcss.parse(css);
  // The page's own web fonts are declared by the page (lib/fonts.tsx); a stylesheet's faces stay out.
  root.walkAtRules('font-face', (rule) => {
    rule.remove();
  });
  root.walkRules((rule) => {
    // Keyframe steps (from, to, 50%) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((s) => requiredClasses(s).every(has));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selector = kept.join(',');
  });
  // A block at-rule left with nothing inside goes too (an @layer statement has no block and stays).
  const prune = (container: Container) => {
    container.each((node) => {
      if (node.type === 'atrule' && node.nodes) {
        prune(node);
        if (node.nodes.length === 0) node.remove();
      } else if (node.type === 'rule' && node.nodes.length === 0) {
        node.remove();
      }
    });
  };
  prune(root);
  return root.toString();
}

/** The page's stylesheet for one prerendered page of a client build. */
export function pageCssOf(clientDir: string, html: string, fullCss: string): string {
  const chunks = reachableChunks(clientDir, html).map((name) =>
    readFileSync(join(clientDir, 'assets', name), 'utf8'),
  );
  return pageCss(fullCss, candidateTest([html, ...chunks]));
}
