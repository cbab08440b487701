import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRevalidator,
  useRouteError,
} from 'react-router';
import './app.css';
import {
  clearReloadFlag,
  installChunkReload,
  isChunkLoadError,
  reloadOnce,
} from './shell/chunk-reload.ts';
import { CriticalStyles, FullStylesheetBeforeNavigation } from './shell/critical-styles.tsx';
import { earlyEventsScript, replayEarlyEvents } from './shell/early-events.ts';
import { schemeScript } from './lib/color-scheme.ts';
import { rootHydrated } from './shell/hydration.tsx';
import { loadDescriptions } from './site-map/descriptions.ts';
import { ScrollToTopButton } from './shell/scroll-to-top-button.tsx';
import { ShellProvider } from './shell/shell-context.tsx';

// The web fonts are each page's own (PageLayout renders lib/fonts.tsx): React puts their preloads and
// `@font-face` rules into this <head>.
/** The element after the page's markup: the first paint waits until it is parsed (`rel="expect"`). */
const contentEndId = 'content-end';

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The inline scheme script sets data-scheme on <html> before React hydrates it (lib/color-scheme.ts).
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12131c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The visitor's colour scheme on the root before the first paint (lib/color-scheme.ts): a dark
            visit is dark from its first frame. */}
        <script dangerouslySetInnerHTML={{ __html: schemeScript }} />
        {/* No first paint before the page's markup is parsed: a slow device that would paint half a
            section, a centred hero or a half-filled menu, moves it as the rest arrives (layout shift). The
            whole document is prerendered and arrives at once, so this waits for parsing, never the network. */}
        <link rel="expect" href={`#${contentEndId}`} blocking="render" />
        {/* Keeps a visitor's form events until the page has hydrated (shell/early-events.ts). */}
        <script dangerouslySetInnerHTML={{ __html: earlyEventsScript }} />
        <Meta />
        <CriticalStyles />
        <Links />
      </head>
      <body>
        {children}
        <span id={contentEndId} hidden />
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
  }, []);
  return (
    <ShellProvider>
      <Outlet />
      <InitialHydrationEnd />
      <DescriptionsAfterHydration />
      <ScrollToTopButton />
      <FullStylesheetBeforeNavigation />
    </ShellProvider>
  );
}

/** Ends the document's first hydration once the page has committed. */
function InitialHydrationEnd() {
  useEffect(() => {
    // Marks the document as interactive (browser tests and benchmarks wait for it). Code-split parts met on
    // the way (the desktop menu, the footer) count: until their chunk has arrived and they have hydrated,
    // their prerendered HTML does not answer a click or a key (shell/hydration).
    void rootHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
      // What a visitor did on a form before now is played on the live forms (shell/early-events.ts).
      replayEarlyEvents();
    });
  }, []);
  return null;
}

/**
 * Loads the page descriptions once the page has hydrated, for the meta description of client navigations
 * (the first page has its own in the prerendered <head>); after a navigation made before they arrived, the
 * meta is rendered again.
 */
function DescriptionsAfterHydration() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let live = true;
    loadDescriptions()
      .then((stale) => (stale && live ? revalidate() : undefined))
      .catch((error: unknown) =>
        console.error('The page descriptions could not be loaded.', error),
      );
    return () => {
      live = false;
    };
  }, [revalidate]);
  return null;
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
