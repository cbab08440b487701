import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type Encoding } from '../http/accept-encoding.ts';
import { cspHeader } from '../http/security.ts';
import { contentType, isCompressible } from './mime.ts';
import { compileNotFoundTable, compileRouteTable } from './route-patterns.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const manifestFile = 'route-manifest.json';
/** Per parameterised pattern, every concrete path it serves (apps/web/scripts/route-values.ts). */
export const routeValuesFile = 'route-values.json';
export const spaFallbackFile = '__spa-fallback.html';
export const notFoundFile = join('404', 'index.html');
/** Each parameterised route's own not-found page (apps/web/app/not-found-pages.ts). */
export const notFoundPagesFile = 'not-found-pages.json';

/** Files up to this size are kept in memory with their compressed forms; larger ones are streamed. */
const cacheableSize = 2 * 1024 * 1024;
const minCompressSize = 1024;

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  csp?: string;
  /** The compressed forms: read from the build's siblings, else made once (concurrent requests share one pass). */
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/** Hashes of the inline scripts of an HTML page, for its Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const [, attrs = '', content = ''] of html.matchAll(script)) {
    if (/\bsrc\s*=/i.test(attrs) || content === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937}code{background:#f3f4f6;padding:.1rem .3rem}</style></head><body><h1>${title}</h1>${text}</body></html>`;

export const notBuiltHtml = page(
  'The website has not been built yet',
  '<p>The API is running, but there is no website build to serve. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload this page.</p>',
);
export const minimalNotFoundHtml = page(
  'Page not found',
  '<p>There is nothing at this address. <a href="/">Go to the home page</a>.</p>',
);

export interface SiteOptions {
  buildDir: string;
}

export interface Site {
  /** Answers a GET/HEAD for a non-API path. */
  handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /**
   * Answers with one prerendered page (`/quote/link` → its `index.html`) at any address, with `headers`
   * over the usual ones (a `no-store` page is sent whole, never as a 304); the 404 page when it is not built.
   */
  page(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    headers: Record<string, string>,
  ): Promise<FastifyReply>;
}

async function statFile(path: string) {
  try {
    const s = await stat(path);
    return s;
  } catch {
    return null;
  }
}

/**
 * Serves the built website (React Router prerendering): files as they are, `<path>/index.html` for
 * prerendered pages, the SPA shell for paths matching route-manifest.json (a parameterised pattern only
 * for the values route-values.json lists), else the 404 page with status 404. Compressed forms (brotli quality 11, gzip 9) come from the build's `.br` / `.gz` siblings, or are
 * computed once per file version.
 */
