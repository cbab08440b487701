import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import type { Tone } from './header-config.ts';
import { buildMainMenu, type MenuEntry } from './mega-menu-data.ts';
import { useKeepInViewport } from './use-keep-in-viewport.ts';

export const mainMenu = buildMainMenu();

const itemTones: Record<Tone, { item: string; current: string }> = {
  default: { item: 'text-ink hover:text-brand', current: 'text-brand' },
  inverse: {
    item: 'text-white hover:text-white/80',
    current: 'underline decoration-2 underline-offset-8',
  },
};
const itemBase =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold transition-colors';

/** Moves focus among the elements matching `selector` inside `root` (arrow-key roving, wrapping). */
function moveFocus(root: HTMLElement | null, selector: string, step: number | 'first' | 'last') {
  if (!root) return;
  const items = [...root.querySelectorAll<HTMLElement>(selector)];
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    step === 'first'
      ? 0
      : step === 'last'
        ? items.length - 1
        : (index + step + items.length) % items.length;
  items[next]?.focus();
}

export interface MainMenuProps {
  tone?: Tone;
  className?: string;
  /** Center-logo layout: the menu is split in two halves with this (the logo) between them. */
  center?: ReactNode;
}

/**
 * Desktop navigation: disclosure buttons opening mega-menu panels built from the registry. Enter/Space
 * toggle a panel, ArrowDown/ArrowUp open it on its first/last link and move between links,
 * ArrowLeft/ArrowRight move between top-level items, Esc closes and returns focus to the button.
 */
export function MainMenu({ tone = 'default', className, center }: MainMenuProps) {
  const { pathname } = useLocation();
  // An open panel belongs to the page it was opened on, so navigating closes it.
  const [openState, setOpenState] = useState<{ label: string; pathname: string } | null>(null);
  const open = openState?.pathname === pathname ? openState.label : null;
  const setOpen = (label: string | null) => setOpenState(label ? { label, pathname } : null);
  const navRef = useRef<HTMLElement>(null);
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
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    setOpenState(null);
    moveFocus(navRef.current, '[data-menu-top]', event.key === 'ArrowRight' ? 1 : -1);
  };

  const half = center ? Math.ceil(mainMenu.length / 2) : mainMenu.length;
  const list = (entries: MenuEntry[], extra?: string) => (
    <ul className={cn('flex items-center gap-1', extra)}>
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
              {entry.label}
            </NavLink>
          ) : (
            <MegaMenuItem
              entry={entry}
              tone={tone}
              open={open === entry.label}
              onToggle={(next) => setOpen(next ? entry.label : null)}
            />
          )}
        </li>
      ))}
    </ul>
  );

  return (
    // Arrow keys move between the top-level items (a keyboard shortcut on top of Tab).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav ref={navRef} aria-label="Main" className={className} onKeyDown={onKeyDown}>
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

interface MegaMenuItemProps {
  entry: MenuEntry;
  tone: Tone;
  open: boolean;
  onToggle: (open: boolean) => void;
}

function MegaMenuItem({ entry, tone, open, onToggle }: MegaMenuItemProps) {
  const id = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useKeepInViewport(panelRef, open);
  const { pathname } = useLocation();
  const columns = entry.columns ?? [];
  const current = columns.some((c) => c.links.some((l) => l.href === pathname));

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
    <div
      ref={wrapperRef}
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
        onClick={() => onToggle(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
        className={cn(itemBase, itemTones[tone].item, current && itemTones[tone].current)}
      >
        {entry.label}
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
        hidden={!open}
        data-mega-menu
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
        className="rounded-card border-line bg-surface text-ink absolute top-full left-0 z-50 mt-2 max-h-[75vh] w-max max-w-[min(90vw,64rem)] overflow-y-auto border p-6 shadow-2xl"
      >
        {/* A closed panel holds no links: the page hydrates a few buttons instead of every link of the
            registry (on a phone the whole bar is hidden), and a closed panel has nothing to offer anyway. */}
        {open && (
          <div className="grid auto-cols-[minmax(11rem,1fr)] grid-flow-col gap-8">
            {columns.map((column, index) => (
              <div key={`${column.title}-${index}`}>
                <p className="text-muted mb-3 text-xs font-bold tracking-widest uppercase">
                  {column.title}
                </p>
                <ul className="space-y-1.5">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <NavLink
                        to={link.href}
                        end
                        className={({ isActive }) =>
                          cn(
                            'hover:text-brand block rounded px-1 py-0.5 text-sm',
                            isActive && 'text-brand font-semibold',
                          )
                        }
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
