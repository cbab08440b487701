import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deadLinks, htmlPages } from './extract-check.ts';

const client = mkdtempSync(path.join(tmpdir(), 'contrail-extract-check-'));
afterAll(() => rmSync(client, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
  writeFileSync(path.join(client, file), text);
}

describe('the extract link check', () => {
  write(
    'index.html',
    '<a class="x" href="/about/">About</a><a href="/privacy#top">Privacy</a><a href="/logo.svg">Logo</a>' +
      '<a href="https://example.com/">Out</a><a href="/page/what-we-offer">Offer</a>',
  );
  write('about/index.html', '<a href="/">Home</a><a href="/shop/product?id=1">Product</a>');
  write('privacy/index.html', '<p>Privacy</p>');
  write('logo.svg', '<svg/>');

  it('finds every prerendered page', () => {
    expect(
      htmlPages(client)
        .map((page) => path.relative(client, page))
        .sort(),
    ).toEqual(['about/index.html', 'index.html', 'privacy/index.html']);
  });

  it('names each link to no page or file of the build, with the page it is on', () => {
    expect(deadLinks(client).sort()).toEqual([
      'about/index.html → /shop/product',
      'index.html → /page/what-we-offer',
    ]);
  });
});
