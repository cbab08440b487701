import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { directionParam, useDocumentDirection } from '~/shell/direction.ts';
import { SchemeSwitch } from '~/components/ui/scheme-switch.tsx';
import { withBase } from '~/shell/site-base.ts';
import { useShell } from '~/shell/shell-context.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { modalIds, type Tone } from './header-config.ts';
import { preloadHeaderPanels } from './lazy-header-panels.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';

export type MenuButtonVisibility = 'mobile' | 'always' | 'none';

const hovers: Record<Tone, string> = {
  default: 'hover:bg-surface-alt',
  inverse: 'hover:bg-white/15',
};
const menuButtonVisibility: Record<MenuButtonVisibility, string> = {
  mobile: 'nav:hidden',
  always: '',
  none: 'hidden',
};

/** A header button that opens one of the shell's modals, with aria-expanded and aria-controls. */
export function PanelButton({
  modalId,
  label,
  icon,
  tone,
  controls = false,
  className,
}: {
  modalId: string;
  /** Set when the dialog element carries `modalId` as its id. */
  controls?: boolean;
  label: string;
  icon: IconName;
  tone: Tone;
  className?: string;
}) {
  const { openModalId, openModal } = useShell();
  const expanded = openModalId === modalId;
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      // The dialogs are rendered once one is first opened (lazy-header-panels.tsx).
      aria-controls={controls && expanded ? modalId : undefined}
      // Hover, focus or touch starts loading the dialogs, so they are there by the click.
      onPointerEnter={preloadHeaderPanels}
      onFocus={preloadHeaderPanels}
      onTouchStart={preloadHeaderPanels}
      onClick={() => openModal(modalId)}
      className={cn(
        'grid size-11 place-items-center rounded-full transition-colors',
        hovers[tone],
        className,
      )}
    >
      <Icon name={icon} size={22} />
    </button>
  );
}

/**
 * The right-to-left preview switch: a link to the same page in the other direction (a full load, so carousels
 * and everything measured start in the new direction; it works before the page has hydrated too).
 */
export function DirectionSwitch({ tone, className }: { tone: Tone; className?: string }) {
  const { pathname, search, hash } = useLocation();
  const rtl = useDocumentDirection() === 'rtl';
  const params = new URLSearchParams(search);
  params.set(directionParam, rtl ? 'ltr' : 'rtl');
  const texts = useMessages().header?.direction;
  const label = rtl
    ? (texts?.toLtr ?? 'Show the page left to right')
    : (texts?.toRtl ?? 'Preview the page right to left');
  return (
    <a
      href={withBase(`${pathname}?${params.toString()}${hash}`)}
      aria-label={label}
      title={label}
      data-direction-switch={rtl ? 'rtl' : 'ltr'}
      className={cn(
        'grid size-11 place-items-center rounded-full transition-colors',
        hovers[tone],
        className,
      )}
    >
      <Icon name="direction" size={22} />
    </a>
  );
}

/**
 * The end of the header bar: the colour-scheme switch, the direction switch, search, the `actions` slot (cart
 * badge), side panel and menu buttons. Every header layout has it, so every page has both switches.
 */
export function HeaderActions({
  tone,
  search,
  sidePanel,
  actions,
  menuButton,
  vertical = false,
  className,
}: {
  tone: Tone;
  search: boolean;
  sidePanel: boolean;
  actions?: ReactNode;
  menuButton: MenuButtonVisibility;
  /** Stacked (the narrow side rail). */
  vertical?: boolean;
  className?: string;
}) {
  const messages = useMessages();
  return (
    <div
      // No gaps between the 44 px buttons: the bar is full on a phone and at 1280 px (their icons stay 22 px apart).
      className={cn('flex items-center', vertical && 'flex-col gap-1', className)}
    >
      <SchemeSwitch tone={tone} vertical={vertical} className={vertical ? 'mb-1' : 'me-1'} />
      <DirectionSwitch tone={tone} className={vertical ? 'hidden' : 'hidden sm:grid'} />
      {search && (
        <PanelButton
          modalId={modalIds.search}
          label={messages.search.open}
          icon="search"
          tone={tone}
        />
      )}
      {actions}
      {sidePanel && (
        <PanelButton
          modalId={modalIds.side}
          label={messages.openSidePanel}
          icon="grid"
          tone={tone}
          // Wide screens only: from 1280 px the bar is full on a page with a language switch and a cart.
          className={vertical ? 'hidden lg:grid' : 'hidden 2xl:grid'}
        />
      )}
      <PanelButton
        modalId={modalIds.menu}
        label={messages.openMenu}
        icon="menu"
        tone={tone}
        controls
        className={menuButtonVisibility[menuButton]}
      />
    </div>
  );
}
