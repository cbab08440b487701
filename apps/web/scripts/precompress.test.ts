import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressBuild } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressBuild', () => {
  it('writes brotli and gzip siblings of the text files worth compressing', async () => {
    dir = mkdtempSync(join(tmpdir(), 'contrail-precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'home-startup'));
    const script = `export const x = ${JSON.stringify('contrail '.repeat(500))};`;
    const page = `<!doctype html><title>Startup</title>${'<p>Startup</p>'.repeat(200)}`;
    writeFileSync(join(dir, 'assets/app-1.js'), script);
    writeFileSync(join(dir, 'home-startup/index.html'), page);
    writeFileSync(join(dir, 'assets/tiny-2.js'), 'export {};');
    writeFileSync(join(dir, 'assets/font-3.woff2'), Buffer.alloc(4096, 7));

    expect(await precompressBuild(dir)).toBe(2);
    const js = join(dir, 'assets/app-1.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    const html = join(dir, 'home-startup/index.html');
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page);
    // Too small to pay, or already compressed: left alone.
    expect(existsSync(join(dir, 'assets/tiny-2.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/font-3.woff2.br'))).toBe(false);
  });
});
