import type { ReactNode } from 'react';
import { useMeasuredHeight } from '~/shell/use-measured-height.ts';
import { cn } from '~/components/ui/cn.ts';
import { Logo } from '~/components/ui/logo.tsx';
import { modalIds, type HeaderLayout, type themeClasses } from './header-config.ts';
import { HeaderActions, PanelButton } from './header-actions.tsx';
import { MenuTree } from './menu-tree.tsx';
import { SocialLinks, type SocialLink } from './social-links.tsx';

interface SideHeaderProps {
  layout: HeaderLayout;
  look: (typeof themeClasses)[keyof typeof themeClasses];
  actions: { search: boolean; sidePanel: boolean; actions?: ReactNode };
  social: readonly SocialLink[];
  /** The header's dialogs (search, side panel, menu). */
  children: ReactNode;
  'data-header-layout': HeaderLayout;
  'data-header-theme': string;
}

/**
 * Left-menu layouts: from 992 px a fixed vertical bar beside the page (classic: logo, menu tree and
 * socials; modern: a narrow rail whose menu button opens the menu from the left). Below 992 px both
 * are an ordinary top bar with a menu button.
 */
export function SideHeader({ layout, look, actions, social, children, ...data }: SideHeaderProps) {
  // Only the top bar is above the page; at 992 px and up it is hidden and the measured height is 0.
  const barRef = useMeasuredHeight<HTMLDivElement>('--header-height');
  const classic = layout === 'left-menu-classic';
  const tone = look.tone;
  return (
    <header
      {...data}
      data-header-position="side"
      className={cn(
        'site-header sticky top-0 z-40 w-full lg:fixed lg:inset-y-0 lg:left-0 lg:border-r lg:border-b-0',
        classic ? 'lg:w-72' : 'lg:w-24',
        look.bar,
      )}
    >
      <div ref={barRef} className="flex h-18 items-center gap-4 px-5 sm:px-8 lg:hidden">
        <Logo tone={tone} />
        <HeaderActions {...actions} tone={tone} menuButton="always" className="ml-auto" />
      </div>
      {classic ? (
        <div className="hidden h-dvh flex-col gap-8 overflow-y-auto px-8 py-10 lg:flex">
          <Logo tone={tone} />
          <MenuTree label="Main" tone={tone} />
          <HeaderActions {...actions} tone={tone} menuButton="none" className="-ml-3" />
          <div className="mt-auto space-y-4">
            <SocialLinks links={social} variant="plain" size="sm" className="-ml-2" />
            <p className="text-xs opacity-80">
              © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Contrail
            </p>
          </div>
        </div>
      ) : (
        <div className="hidden h-dvh flex-col items-center justify-between py-6 lg:flex">
          <PanelButton modalId={modalIds.menu} label="Open menu" icon="menu" tone={tone} controls />
          <Logo tone={tone} className="rotate-180 [writing-mode:vertical-rl]" />
          <div className="flex flex-col items-center gap-2">
            <HeaderActions {...actions} tone={tone} menuButton="none" vertical />
            <SocialLinks links={social} variant="plain" size="sm" vertical />
          </div>
        </div>
      )}
      {children}
    </header>
  );
}
