import { Suspense, type ReactNode } from 'react';
import { lazyChunk } from '~/shell/hydration.tsx';
import { useMeasuredHeight } from '~/shell/use-measured-height.ts';
import { cn } from '~/components/ui/cn.ts';
import { Logo } from '~/components/ui/logo.tsx';
import {
  isSideLayout,
  positionClasses,
  stickyToPosition,
  themeClasses,
  type HamburgerStyle,
  type HeaderLayout,
  type HeaderPosition,
  type HeaderSticky,
  type HeaderTheme,
  type MobileMenuStyle,
  type OnePageSection,
} from './header-config.ts';
import { HeaderActions } from './header-actions.tsx';
import type { MenuPanelKind } from './header-panels.tsx';
import { LazyHeaderPanels } from './lazy-header-panels.tsx';
import type { MainMenuProps } from './main-menu.tsx';
import { useHeaderScroll } from './use-header-scroll.ts';
import { useScrollspy } from './use-scrollspy.ts';

// Parts that are not in every page's first load: the layout variants most pages do not use (the side
// layouts, the one-page menu, the top bar) and the desktop mega-menu (hidden below 992 px). Where a page
// shows one, it is in the prerendered HTML and hydrates when its chunk arrives, requested as the page
// hydrates (React keeps the prerendered DOM of a suspended part meanwhile).
const SideHeader = lazyChunk(() => import('./side-header.tsx').then((m) => m.SideHeader));
const OnePageMenu = lazyChunk(() => import('./one-page-menu.tsx').then((m) => m.OnePageMenu));
const TopBar = lazyChunk(() => import('./top-bar.tsx').then((m) => m.TopBar));
const LazyMainMenu = lazyChunk(() => import('./main-menu.tsx').then((m) => m.MainMenu));

function MainMenu(props: MainMenuProps) {
  return (
    <Suspense fallback={<div className={props.className} />}>
      <LazyMainMenu {...props} />
    </Suspense>
  );
}

export type {
  HamburgerStyle,
  HeaderLayout,
  HeaderPosition,
  HeaderSticky,
  HeaderTheme,
  MobileMenuStyle,
  OnePageSection,
};

export interface SiteHeaderProps {
  /** light, dark, or transparent (over a dark hero; turns solid once the page scrolls). */
  theme?: HeaderTheme;
  /** Scroll behaviour (default always-fixed). */
  position?: HeaderPosition;
  /** Older name for `position` (always → always-fixed, none → disable-fixed, on-scroll → reverse-scroll). */
  sticky?: HeaderSticky;
  layout?: HeaderLayout;
  /** Contact details and social links above the bar (from 768 px up). */
  topBar?: boolean;
  /** The header takes its own space and pushes the page down (default: every theme but transparent). */
  push?: boolean;
  /** How the menu opens below 992 px (default modern: a side drawer). */
  mobileMenu?: MobileMenuStyle;
  /** An off-canvas menu behind a menu button at every width, instead of the inline menu. */
  hamburger?: HamburgerStyle | false;
  /** The page's sections, for the one-page layout. */
  sections?: readonly OnePageSection[];
  /** Show the search button and overlay. */
  search?: boolean;
  /** Show the side-panel button (newsletter + social links). */
  sidePanel?: boolean;
  /** Slot for a cart badge or a call to action at the end of the bar. */
  actions?: ReactNode;
}

/** Scroll distance after which a transparent header turns solid. */
export const solidAfterPx = 80;

