import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import type { Tone } from './header-config.ts';
import { holdsPage, type MenuEntry } from './mega-menu-data.ts';
import { MenuColumnLinks } from './menu-column.tsx';
import { itemBase, itemTones } from './menu-item-look.ts';
import { moveFocus } from './move-focus.ts';
import { useKeepInViewport } from './use-keep-in-viewport.ts';

// Columns of plain links, or of home demos with their thumbnails (wider).
const panelGrid = {
  links: 'auto-cols-[minmax(11rem,1fr)]',
  demos: 'auto-cols-[minmax(13rem,1fr)]',
} as const;

interface MegaMenuItemProps {
  entry: MenuEntry;
  tone: Tone;
  open: boolean;
  onToggle: (open: boolean) => void;
}

/** A top-level disclosure button and its mega-menu panel (its links only while open). */
export function MegaMenuItem({ entry, tone, open, onToggle }: MegaMenuItemProps) {
  const id = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useKeepInViewport(panelRef, open);
  const { pathname } = useLocation();
  const current = holdsPage(entry, pathname);
  const columns = entry.columns ?? [];
  const thumbnails = columns.some((column) => column.links.some((link) => link.thumbnail));

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
          <div
            className={cn('grid grid-flow-col gap-8', panelGrid[thumbnails ? 'demos' : 'links'])}
          >
            {columns.map((column, index) => (
              <MenuColumnLinks
                key={`${column.title}-${index}`}
                column={column}
                thumbnails={thumbnails}
                titleClassName="text-muted mb-3 text-xs font-bold tracking-widest uppercase"
                listClassName="space-y-1.5"
                linkClassName="hover:text-brand block rounded px-1 py-0.5 text-sm"
                currentClassName="text-brand font-semibold"
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
