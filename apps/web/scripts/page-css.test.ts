import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  candidateTest,
  pageCss,
  pageCssOf,
  reachableChunks,
  requiredClasses,
  unescapeCss,
} from './page-css.ts';

describe('requiredClasses', () => {
  it('reads Tailwind class names back from their escaped selectors', () => {
    expect(requiredClasses('.hover\\:bg-current\\/15:hover')).toEqual(['hover:bg-current/15']);
    expect(requiredClasses('.\\[\\&\\>div\\]\\:h-full>div')).toEqual(['[&>div]:h-full']);
    expect(requiredClasses('.w-\\[calc\\(100\\%-2rem\\)\\]')).toEqual(['w-[calc(100%-2rem)]']);
    expect(requiredClasses('.py-2\\.5')).toEqual(['py-2.5']);
    expect(requiredClasses('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
  });

  it('needs every class of a compound or descendant selector, none under :not()', () => {
    expect(requiredClasses('.group:hover .group-hover\\:underline')).toEqual([
      'group',
      'group-hover:underline',
    ]);
    expect(requiredClasses(':where(.space-y-4>:not(:last-child))')).toEqual(['space-y-4']);
    expect(requiredClasses('.peer:not(.is-open)~.peer-x')).toEqual(['peer', 'peer-x']);
    expect(requiredClasses('body')).toEqual([]);
    expect(requiredClasses('[data-theme=aviation]')).toEqual([]);
  });

  it('unescapes hex and character escapes', () => {
    expect(unescapeCss('\\31 0')).toBe('10');
    expect(unescapeCss('a\\:b')).toBe('a:b');
  });
});

describe('candidateTest', () => {
  it('finds whole class names in code and HTML, not parts of words', () => {
    const has = candidateTest([
      'const a="flex gap-4 hover:bg-current/15",b=`px-2`;',
      '<p class="[&amp;>svg]:size-4 text-sm">',
    ]);
    expect(has('flex')).toBe(true);
    expect(has('gap-4')).toBe(true);
    expect(has('hover:bg-current/15')).toBe(true);
    expect(has('px-2')).toBe(true);
    expect(has('[&>svg]:size-4')).toBe(true);
    expect(has('text-sm')).toBe(true);
    expect(has('gap')).toBe(false);
    expect(has('grid')).toBe(false);
  });
});

describe('pageCss', () => {
  const full = [
    '@layer theme{:root{--color-ink:#111}}',
    '@property --tw-shadow{syntax:"*";inherits:false}',
    '@font-face{font-family:Body;src:url(/assets/body.woff2)format("woff2")}',
    'body{margin:0}',
    '.used{color:red}',
    '.unused{color:blue}',
    '.used,.unused{padding:0}',
    '@media (min-width:48rem){.md\\:used{color:green}.md\\:unused{color:pink}}',
    '@media print{.only-unused{display:none}}',
    ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
  ].join('');
  const has = (name: string) => ['used', 'md:used', 'space-y-4'].includes(name);
  const css = pageCss(full, has);

  it('keeps the rules whose class names the page has, and the rules without class names', () => {
    expect(css).toContain('.used{color:red}');
    expect(css).toContain('.md\\:used{color:green}');
    expect(css).toContain(':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain(':root{--color-ink:#111}');
    expect(css).toContain('@property --tw-shadow');
    expect(css).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('drops the other rules, the other selectors of a list, and the blocks left empty', () => {
    expect(css).not.toContain('unused');
    expect(css).toContain('.used{padding:0}');
    expect(css).not.toContain('@media print');
  });

  it('names no web font (they are added from script after hydration)', () => {
    expect(css).not.toContain('@font-face');
  });
});

describe('the chunks a page can load', () => {
  const client = mkdtempSync(join(tmpdir(), 'page-css-'));
  mkdirSync(join(client, 'assets'));
  const chunk = (name: string, code: string) => writeFileSync(join(client, 'assets', name), code);
  chunk('entry-AAAAAAAA.js', 'import{a}from"./shared-BBBBBBBB.js";a("btn-primary");');
  chunk('shared-BBBBBBBB.js', 'export const a=()=>import("./drawer-CCCCCCCC.js");');
  chunk('drawer-CCCCCCCC.js', 'export default "drawer-open translate-x-0";');
  chunk('manifest-DDDDDDDD.js', 'window.m={"/other":"/assets/other-EEEEEEEE.js"};');
  chunk('other-EEEEEEEE.js', 'export default "only-on-other-page";');
  const html =
    '<link rel="modulepreload" href="/assets/manifest-DDDDDDDD.js"/><script type="module">import("/assets/entry-AAAAAAAA.js")</script><p class="lead">x</p>';

  it('follows static and lazy imports, not the route manifest', () => {
    expect(reachableChunks(client, html).sort()).toEqual([
      'drawer-CCCCCCCC.js',
      'entry-AAAAAAAA.js',
      'manifest-DDDDDDDD.js',
      'shared-BBBBBBBB.js',
    ]);
  });

  it('gives the page the rules of everything it can show, lazily loaded parts included', () => {
    const css = pageCssOf(
      client,
      html,
      '.lead{font-size:2rem}.btn-primary{color:red}.drawer-open{display:block}.only-on-other-page{color:blue}',
    );
    expect(css).toBe('.lead{font-size:2rem}.btn-primary{color:red}.drawer-open{display:block}');
  });
});
