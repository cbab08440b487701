import { renderToStringAsync } from 'preact-render-to-string';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { installPreactOptions } from './shell/preact-options.ts';

installPreactOptions({ browser: false });

// Prerender (build time only; the site is `ssr: false`): Preact renders each page to HTML, waiting for
// everything that suspends (lazy components, React Router's hydration data), and marks suspended parts
// with <!--$s--> comments so the client can hydrate them when their chunk arrives.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const html = await renderToStringAsync(
    <ServerRouter context={routerContext} url={request.url} />,
  );
  // React Router renders its hydration-data scripts after the document (<html>…</html>); like
  // react-dom/server, put them at the end of <body>.
  const end = html.lastIndexOf('</html>') + '</html>'.length;
  const trailing = html.slice(end);
  const document = trailing
    ? html.slice(0, end).replace(/<\/body>\s*<\/html>$/, `${trailing}</body></html>`)
    : html;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${document}`, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
