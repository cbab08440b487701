import { Suspense, type ReactNode } from 'react';
import {
  isSideLayout,
  stickyToPosition,
  themeClasses,
  type ContactDetails,
  type HamburgerStyle,
  type HeaderLayout,
  type HeaderPosition,
  type HeaderSticky,
  type HeaderTheme,
  type MobileMenuStyle,
  type OnePageSection,
} from './header-config.ts';
import { HeaderBar } from './header-bar.tsx';
import type { MenuPanelKind } from './header-panels.tsx';
import { LazyHeaderPanels } from './lazy-header-panels.tsx';
import { SideHeader } from './lazy-header-parts.tsx';
import type { SocialLink } from './social-links.tsx';
import { useHeaderScroll } from './use-header-scroll.ts';
import { useScrollspy } from './use-scrollspy.ts';

export type {
  ContactDetails,
  HamburgerStyle,
  HeaderLayout,
  HeaderPosition,
  HeaderSticky,
  HeaderTheme,
  MobileMenuStyle,
  OnePageSection,
  SocialLink,
};

/** Props choosing a header style (every header demo is one combination of these). */
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
  /** How the menu opens below 1280 px (default modern: a side drawer). */
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

/** What the header shows besides the menu: the site's contact details and social links. */
export interface SiteHeaderData {
  /** In the top bar and the off-canvas menus. */
  contactDetails: ContactDetails;
  /** In the top bar, the side panel, the side layouts and the off-canvas menus. */
  socialLinks: readonly SocialLink[];
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
  contactDetails: contact,
  socialLinks: social,
}: SiteHeaderProps & SiteHeaderData) {
  const onePage = layout === 'one-page' ? (sections ?? []) : undefined;
  const active = useScrollspy(onePage?.map((s) => s.id) ?? []);
  const { scrolled, hidden } = useHeaderScroll({
    reverse: position === 'reverse-scroll',
    solidAfter: solidAfterPx,
  });
  const side = isSideLayout(layout);
  const look = themeClasses[side && theme === 'transparent' ? 'dark' : theme];
  const panelKind: MenuPanelKind =
    layout === 'left-menu-modern' ? 'side-rail' : hamburger ? `hamburger-${hamburger}` : mobileMenu;
  const common = { 'data-header-layout': layout, 'data-header-theme': theme };
  const buttons = { search, sidePanel, actions };
  const panelProps = {
    search,
    sidePanel,
    kind: panelKind,
    sections: onePage,
    active,
    contact,
    social,
  };
  const panels = <LazyHeaderPanels {...panelProps} />;

  if (side)
    return (
      <Suspense fallback={null}>
        <SideHeader layout={layout} look={look} actions={buttons} social={social} {...common}>
          {panels}
        </SideHeader>
      </Suspense>
    );

  return (
    <HeaderBar
      layout={layout}
      look={look}
      position={position}
      push={push}
      scrolled={scrolled}
      hidden={hidden}
      inline={!hamburger}
      topBar={topBar && { contact, social }}
      onePage={onePage && { sections: onePage, active }}
      actions={buttons}
      {...common}
    >
      {panels}
    </HeaderBar>
  );
}
