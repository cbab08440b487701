import { useMeasuredHeight } from '../../../shell/use-measured-height.ts';
import { useScrolledPast } from '../../../shell/use-scrolled-past.ts';
import { cn } from '../../ui/cn.ts';
import { Icon } from '../../ui/icon.tsx';
import { Logo } from '../../ui/logo.tsx';
import { Modal, ModalTrigger } from '../../ui/modal.tsx';
import { SubscribeForm } from '../subscribe/subscribe-form.tsx';
import { MainMenu, MobileMenuList } from './main-menu.tsx';
import { SearchForm } from './search-form.tsx';
import { SocialLinks } from './social-links.tsx';

export type HeaderTheme = 'light' | 'dark' | 'transparent';
export type HeaderSticky = 'always' | 'none' | 'on-scroll';

export interface SiteHeaderProps {
  theme?: HeaderTheme;
  sticky?: HeaderSticky;
  /** Show the search button and overlay. */
  search?: boolean;
  /** Show the side-panel button (newsletter + social links). */
  sidePanel?: boolean;
  /** Slot for a cart badge or a call to action at the end of the bar. */
  actions?: React.ReactNode;
}

const themes: Record<HeaderTheme, { bar: string; solid: string; tone: 'default' | 'inverse' }> = {
  light: { bar: 'bg-surface/95 backdrop-blur border-b border-line', solid: '', tone: 'default' },
  dark: { bar: 'bg-inverse text-white', solid: '', tone: 'inverse' },
  transparent: {
    bar: 'absolute inset-x-0 bg-transparent text-white',
    solid: 'bg-inverse/95 backdrop-blur',
    tone: 'inverse',
  },
};

/** The site header: logo, registry-driven menu with mega-menus, search overlay and side panel. */
export function SiteHeader({
  theme = 'light',
  sticky = 'always',
  search = true,
  sidePanel = true,
  actions,
}: SiteHeaderProps) {
  const ref = useMeasuredHeight<HTMLElement>('--header-height');
  const scrolled = useScrolledPast(80);
  const look = themes[theme];
  const solid = theme === 'transparent' && scrolled && sticky !== 'none';
  const iconButton = cn(
    'grid size-10 place-items-center rounded-full transition-colors',
    look.tone === 'inverse' ? 'hover:bg-white/15' : 'hover:bg-surface-alt',
  );

  return (
    <header
      ref={ref}
      data-header-theme={theme}
      data-scrolled={scrolled || undefined}
      className={cn(
        'z-40 w-full transition-colors',
        sticky === 'none' ? 'relative' : 'sticky top-0',
        look.bar,
        solid && look.solid,
        theme === 'transparent' && sticky !== 'none' && 'fixed',
      )}
    >
      <div className="mx-auto flex h-18 max-w-[96rem] items-center gap-4 px-5 sm:px-8">
        <Logo tone={look.tone} />
        <MainMenu tone={look.tone} className="ml-auto hidden lg:block" />
        <div className="ml-auto flex items-center gap-1 lg:ml-2">
          {search && (
            <ModalTrigger modalId="site-search" label="Open search" className={iconButton}>
              <Icon name="search" size={20} />
            </ModalTrigger>
          )}
          {actions}
          {sidePanel && (
            <ModalTrigger
              modalId="side-panel"
              label="Open side panel"
              className={cn(iconButton, 'hidden lg:grid')}
            >
              <Icon name="grid" size={20} />
            </ModalTrigger>
          )}
          <ModalTrigger
            modalId="mobile-menu"
            label="Open menu"
            className={cn(iconButton, 'lg:hidden')}
          >
            <Icon name="menu" size={22} />
          </ModalTrigger>
        </div>
      </div>
      {search && (
        <Modal id="site-search" title="Search" size="lg">
          <SearchForm focusOnMount />
        </Modal>
      )}
      {sidePanel && (
        <Modal id="side-panel" title="Stay in the loop" size="side">
          <p className="text-muted mb-6">
            One short e-mail a month: new demos, sections and release notes. No spam, unsubscribe
            anytime.
          </p>
          <SubscribeForm variant="stacked" buttonLabel="Subscribe" />
          <p className="mt-10 mb-3 text-sm font-semibold">Follow us</p>
          <SocialLinks variant="circle" />
        </Modal>
      )}
      <Modal id="mobile-menu" title="Menu" size="side">
        <MobileMenuList />
      </Modal>
    </header>
  );
}
