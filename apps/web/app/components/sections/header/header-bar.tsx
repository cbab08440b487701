import { Suspense, type ReactNode } from 'react';
import { useMeasuredHeight } from '~/shell/use-measured-height.ts';
import { cn } from '~/components/ui/cn.ts';
import { Logo } from '~/components/ui/logo.tsx';
import {
  positionClasses,
  type ContactDetails,
  type HeaderLayout,
  type HeaderPosition,
  type OnePageSection,
  type themeClasses,
} from './header-config.ts';
import { HeaderActions } from './header-actions.tsx';
import { MainMenu, OnePageMenu, TopBar } from './lazy-header-parts.tsx';
import type { SocialLink } from './social-links.tsx';

export interface HeaderBarProps {
  layout: HeaderLayout;
  look: (typeof themeClasses)[keyof typeof themeClasses];
  position: HeaderPosition;
  push: boolean;
  /** The page has scrolled past the point where a transparent header turns solid. */
  scrolled: boolean;
  /** Hidden while scrolling down (reverse-scroll). */
  hidden: boolean;
  /** The inline menu (false: the menu is behind the menu button at every width). */
  inline: boolean;
  /** The top bar's contact details and social links, when it has one. */
  topBar: { contact: ContactDetails; social: readonly SocialLink[] } | false;
  /** The one-page layout's sections and the one in view. */
  onePage?: { sections: readonly OnePageSection[]; active: string | null };
  actions: { search: boolean; sidePanel: boolean; actions?: ReactNode };
  /** The header's dialogs (search, side panel, menu). */
  children: ReactNode;
  'data-header-layout': HeaderLayout;
  'data-header-theme': string;
}

/** A header across the top of the page: the top bar, then logo, inline menu and buttons. */
export function HeaderBar({
  layout,
  look,
  position,
  push,
  scrolled,
  hidden,
  inline,
  topBar,
  onePage,
  actions,
  children,
  ...data
}: HeaderBarProps) {
  const ref = useMeasuredHeight<HTMLElement>('--header-height');
  const tone = look.tone;
  return (
    <header
      ref={ref}
      {...data}
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
          <TopBar className={look.topBar} {...topBar} />
        </Suspense>
      )}
      <div
        className={cn(
          'nav:px-6 mx-auto h-18 max-w-[96rem] items-center gap-3 px-5 sm:px-8 2xl:gap-4 2xl:px-8',
          // Top logo: centred between the row's two halves where the menu is inline; below, the buttons leave
          // no room for a centred logo (on a phone they are 234 px), so it stands at the start.
          layout === 'top-logo' ? 'nav:grid nav:grid-cols-[1fr_auto_1fr] flex' : 'flex',
        )}
      >
        {layout === 'top-logo' && <span className="nav:block hidden" />}
        <Logo tone={tone} className={cn(layout === 'center-logo' && inline && 'nav:hidden')} />
        {inline && layout === 'one-page' && onePage && (
          <Suspense fallback={<div className="ms-auto" />}>
            <OnePageMenu {...onePage} tone={tone} className="nav:block ms-auto hidden" />
          </Suspense>
        )}
        {inline && (layout === 'standard' || layout === 'center-navigation') && (
          <MainMenu
            tone={tone}
            className={cn(
              'nav:flex hidden',
              layout === 'standard' ? 'ms-auto' : 'flex-1 justify-center',
            )}
          />
        )}
        {inline && layout === 'center-logo' && (
          <MainMenu tone={tone} center={<Logo tone={tone} />} className="nav:block hidden flex-1" />
        )}
        <HeaderActions
          {...actions}
          tone={tone}
          menuButton={inline ? 'mobile' : 'always'}
          className={cn(
            layout === 'top-logo' ? 'nav:ms-0 nav:justify-self-end ms-auto' : 'ms-auto',
            inline && (layout === 'standard' || layout === 'one-page') && 'nav:ms-2',
            inline && layout === 'center-navigation' && 'nav:ms-0',
          )}
        />
      </div>
      {inline && layout === 'top-logo' && (
        <div
          className={cn(
            'nav:block hidden border-t',
            tone === 'inverse' ? 'border-white/15' : 'border-line',
          )}
        >
          <MainMenu
            tone={tone}
            className="mx-auto flex h-14 max-w-[96rem] items-center justify-center px-5"
          />
        </div>
      )}
      {children}
    </header>
  );
}
