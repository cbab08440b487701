import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRevalidator,
  useRouteError,
} from 'react-router';
import { alternatesOf, localeInfo, localeOf } from './i18n/locales.ts';
import './app.css';
import {
  clearReloadFlag,
  installChunkReload,
  isChunkLoadError,
  reloadOnce,
} from './shell/chunk-reload.ts';
import { directionScript } from './shell/direction.ts';
import { earlyEventsScript, replayEarlyEvents } from './shell/early-events.ts';
import { schemeScript } from './lib/color-scheme.ts';
import { loadPageMeta } from './lib/page-meta.ts';
import { rootHydrated } from './shell/hydration.tsx';
import { ScrollToTopButton } from './shell/scroll-to-top-button.tsx';
import { ShellProvider } from './shell/shell-context.tsx';
import { withBase } from './shell/site-base.ts';

// The web fonts are each page's own (PageLayout renders lib/fonts.tsx): React puts their preloads and
// `@font-face` rules into this <head>.
/** The element after the page's markup: the first paint waits until it is parsed (`rel="expect"`). */
const contentEndId = 'content-end';

/** Where the site is served, for the absolute `hreflang` addresses (post-build's SITE_ORIGIN for the sitemap). */
const siteOrigin: string = import.meta.env.VITE_SITE_ORIGIN ?? 'https://contrail.example';

/** A translated page's addresses in every language, and English as the default for other visitors. */
function LanguageAlternates({ pathname }: { pathname: string }) {
  const alternates = alternatesOf(pathname);
  const english = alternates.find((alternate) => alternate.locale === 'en');
  return (
    <>
      {alternates.map((alternate) => (
        <link
          key={alternate.locale}
          rel="alternate"
          hrefLang={localeInfo[alternate.locale].tag}
          href={`${siteOrigin}${withBase(alternate.path)}`}
        />
      ))}
      {english && (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={`${siteOrigin}${withBase(english.path)}`}
        />
      )}
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // The page's language from its address (`/de/…`, `/ar/…`), so the prerendered HTML has it from the start.
  // `dir` only for a translated page: on an English one the `?dir=rtl` preview's script owns it
  // (shell/direction.ts), and React leaves an attribute it does not render alone.
  const locale = localeOf(pathname);
  const language = localeInfo[locale];
  return (
    // The inline scheme script sets data-scheme on <html> before React hydrates it (lib/color-scheme.ts).
    <html
      lang={language.tag}
      dir={locale === 'en' ? undefined : language.dir}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12131c" />
        <link rel="icon" href={withBase('/favicon.svg')} type="image/svg+xml" />
        {/* The visitor's colour scheme on the root before the first paint (lib/color-scheme.ts): a dark
            visit is dark from its first frame. */}
        <script dangerouslySetInnerHTML={{ __html: schemeScript }} />
        {/* No first paint before the page's markup is parsed: a slow device that would paint half a
            section, a centred hero or a half-filled menu, moves it as the rest arrives (layout shift). The
            whole document is prerendered and arrives at once, so this waits for parsing, never the network. */}
        <link rel="expect" href={`#${contentEndId}`} blocking="render" />
        {/* `?dir=rtl` previews the page mirrored from the first paint (shell/direction.ts). */}
        <script dangerouslySetInnerHTML={{ __html: directionScript }} />
        {/* Keeps a visitor's form events until the page has hydrated (shell/early-events.ts). */}
        <script dangerouslySetInnerHTML={{ __html: earlyEventsScript }} />
        <Meta />
        <LanguageAlternates pathname={pathname} />
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
 * Loads the site map's rows and the page descriptions once the page has hydrated, for the title and meta
 * description of client navigations (the first page has its own in the prerendered <head>, lib/page-meta);
 * after a navigation made before they arrived, the meta is rendered again.
 */
function DescriptionsAfterHydration() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let live = true;
    for (const part of loadPageMeta())
      part
        .then((stale) => (stale && live ? revalidate() : undefined))
        .catch((error: unknown) =>
          console.error('The page titles or descriptions could not be loaded.', error),
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
      <a className="text-brand font-semibold underline" href={withBase('/')}>
        Back to the home page
      </a>
    </main>
  );
}
