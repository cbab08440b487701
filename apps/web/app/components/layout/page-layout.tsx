import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { contactDetails } from '~/content/contact.ts';
import { siteTheme } from '~/content/site-theme.ts';
import { socialLinks } from '~/content/social.ts';
import { lazyChunk } from '~/shell/hydration.tsx';
import { isSideLayout } from '~/components/sections/header/header-config.ts';
import { SchemeOnly } from '~/components/ui/scheme-switch.tsx';
import {
  SiteHeader,
  type SiteHeaderData,
  type SiteHeaderProps,
} from '~/components/sections/header/site-header.tsx';
import { themeStyle, type DemoTheme } from '~/lib/demo-theme.ts';
import { PageFonts, siteFontStacks } from '~/lib/fonts.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';
import { LanguageSwitch } from '~/i18n/language-switch.tsx';
import type { FixedFooterBreakpoint } from './fixed-footer.ts';
import type { LayoutFooterProps } from './layout-footer.tsx';

export type { FixedFooterBreakpoint };

// The footer is below the fold: it is in the prerendered HTML (links work before any script runs), but
// its code is not part of the page's first load. Its chunk is requested when the page hydrates and the
// footer hydrates when it arrives (React keeps the prerendered footer meanwhile); client navigations
// render it at once, the chunk being loaded by then. The footer's content (link columns) is in its chunk.
const LayoutFooter = lazyChunk(() => import('./layout-footer.tsx').then((m) => m.LayoutFooter));

interface PageLayoutProps {
  /**
   * The page's theme: a home demo's `DemoTheme` object (rendered as custom properties on this wrapper, so
   * the page ships only its own), or the name of a token block in app.css (`[data-theme]`). None: the
   * site's (`content/site-theme.ts`).
   */
  theme?: string | DemoTheme;
  /** A header style, and any of the site's header data (contact details, social links) it replaces. */
  header?: (SiteHeaderProps & Partial<SiteHeaderData>) | false;
  /** A footer style, and any of the site's footer data (link columns, contact…) it replaces. */
  footer?: LayoutFooterProps | false;
  /** Breakpoints at or below which the footer is fixed and revealed under the page (spec §2). */
  fixedFooter?: readonly FixedFooterBreakpoint[];
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
  theme = siteTheme,
  header = {},
  footer = {},
  fixedFooter = [],
  deferOffscreen = false,
  children,
}: PageLayoutProps) {
  const messages = useMessages();
  // A language whose script the theme's faces lack (Arabic) sets its own face for headings and text.
  const script = messages.typeface;
  const scriptStyle: CSSProperties | undefined = script
    ? ({ '--display-family': script, '--body-family': script } as CSSProperties)
    : undefined;
  return (
    <div
      data-theme={typeof theme === 'string' ? theme : theme?.name}
      // A one-scheme demo (its theme's `only`): app.css treats its pictures as that scheme's (--media-dim).
      data-scheme-only={typeof theme === 'object' ? theme.only?.scheme : undefined}
      style={typeof theme === 'object' ? { ...themeStyle(theme), ...scriptStyle } : scriptStyle}
      data-fixed-footer={fixedFooter.length ? fixedFooter.join(' ') : undefined}
      data-defer-offscreen={deferOffscreen || undefined}
      data-side-header={
        header && header.layout && isSideLayout(header.layout) ? header.layout : undefined
      }
      // font-sans, bg-surface and text-ink here, not only on <body>: the theme's tokens are set on this wrapper.
      className="bg-surface text-ink flex min-h-screen flex-col font-sans"
    >
      <PageFonts
        {...(script
          ? { display: script, body: script }
          : typeof theme === 'object'
            ? {
                display: theme.displayFamily,
                body: theme.bodyFamily,
                caps: theme.headingCase === 'uppercase',
              }
            : siteFontStacks)}
      />
      <a
        href="#main"
        className="bg-ink sr-only z-50 rounded px-4 py-2 text-white focus:not-sr-only focus:fixed focus:inset-s-2 focus:top-2"
      >
        {messages.skipToContent}
      </a>
      {header && (
        <SchemeOnly value={typeof theme === 'object' ? theme.only : undefined}>
          <SiteHeader
            contactDetails={contactDetails}
            socialLinks={socialLinks}
            {...header}
            // A translated page's language switch, beside the page's own header actions (the cart); on a
            // phone the bar has no room for it beside the menu button, so it sits at the end of the page.
            actions={
              <>
                <LanguageSwitch className="hidden sm:flex" />
                {header.actions}
              </>
            }
          />
        </SchemeOnly>
      )}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <LanguageSwitch className="border-line justify-center border-t py-2 sm:hidden" />
      {footer && (
        <Suspense fallback={null}>
          <LayoutFooter {...footer} />
        </Suspense>
      )}
    </div>
  );
}
