import { useLocation } from 'react-router';
import { useShell } from '~/shell/shell-context.tsx';
import { Logo } from '~/components/ui/logo.tsx';
import { Modal } from '~/components/ui/modal.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';
import { LazySubscribeForm } from './lazy-subscribe-form.tsx';
import {
  modalIds,
  type ContactDetails,
  type HamburgerStyle,
  type MobileMenuStyle,
  type OnePageSection,
  type Tone,
} from './header-config.ts';
import { MenuTree, type MenuTreeSize } from './menu-tree.tsx';
import { OffCanvas, type OffCanvasPlacement } from './off-canvas.tsx';
import { OnePageMenu } from './one-page-menu.tsx';
import { SearchForm } from './search-form.tsx';
import { SocialLinks, type SocialLink } from './social-links.tsx';

/** The search overlay and the side panel (newsletter form + the social links). */
export function HeaderModals({
  search,
  sidePanel,
  social,
}: {
  search: boolean;
  sidePanel: boolean;
  social: readonly SocialLink[];
}) {
  const { header: texts, subscribe } = useMessages();
  return (
    <>
      {search && (
        <Modal id={modalIds.search} title={texts?.searchTitle ?? 'Search'} size="lg">
          <SearchForm focusOnMount />
        </Modal>
      )}
      {sidePanel && (
        <Modal id={modalIds.side} title={texts?.sidePanel.title ?? 'Stay in the loop'} size="side">
          <p className="text-muted mb-6">
            {texts?.sidePanel.text ??
              'One short e-mail a month: new demos, sections and release notes. No spam, unsubscribe anytime.'}
          </p>
          <LazySubscribeForm variant="stacked" buttonLabel={subscribe?.button ?? 'Subscribe'} />
          <p className="mt-10 mb-3 text-sm font-semibold">
            {texts?.sidePanel.follow ?? 'Follow us'}
          </p>
          <SocialLinks links={social} variant="circle" />
        </Modal>
      )}
    </>
  );
}

export type MenuPanelKind = MobileMenuStyle | `hamburger-${HamburgerStyle}` | 'side-rail';

const panels: Record<
  MenuPanelKind,
  { placement: OffCanvasPlacement; tone: Tone; size: MenuTreeSize; extras: boolean }
> = {
  classic: { placement: 'top', tone: 'default', size: 'md', extras: false },
  modern: { placement: 'right', tone: 'default', size: 'md', extras: false },
  'full-screen': { placement: 'full', tone: 'inverse', size: 'lg', extras: false },
  'hamburger-full': { placement: 'full', tone: 'inverse', size: 'lg', extras: true },
  'hamburger-modern': { placement: 'right', tone: 'inverse', size: 'md', extras: true },
  'hamburger-half': { placement: 'half', tone: 'default', size: 'lg', extras: true },
  'side-rail': { placement: 'left', tone: 'inverse', size: 'md', extras: true },
};

/** The off-canvas menu: the registry menu, or the page's sections on a one-page layout. */
export function MenuPanel({
  kind,
  sections,
  active,
  contact,
  social,
}: {
  kind: MenuPanelKind;
  sections?: readonly OnePageSection[];
  active: string | null;
  contact: ContactDetails;
  social: readonly SocialLink[];
}) {
  const { closeModal } = useShell();
  const { pathname } = useLocation();
  const panel = panels[kind];
  const { header: texts } = useMessages();
  return (
    <OffCanvas
      id={modalIds.menu}
      title={texts?.treeLabel ?? 'Menu'}
      placement={panel.placement}
      tone={panel.tone}
      brand={<Logo tone={panel.tone} className="min-h-11" />}
      className={panel.size === 'lg' ? 'mx-auto w-full max-w-3xl' : undefined}
    >
      {sections ? (
        <OnePageMenu
          sections={sections}
          active={active}
          tone={panel.tone}
          vertical
          onNavigate={closeModal}
        />
      ) : (
        // The menu stays rendered in the closed dialog: a new page starts it afresh, its own group open.
        <MenuTree key={pathname} tone={panel.tone} size={panel.size} />
      )}
      {panel.extras && (
        <div className="mt-auto space-y-4 pt-10 text-sm">
          <p className="flex flex-col items-start">
            <a
              href={`mailto:${contact.email}`}
              className="inline-flex min-h-11 items-center font-semibold hover:underline"
            >
              {contact.email}
            </a>
            <a
              href={contact.phoneHref}
              className="inline-flex min-h-11 items-center hover:underline"
            >
              <span dir="ltr">{contact.phone}</span>
            </a>
          </p>
          <SocialLinks links={social} variant="circle" size="lg" />
        </div>
      )}
    </OffCanvas>
  );
}

export interface HeaderPanelsProps {
  search: boolean;
  sidePanel: boolean;
  kind: MenuPanelKind;
  /** The page's sections, on a one-page layout. */
  sections?: readonly OnePageSection[];
  active: string | null;
  contact: ContactDetails;
  social: readonly SocialLink[];
}

/** Every dialog of the header (loaded on demand by lazy-header-panels.tsx). */
export function HeaderPanels({ search, sidePanel, ...menu }: HeaderPanelsProps) {
  return (
    <>
      <HeaderModals search={search} sidePanel={sidePanel} social={menu.social} />
      <MenuPanel {...menu} />
    </>
  );
}