export function createSite(options: SiteOptions): Site {
  const root = options.buildDir.replace(/[/\\]+$/, '');
  const cache = new Map<string, CachedFile>();
  let manifest: { version: string; serves: (pathname: string) => boolean } | null = null;
  const servesNothing = () => false;
  let notFoundPages: {
    version: string;
    pageFor: (pathname: string) => string | undefined;
    pages: Set<string>;
  } | null = null;
  const noPages = { pageFor: () => undefined, pages: new Set<string>() };

  async function readJson(file: string): Promise<Record<string, unknown> | null> {
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  /** The paths the app shell answers: the route manifest's, narrowed by route-values.json when present. */
  async function routeTable(): Promise<(pathname: string) => boolean> {
    const manifestStat = await statFile(join(root, manifestFile));
    if (!manifestStat?.isFile()) return servesNothing;
    const valuesStat = await statFile(join(root, routeValuesFile));
    const version = `${manifestStat.mtimeMs}:${valuesStat?.isFile() ? valuesStat.mtimeMs : '-'}`;
    if (manifest?.version !== version) {
      const parsed = await readJson(join(root, manifestFile));
      const values = valuesStat?.isFile() ? await readJson(join(root, routeValuesFile)) : null;
      const paths = values?.paths;
      manifest = {
        version,
        serves: Array.isArray(parsed?.patterns)
          ? compileRouteTable(
              parsed.patterns,
              // A values file that is there but unreadable serves no parameterised path (404s, not 200s).
              valuesStat?.isFile()
                ? paths && typeof paths === 'object'
                  ? (paths as Record<string, unknown>)
                  : {}
                : undefined,
            )
          : servesNothing,
      };
    }
    return manifest.serves;
  }

  /**
   * The not-found pages of the parameterised routes (not-found-pages.json): which one answers a pathname,
   * and the set of their own paths (answered with status 404 too).
   */
  async function familyNotFound(): Promise<Omit<NonNullable<typeof notFoundPages>, 'version'>> {
    const fileStat = await statFile(join(root, notFoundPagesFile));
    if (!fileStat?.isFile()) return noPages;
    const version = String(fileStat.mtimeMs);
    if (notFoundPages?.version !== version) {
      const parsed = await readJson(join(root, notFoundPagesFile));
      const pages =
        parsed?.pages && typeof parsed.pages === 'object'
          ? (parsed.pages as Record<string, unknown>)
          : {};
      notFoundPages = {
        version,
        pageFor: compileNotFoundTable(pages),
        pages: new Set(
          Object.values(pages)
            .filter((p): p is string => typeof p === 'string')
            .map((p) => p.toLowerCase()),
        ),
      };
    }
    return notFoundPages;
  }

  async function load(file: string, mtimeMs: number, size: number): Promise<CachedFile> {
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached;
    const body = await readFile(file);
    const entry: CachedFile = {
      mtimeMs,
      size,
      body,
      etag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
    };
    if (file.endsWith('.html')) entry.csp = cspHeader(inlineScriptHashes(body.toString('utf8')));
    // The build compresses its files ahead (apps/web/scripts/precompress.ts): a sibling as new as the file
    // is used as it is, so no visitor of a freshly started server waits for a brotli-11 pass.
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const sibling = await statFile(file + suffix);
      if (!sibling?.isFile() || sibling.mtimeMs < mtimeMs) continue;
      try {
        entry[encoding] = Promise.resolve(await readFile(file + suffix));
      } catch {
        // Gone since the stat: compressed on demand instead.
      }
    }
    cache.set(file, entry);
    return entry;
  }

  /** A failed pass is not kept: the next request tries again. */
  function forget(pass: Promise<Buffer>, drop: () => void): Promise<Buffer> {
    return pass.catch((error: unknown) => {
      drop();
      throw error;
    });
  }

  function compressed(entry: CachedFile, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'br') {
      entry.br ??= forget(
        brotli(entry.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
          },
        }),
        () => delete entry.br,
      );
      return entry.br;
    }
    entry.gzip ??= forget(gzipAsync(entry.body, { level: 9 }), () => delete entry.gzip);
    return entry.gzip;
  }

  function cacheControl(relative: string): string {
    if (relative.endsWith('.html')) return 'no-cache';
    if (relative.startsWith(`assets${sep}`) || relative.startsWith('assets/')) {
      return 'public, max-age=31536000, immutable';
    }
    return 'public, max-age=3600';
  }

  async function serveFile(
    request: FastifyRequest,
    reply: FastifyReply,
    relative: string,
    status: number,
    headers: Record<string, string> = {},
  ): Promise<boolean> {
    // Answers whether it sent the file (a Fastify reply is thenable, so it is never returned from here).
    const file = join(root, relative);
    const s = await statFile(file);
    if (!s?.isFile()) return false;
    reply.code(status);
    reply.header('content-type', contentType(file));
    reply.header('cache-control', cacheControl(relative));
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    const stored = !/\bno-store\b/.test(String(reply.getHeader('cache-control')));
    if (s.size > cacheableSize) {
      reply.header('content-length', s.size);
      reply.send(createReadStream(file));
      return true;
    }
    const entry = await load(file, s.mtimeMs, s.size);
    if (stored) reply.header('etag', entry.etag);
    if (entry.csp) reply.header('content-security-policy', entry.csp);
    const canCompress = isCompressible(file) && entry.body.length >= minCompressSize;
    if (canCompress) reply.header('vary', 'accept-encoding');
    if (stored && status === 200 && request.headers['if-none-match'] === entry.etag) {
      reply.code(304).send();
      return true;
    }
    const encoding = canCompress ? chooseEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding) {
      reply.header('content-encoding', encoding);
      reply.send(await compressed(entry, encoding));
      return true;
    }
    reply.send(entry.body);
    return true;
  }

  /**
   * Status 404 with the prerendered not-found page the browser will hydrate as it is: that of the
   * parameterised route it matches for `pathname` (`/portfolio/nope` → `/portfolio/~not-found`), else /404.
   */
  async function notFoundPage(request: FastifyRequest, reply: FastifyReply, pathname?: string) {
    const family = pathname === undefined ? undefined : (await familyNotFound()).pageFor(pathname);
    if (
      family &&
      (await serveFile(
        request,
        reply,
        join(...family.split('/').filter(Boolean), 'index.html'),
        404,
      ))
    )
      return reply;
    if (await serveFile(request, reply, notFoundFile, 404)) return reply;
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(minimalNotFoundHtml);
  }

  const notBuilt = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('cache-control', 'no-store')
      .header('retry-after', '10')
      .type('text/html; charset=utf-8')
      .send(notBuiltHtml);

  return {
    async page(request, reply, path, headers) {
      if (!(await statFile(root))?.isDirectory()) return notBuilt(reply);
      const file = join(...path.split('/').filter(Boolean), 'index.html');
      if (await serveFile(request, reply, file, 200, headers)) return reply;
      return notFoundPage(request, reply);
    },

    async handle(request, reply) {
      const rootStat = await statFile(root);
      if (!rootStat?.isDirectory()) return notBuilt(reply);
      const rawPath = request.url.split('?')[0] ?? '/';
      let pathname: string;
      try {
        pathname = decodeURIComponent(rawPath);
      } catch {
        return notFoundPage(request, reply);
      }
      const segments = pathname.split('/').filter(Boolean);
      // No dot-segments, hidden files, NULs or backslashes: nothing outside the build (or private in it).
      if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) {
        return notFoundPage(request, reply);
      }
      const relative = segments.join('/');
      const full = join(root, relative);
      if (full !== root && !full.startsWith(root + sep)) return notFoundPage(request, reply);

      if (relative === '404' || relative === notFoundFile.replace(sep, '/'))
        return notFoundPage(request, reply);
      // A family's own not-found page (`/portfolio/~not-found`) is a 404 at its own address too.
      const trimmed = `/${relative}`.replace(/\/index\.html$/i, '').toLowerCase();
      if ((await familyNotFound()).pages.has(trimmed)) return notFoundPage(request, reply, trimmed);
      if (relative && (await serveFile(request, reply, relative, 200))) return reply;
      const page = relative ? join(relative, 'index.html') : 'index.html';
      if (await serveFile(request, reply, page, 200)) return reply;
      if ((await routeTable())(`/${relative}`)) {
        if (await serveFile(request, reply, spaFallbackFile, 200)) return reply;
      }
      return notFoundPage(request, reply, `/${relative}`);
    },
  };
}
