import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import displayFont from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import textFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import './app.css';
import {
  clearReloadFlag,
  installChunkReload,
  isChunkLoadError,
  reloadOnce,
} from './shell/chunk-reload.ts';
import { CriticalStyles } from './shell/critical-styles.tsx';
import { endInitialHydration, HydrateLater } from './shell/hydrate-later.tsx';
import { ScrollToTopButton } from './shell/scroll-to-top-button.tsx';
import { ShellProvider } from './shell/shell-context.tsx';

// The two Latin font files are preloaded first thing in <head>, before the inline CSS: Chrome then holds the
// first render (up to 100 ms) for these preloaded font-display: optional faces, so text paints in its face
// and never swaps (and shifts) after the first paint (app/fonts.css).
const fontPreloads = [textFont, displayFont];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {fontPreloads.map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12131c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <CriticalStyles />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    installChunkReload();
    clearReloadFlag();
    // Marks the document as interactive, every section hydrated (browser tests and benchmarks wait for it).
    void endInitialHydration().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <ShellProvider>
      {/* The page hydrates in a task after React Router's start and the document's own (shell/hydrate-later). */}
      <HydrateLater>
        <Outlet />
      </HydrateLater>
      <ScrollToTopButton />
    </ShellProvider>
  );
}

export function HydrateFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong';
  return (
    <main className="mx-auto grid min-h-screen max-w-xl place-content-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted">
        Please reload the page. If it keeps happening, come back in a minute.
      </p>
      <a className="text-brand font-semibold underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
