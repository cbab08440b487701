import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { movePagesToBuildRoot } from './base-folder.ts';
import { apiOriginOf, prerenderOnlyOf, siteBaseOf } from './deploy-settings.ts';

describe('CONTRAIL_BASE', () => {
  it('is a path with both slashes', () => {
    expect(siteBaseOf(undefined)).toBe('/');
    expect(siteBaseOf('')).toBe('/');
    expect(siteBaseOf('/')).toBe('/');
    expect(siteBaseOf('site')).toBe('/site/');
    expect(siteBaseOf('/site')).toBe('/site/');
    expect(siteBaseOf('/docs/v2/')).toBe('/docs/v2/');
  });

  it('stops the build on anything that is not a plain path', () => {
    for (const value of ['https://example.com/site/', '/../x', '/a b/', '/site?x=1', '/site#x'])
      expect(() => siteBaseOf(value), value).toThrow(/CONTRAIL_BASE/);
  });
});

describe('CONTRAIL_API_ORIGIN', () => {
  it('is an http(s) origin, or empty for the site’s own', () => {
    expect(apiOriginOf(undefined)).toBe('');
    expect(apiOriginOf('https://api.example.com/')).toBe('https://api.example.com');
    expect(apiOriginOf('http://127.0.0.1:3681')).toBe('http://127.0.0.1:3681');
    for (const value of ['api.example.com', 'https://api.example.com/api', 'ftp://x.test'])
      expect(() => apiOriginOf(value), value).toThrow(/CONTRAIL_API_ORIGIN/);
  });
});

describe('CONTRAIL_PRERENDER_ONLY', () => {
  it('lists paths, or nothing for every page', () => {
    expect(prerenderOnlyOf(undefined)).toBeUndefined();
    expect(prerenderOnlyOf(' / , /parts ')).toEqual(['/', '/parts']);
  });
});

describe('movePagesToBuildRoot', () => {
  async function build(pages: string[]) {
    const dir = await mkdtemp(join(tmpdir(), 'contrail-base-'));
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'assets', 'a.js'), '');
    for (const page of pages) {
      await mkdir(join(dir, page), { recursive: true });
      await writeFile(join(dir, page, 'index.html'), page);
    }
    return dir;
  }

  it('moves the pages prerendered under the base up beside the assets', async () => {
    const dir = await build(['site', 'site/page/about-us', 'site/site']);
    expect(await movePagesToBuildRoot(dir, '/site/')).toBe(3);
    expect((await readdir(dir)).sort()).toEqual(['assets', 'index.html', 'page', 'site']);
    expect(await readFile(join(dir, 'page', 'about-us', 'index.html'), 'utf8')).toBe(
      'site/page/about-us',
    );
    // A page named like the base itself (/site/site/) stays a page.
    expect(await readFile(join(dir, 'site', 'index.html'), 'utf8')).toBe('site/site');
  });

  it('does nothing at the root, and refuses to overwrite a file of the build', async () => {
    const root = await build(['page']);
    expect(await movePagesToBuildRoot(root, '/')).toBe(0);
    const clash = await build(['site/assets']);
    await expect(movePagesToBuildRoot(clash, '/site/')).rejects.toThrow(/both a prerendered page/);
  });
});
