import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import type { Tone } from './header-config.ts';
import { holdsPage, menuLabels, type MenuEntry } from './mega-menu-data.ts';
import { itemBase, itemTones } from './menu-item-look.ts';
import { moveFocus } from './move-focus.ts';
import { PanelLinks, type MenuLabels } from './panel-links.tsx';
import { useKeepInViewport } from './use-keep-in-viewport.ts';
import { useWindowWidth } from './use-window-width.ts';

const englishLabels = menuLabels(undefined);

interface MegaMenuItemProps {
  entry: MenuEntry;
  /** The menu's words in the page's language (mega-menu-data.ts; default English). */
  labels?: MenuLabels;
  tone: Tone;
  open: boolean;
  /**
   * Render the panel's links while it is closed too, laid out but invisible (and kept inside the window):
   * opening it then only shows them. Set once the page is idle (main-menu.tsx), so neither the prerendered
   * HTML nor the hydration carries them.
   */
  primed?: boolean;
  /** Click, Enter/Space, arrows: `via` says a click (it pins a panel the pointer opened). */
  onToggle: (open: boolean, via?: 'click') => void;
  /** The mouse came over or left the item (button or panel): main-menu.tsx opens and closes with intent. */
  onHover?: (over: boolean) => void;
}

/** A top-level disclosure button and its mega-menu panel (its links while open, or once primed). */
export function MegaMenuItem({
  entry,
  labels = englishLabels,
  tone,
  open,
  primed = false,
  onToggle,
  onHover,
}: MegaMenuItemProps) {
  const id = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useKeepInViewport(panelRef, open || primed);
  const { pathname } = useLocation();
  const current = holdsPage(entry, pathname);
  const columns = entry.columns ?? [];
  const thumbnails = columns.some((column) => column.links.some((link) => link.thumbnail));
  const width = useWindowWidth(open || primed);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onToggle(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onToggle]);

  const openAndFocus = (which: 'first' | 'last') => {
    onToggle(true);
    requestAnimationFrame(() => moveFocus(panelRef.current, 'a', which));
  };

  return (
    // Hover opens the panel with an intent delay (main-menu.tsx); only a mouse counts, so a tap on a touch
    // screen is a plain click.
    <div
      ref={wrapperRef}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHover?.(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onHover?.(false)}
      onBlur={(event) => {
        // Tabbing out of the item closes its panel.
        const next = event.relatedTarget as Node | null;
        if (open && next && !wrapperRef.current?.contains(next)) onToggle(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        data-menu-top
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(!open, 'click')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
        className={cn(itemBase, itemTones[tone].item, current && itemTones[tone].current)}
      >
        {labels.entry(entry)}
        <Icon
          name="chevron-down"
          size={16}
          className={cn('transition-transform', open && 'rotate-180')}
        />
      </button>
      {/* Up/Down/Home/End move between the panel's links. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={panelRef}
        id={id}
        hidden={!open && !primed}
        data-mega-menu
        data-open={open || undefined}
        onKeyDown={(event) => {
          const steps: Record<string, number | 'first' | 'last'> = {
            ArrowDown: 1,
            ArrowUp: -1,
            Home: 'first',
            End: 'last',
          };
          const step = steps[event.key];
          if (step === undefined) return;
          event.preventDefault();
          moveFocus(panelRef.current, 'a', step);
        }}
        // The transparent strip above the panel bridges the gap under the button, so the pointer on its
        // way down never leaves the item. A window too small for the panel scrolls it (under 1280 × 720).
        // Primed and closed, it is laid out but invisible (and unreachable): opening it only shows it.
        style={open ? undefined : { visibility: 'hidden' }}
        className="rounded-card border-line bg-surface text-ink absolute inset-s-0 top-full z-50 mt-2 max-h-[calc(100dvh-var(--header-height,5rem)-1rem)] w-max max-w-[calc(100vw-2rem)] overflow-y-auto border p-6 shadow-2xl before:absolute before:inset-x-0 before:-top-3 before:h-3"
      >
        {/* A closed panel holds no links until the page is idle: the page hydrates a few buttons instead of
            every link of the registry (on a phone the whole bar is hidden, and nothing is primed). Primed,
            it is laid out invisibly, so its thumbnails are fetched then and are there when it opens. */}
        {(open || primed) && (
          <PanelLinks columns={columns} thumbnails={thumbnails} width={width} labels={labels} />
        )}
      </div>
    </div>
  );
}