/** The site header: one component configured by props (see header-config.ts for the vocabulary). */
export function SiteHeader({
  theme = 'light',
  sticky,
  position = sticky ? stickyToPosition[sticky] : 'always-fixed',
  layout = 'standard',
  topBar = false,
  push = theme !== 'transparent',
  mobileMenu = 'modern',
  hamburger = false,
  sections,
  search = true,
  sidePanel = true,
  actions,
}: SiteHeaderProps) {
  const onePage = layout === 'one-page' ? (sections ?? []) : undefined;
  const active = useScrollspy(onePage?.map((s) => s.id) ?? []);
  const { scrolled, hidden } = useHeaderScroll({
    reverse: position === 'reverse-scroll',
    solidAfter: solidAfterPx,
  });
  const side = isSideLayout(layout);
  // Side layouts measure only their top bar (the vertical bar beside the page is not above it).
  const ref = useMeasuredHeight<HTMLElement>('--header-height');
  const look = themeClasses[side && theme === 'transparent' ? 'dark' : theme];
  const panelKind: MenuPanelKind =
    layout === 'left-menu-modern' ? 'side-rail' : hamburger ? `hamburger-${hamburger}` : mobileMenu;
  const common = { 'data-header-layout': layout, 'data-header-theme': theme };
  const panels = (
    <LazyHeaderPanels
      search={search}
      sidePanel={sidePanel}
      kind={panelKind}
      sections={onePage}
      active={active}
    />
  );

  if (side)
    return (
      <Suspense fallback={null}>
        <SideHeader
          layout={layout}
          look={look}
          actions={{ search, sidePanel, actions }}
          {...common}
        >
          {panels}
        </SideHeader>
      </Suspense>
    );

  const tone = look.tone;
  const inline = !hamburger;
  const bar = {
    search,
    sidePanel,
    actions,
    tone,
    menuButton: inline ? 'mobile' : 'always',
  } as const;
  return (
    <header
      ref={ref}
      {...common}
      data-header-position={position}
      data-scrolled={scrolled || undefined}
      data-hidden={hidden || undefined}
      data-motion
      className={cn(
        'site-header z-40 w-full transition-[background-color,box-shadow,translate] duration-300',
        positionClasses[position][push ? 'push' : 'overlay'],
        look.bar,
        scrolled && look.solid,
      )}
    >
      {topBar && (
        <Suspense fallback={<div className="hidden h-10 md:block" />}>
          <TopBar className={look.topBar} />
        </Suspense>
      )}
      <div
        className={cn(
          'mx-auto h-18 max-w-[96rem] items-center gap-4 px-5 sm:px-8',
          layout === 'top-logo' ? 'grid grid-cols-[1fr_auto_1fr]' : 'flex',
        )}
      >
        {layout === 'top-logo' && <span />}
        <Logo tone={tone} className={cn(layout === 'center-logo' && inline && 'lg:hidden')} />
        {inline && layout === 'one-page' && onePage && (
          <Suspense fallback={<div className="ml-auto" />}>
            <OnePageMenu
              sections={onePage}
              active={active}
              tone={tone}
              className="ml-auto hidden lg:block"
            />
          </Suspense>
        )}
        {inline && (layout === 'standard' || layout === 'center-navigation') && (
          <MainMenu
            tone={tone}
            className={cn(
              'hidden lg:flex',
              layout === 'standard' ? 'ml-auto' : 'flex-1 justify-center',
            )}
          />
        )}
        {inline && layout === 'center-logo' && (
          <MainMenu tone={tone} center={<Logo tone={tone} />} className="hidden flex-1 lg:block" />
        )}
        <HeaderActions
          {...bar}
          className={cn(
            layout === 'top-logo' ? 'justify-self-end' : 'ml-auto',
            inline && (layout === 'standard' || layout === 'one-page') && 'lg:ml-2',
            inline && layout === 'center-navigation' && 'lg:ml-0',
          )}
        />
      </div>
      {inline && layout === 'top-logo' && (
        <div
          className={cn(
            'hidden border-t lg:block',
            tone === 'inverse' ? 'border-white/15' : 'border-line',
          )}
        >
          <MainMenu
            tone={tone}
            className="mx-auto flex h-14 max-w-[96rem] items-center justify-center px-5"
          />
        </div>
      )}
      {panels}
    </header>
  );
}
