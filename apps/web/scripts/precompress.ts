import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The server sends text files compressed (brotli 11 where the browser takes it, else gzip 9). Made on
// demand, the first visitor after a start waits for them: a page's 20-30 modules queue behind brotli-11
// passes on a small machine, seconds in all. The build makes them once instead, as `<file>.br` and
// `<file>.gz` beside each file; the server (apps/api/src/site/site.ts) uses a sibling as new as its file.
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text types the server compresses (apps/api/src/site/mime.ts), as the build emits them. */
export const precompressed = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);
/** Below this the server sends the file as it is; above the second, it streams it uncompressed. */
const minSize = 1024;
const maxSize = 2 * 1024 * 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && precompressed.has(extname(entry.name))) yield path;
  }
}

/** Writes the .br and .gz siblings of every text file of `clientDir`, a few at a time; returns how many. */
export async function precompressBuild(clientDir: string, concurrency = 4): Promise<number> {
  const queue: string[] = [];
  for await (const file of files(clientDir)) queue.push(file);
  let done = 0;
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { size } = await stat(file);
      if (size < minSize || size > maxSize) continue;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done;
}
