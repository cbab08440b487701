import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { lineKey } from '~/shell/direction.ts';
import { cn } from '~/components/ui/cn.ts';
import type { Tone } from './header-config.ts';
import { MegaMenuItem } from './mega-menu-item.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';
import { buildMainMenu, menuLabels, type MenuEntry } from './mega-menu-data.ts';
import { itemBase, itemTones } from './menu-item-look.ts';
import { moveFocus } from './move-focus.ts';
import { usePrimedPanels } from './use-primed-panels.ts';

export const mainMenu = buildMainMenu();

export interface MainMenuProps {
  tone?: Tone;
  className?: string;
  /** Center-logo layout: the menu is split in two halves with this (the logo) between them. */
  center?: ReactNode;
}

/** Hover intent: the mouse rests this long on an item before its panel opens, and may leave for this long. */
export const hoverOpenMs = 150;
export const hoverCloseMs = 300;

/**
 * Desktop navigation: disclosure buttons opening mega-menu panels built from the registry. Enter/Space
 * toggle a panel, ArrowDown/ArrowUp open it on its first/last link and move between links,
 * ArrowLeft/ArrowRight move between top-level items, Esc closes and returns focus to the button.
 * A mouse resting on an item opens it too (after 150 ms; moving away closes it after 300 ms), and a click
 * on a panel the mouse opened pins it open rather than closing it.
 */
export function MainMenu({ tone = 'default', className, center }: MainMenuProps) {
  const { pathname } = useLocation();
  // An open panel belongs to the page it was opened on, so navigating closes it.
  // `hovered`: opened by the mouse resting on it, so the mouse leaving closes it again.
  const [openState, setOpenState] = useState<{
    label: string;
    pathname: string;
    hovered: boolean;
  } | null>(null);
  const open = openState?.pathname === pathname ? openState.label : null;
  const hoverTimer = useRef<number | undefined>(undefined);
  const cancelHover = () => window.clearTimeout(hoverTimer.current);
  useEffect(() => cancelHover, []);
  const navRef = useRef<HTMLElement>(null);
  const primed = usePrimedPanels(navRef);
  const { header: texts } = useMessages();
  // One labels object per language: the panels' links are memoised on it, so opening a panel renders
  // that item, not every primed panel's links again.
  const labels = useMemo(() => menuLabels(texts), [texts]);

  const toggle = (label: string, next: boolean, via?: 'click') => {
    cancelHover();
    // A click on a panel the mouse opened keeps it open (the visitor clicked to open it, too).
    if (!next && via === 'click' && openState?.label === label && openState.hovered && open) {
      setOpenState({ label, pathname, hovered: false });
      return;
    }
    setOpenState(next ? { label, pathname, hovered: false } : null);
  };
  const hover = (label: string, over: boolean) => {
    cancelHover();
    if (over) {
      if (open === label) return;
      hoverTimer.current = window.setTimeout(
        () => setOpenState({ label, pathname, hovered: true }),
        hoverOpenMs,
      );
    } else if (open === label && openState?.hovered) {
      hoverTimer.current = window.setTimeout(
        () => setOpenState((state) => (state?.label === label && state.hovered ? null : state)),
        hoverCloseMs,
      );
    }
  };
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenState(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches('[data-menu-top]')) return;
    // Arrows follow the reading direction: in a right-to-left page ArrowLeft moves to the next item.
    const key = lineKey(event.key, target);
    if (key !== 'ArrowRight' && key !== 'ArrowLeft') return;
    event.preventDefault();
    setOpenState(null);
    moveFocus(navRef.current, '[data-menu-top]', key === 'ArrowRight' ? 1 : -1);
  };

  const half = center ? Math.ceil(mainMenu.length / 2) : mainMenu.length;
  const list = (entries: MenuEntry[], extra?: string) => (
    <ul className={cn('flex items-center gap-0.5 2xl:gap-1', extra)}>
      {entries.map((entry) => (
        <li key={entry.label} className="relative">
          {entry.href ? (
            <NavLink
              to={entry.href}
              data-menu-top
              className={({ isActive }) =>
                cn(itemBase, itemTones[tone].item, isActive && itemTones[tone].current)
              }
            >
              {labels.entry(entry)}
            </NavLink>
          ) : (
            <MegaMenuItem
              entry={entry}
              labels={labels}
              tone={tone}
              open={open === entry.label}
              primed={primed}
              onToggle={(next, via) => toggle(entry.label, next, via)}
              onHover={(over) => hover(entry.label, over)}
            />
          )}
        </li>
      ))}
    </ul>
  );

  return (
    // Arrow keys move between the top-level items (a keyboard shortcut on top of Tab).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      aria-label={texts?.mainLabel ?? 'Main'}
      className={className}
      onKeyDown={onKeyDown}
    >
      {center ? (
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-6">
          {list(mainMenu.slice(0, half), 'justify-end')}
          {center}
          {list(mainMenu.slice(half))}
        </div>
      ) : (
        list(mainMenu)
      )}
    </nav>
  );
}
