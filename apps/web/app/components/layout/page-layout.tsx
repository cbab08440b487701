import { Children, Suspense, type ReactNode } from 'react';
import { HydrateLater, lazyChunk } from '../../shell/hydrate-later.tsx';
import type { SiteFooterProps } from '../sections/footer/site-footer.tsx';
import { isSideLayout } from '../sections/header/header-config.ts';
import { SiteHeader, type SiteHeaderProps } from '../sections/header/site-header.tsx';
import type { FixedFooterBreakpoint } from './fixed-footer.ts';

export type { FixedFooterBreakpoint };

// The footer is below the fold: it is in the prerendered HTML (links work before any script runs), but
// its code is not part of the page's first load. Its chunk is requested when the page hydrates and the
// footer hydrates when it arrives (Preact keeps the prerendered footer meanwhile); client navigations
// render it at once, the chunk being loaded by then.
const SiteFooter = lazyChunk(() =>
  import('../sections/footer/site-footer.tsx').then((m) => m.SiteFooter),
);

/** The children as they are: a page hydrated in one task. */
const Whole = ({ children }: { children?: ReactNode }) => <>{children}</>;

interface PageLayoutProps {
  /** Design-token theme of the demo (see app.css). */
  theme?: string;
  header?: SiteHeaderProps | false;
  footer?: SiteFooterProps | false;
  /** Breakpoints at or below which the footer is fixed and revealed under the page (spec §2). */
  fixedFooter?: readonly FixedFooterBreakpoint[];
  /**
   * Hydrate the header, each child section and the footer in tasks of their own (shell/hydrate-later), for
   * pages built from sections that each render one root element (a fragment of several sections keeps only
   * its first). A page whose state changes as it starts (data loads, a query read from the URL) must hold
   * that until `useInitialHydrationDone()` is true. `'frame'`: the header and the footer only, for a page
   * that cuts its own content into slices (the parts browser).
   */
  hydrateInSlices?: boolean | 'frame';
  /**
   * The sections after the first, and the footer unless it is fixed, are rendered only as they near the
   * viewport (content-visibility: auto, app.css): for long pages, so the first paint and the layouts after
   * it (the web fonts' among them) cover one screen, not the page.
   */
  deferOffscreen?: boolean;
  children: ReactNode;
}

/** Every page: skip link, header, main landmark and footer. */
export function PageLayout({
  theme,
  header = {},
  footer = {},
  fixedFooter = [],
  hydrateInSlices = false,
  deferOffscreen = false,
  children,
}: PageLayoutProps) {
  const Slice = hydrateInSlices ? HydrateLater : Whole;
  const Section = hydrateInSlices === true ? HydrateLater : Whole;
  return (
    <div
      data-theme={theme}
      data-fixed-footer={fixedFooter.length ? fixedFooter.join(' ') : undefined}
      data-defer-offscreen={deferOffscreen || undefined}
      data-side-header={
        header && header.layout && isSideLayout(header.layout) ? header.layout : undefined
      }
      className="flex min-h-screen flex-col"
    >
      <a
        href="#main"
        className="bg-ink sr-only z-50 rounded px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* The header, each section of the page and the footer hydrate in tasks of their own (shell/hydrate-later). */}
      {header && (
        <Slice>
          <SiteHeader {...header} />
        </Slice>
      )}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {Children.map(children, (section) => (
          <Section>{section}</Section>
        ))}
      </main>
      {footer && (
        <Slice>
          <Suspense fallback={null}>
            <SiteFooter {...footer} />
          </Suspense>
        </Slice>
      )}
    </div>
  );
}
