import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

// A plain static file server, as a static host is (GitHub Pages, an S3 bucket, nginx's `alias`): files
// only, no API, no rewrites. `dir` is served at `base` (`/site/` → dir/index.html, `/site/page/about-us/` →
// dir/page/about-us/index.html); a folder asked without its slash is redirected to it; anything else is
// 404, answered with dir/404/index.html. The static-hosting browser test serves the /site/ build with it.

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.wav': 'audio/wav',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

const fileAt = (path: string) => {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
};

export function startStaticServer(dir: string, base: string, port: number): Promise<Server> {
  const root = normalize(dir);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    const send = (status: number, file: string) => {
      response.writeHead(status, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
      });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    };
    const notFound = () => send(404, join(root, '404', 'index.html'));
    if (pathname === base.slice(0, -1)) {
      response.writeHead(301, { location: base + url.search }).end();
      return;
    }
    if (!pathname.startsWith(base)) return notFound();
    const path = normalize(join(root, pathname.slice(base.length)));
    if (path !== root && !path.startsWith(root + sep)) return notFound();
    const stat = fileAt(path);
    if (stat?.isFile()) return send(200, path);
    if (stat?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      if (fileAt(join(path, 'index.html'))?.isFile()) return send(200, join(path, 'index.html'));
    }
    return notFound();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
