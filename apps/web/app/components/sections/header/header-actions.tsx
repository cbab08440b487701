import type { ReactNode } from 'react';
import { SchemeSwitch } from '~/components/ui/scheme-switch.tsx';
import { useShell } from '~/shell/shell-context.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { modalIds, type Tone } from './header-config.ts';
import { preloadHeaderPanels } from './lazy-header-panels.tsx';

export type MenuButtonVisibility = 'mobile' | 'always' | 'none';

const hovers: Record<Tone, string> = {
  default: 'hover:bg-surface-alt',
  inverse: 'hover:bg-white/15',
};
const menuButtonVisibility: Record<MenuButtonVisibility, string> = {
  mobile: 'lg:hidden',
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
 * The end of the header bar: the colour-scheme switch, search, the `actions` slot (cart badge), side panel and
 * menu buttons. Every header layout has it, so every page has the switch.
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
  return (
    <div className={cn('flex items-center gap-1', vertical && 'flex-col', className)}>
      <SchemeSwitch tone={tone} vertical={vertical} className={vertical ? 'mb-1' : 'mr-1'} />
      {search && (
        <PanelButton modalId={modalIds.search} label="Open search" icon="search" tone={tone} />
      )}
      {actions}
      {sidePanel && (
        <PanelButton
          modalId={modalIds.side}
          label="Open side panel"
          icon="grid"
          tone={tone}
          className="hidden lg:grid"
        />
      )}
      <PanelButton
        modalId={modalIds.menu}
        label="Open menu"
        icon="menu"
        tone={tone}
        controls
        className={menuButtonVisibility[menuButton]}
      />
    </div>
  );
}
