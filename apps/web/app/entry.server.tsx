import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/** How long the prerender of one page may wait for what it suspends on. */
const renderTimeoutMs = 30_000;

// Prerender (build time only; the site is `ssr: false`): React renders each page to complete HTML. It waits
// for everything that suspends (`onAllReady`: lazy parts, React Router's hydration data), and
// `progressiveChunkSize: Infinity` keeps every Suspense boundary's content in place: with the default, React
// moves a large boundary to the end of the document and an inline script puts it back, after the first
// paint (a layout shift, and a page that needs a script to show its content).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD')
    return Promise.resolve(
      new Response(null, { status: responseStatusCode, headers: responseHeaders }),
    );
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              status,
              headers: responseHeaders,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // A prerender that fails must fail the build, not write a broken page.
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
    setTimeout(abort, renderTimeoutMs).unref();
  });
}
