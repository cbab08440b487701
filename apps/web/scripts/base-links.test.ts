import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { absoluteUrls, checkBaseLinks } from './base-links.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'base-links-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text = '') {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

describe('base links', () => {
  it('reads the site-absolute URLs of href, src, srcset, poster and inline CSS, not other origins', () => {
    expect(
      absoluteUrls(
        '<a href="/site/about">a</a><img src="/site/a.svg" srcset="/site/a.svg 1x, /b.svg 2x">' +
          '<video poster="/site/p.jpg"></video><a href="//cdn.example/x">x</a><a href="https://x.example/">y</a>' +
          '<div style="background-image:url(&quot;/site/bg.svg&quot;)"></div><a href="#top">t</a>',
      ),
    ).toEqual([
      '/site/about',
      '/site/a.svg',
      '/site/p.jpg',
      '/site/a.svg',
      '/b.svg',
      '/site/bg.svg',
    ]);
  });

  it('names a URL outside the base and one the build lacks; pages, files and ignored paths pass', () => {
    write('index.html', '<a href="/site/about/">About</a><img src="/site/assets/a.svg">');
    write('about/index.html', '<a href="/site/">Home</a><a href="/contact">Contact</a>');
    write('assets/a.svg', '<svg/>');
    write(
      'shop/index.html',
      '<a href="/site/shop/item-2">Next</a><form action="/api/send"></form><a href="/site/about?x=1#y">a</a>',
    );
    const result = checkBaseLinks(dir, '/site/', { ignore: /^\/api\// });
    expect(result.pages).toBe(3);
    expect(result.problems).toEqual([
      { page: 'about/index.html', url: '/contact', kind: 'outside-base' },
      { page: 'shop/index.html', url: '/site/shop/item-2', kind: 'missing' },
    ]);
  });
});
