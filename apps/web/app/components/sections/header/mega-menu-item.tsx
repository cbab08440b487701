import { memo, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import type { Tone } from './header-config.ts';
import {
  holdsPage,
  panelLayout,
  menuLabels,
  type MenuColumn,
  type MenuEntry,
} from './mega-menu-data.ts';
import { MenuColumnLinks } from './menu-column.tsx';
import { itemBase, itemTones } from './menu-item-look.ts';
import { moveFocus } from './move-focus.ts';
import { useKeepInViewport } from './use-keep-in-viewport.ts';

// Home demos (thumbnail + title) or plain links: a sub-column's width (px, as its class), the fewest rows a
// panel keeps, the most sub-columns it spreads over, and the classes of its lists and links.
const panelLooks = {
  demos: {
    column: 168,
    minRows: 7,
    maxColumns: 6,
    list: 'grid grid-flow-col auto-cols-[10.5rem] gap-x-4 gap-y-1',
    link: 'hover:bg-surface-alt hover:text-brand rounded-md p-1 text-sm leading-tight font-medium',
  },
  links: {
    column: 160,
    minRows: 10,
    maxColumns: 6,
    list: 'grid grid-flow-col auto-cols-[10rem] gap-x-4 gap-y-0.5',
    link: 'hover:text-brand hover:bg-surface-alt block rounded-md px-2 py-1 text-sm',
  },
} as const;
type PanelLook = (typeof panelLooks)[keyof typeof panelLooks];
// The panel's padding and border, the gap between sub-columns of a group and between groups (gap, rule and
// padding), and the room kept free on both sides of the window: what its width is estimated from.
const chrome = { panel: 50, inGroup: 16, betweenGroups: 49, window: 32 };

/** The most sub-columns whose estimated width fits the window (down to one per group). */
function fittedLayout(columns: readonly MenuColumn[], look: PanelLook, width: number) {
  for (let max = look.maxColumns; ; max--) {
    const layout = panelLayout(columns, max, look.minRows);
    const subColumns = layout.groups.reduce((sum, group) => sum + group.columns, 0);
    const needed =
      subColumns * look.column +
      (subColumns - columns.length) * chrome.inGroup +
      Math.max(0, columns.length - 1) * chrome.betweenGroups +
      chrome.panel;
    if (needed <= width - chrome.window || max <= columns.length) return layout;
  }
}

/** The window's width (the browser's from the first client render on), followed while `active`. */
function useWindowWidth(active: boolean): number {
  // Read at once rather than in an effect: a second render of an opening panel would cost the click.
  // Nothing the server renders depends on it (a panel's links are rendered only in the browser).
  const [width, setWidth] = useState(() =>
    typeof document === 'undefined' ? 1280 : document.documentElement.clientWidth,
  );
  useEffect(() => {
    if (!active) return;
    const update = () => setWidth(document.documentElement.clientWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [active]);
  return width;
}

/** A panel's columns of links, laid out for the window's width; the same props render nothing again. */
const PanelLinks = memo(function PanelLinks({
  columns,
  thumbnails,
  width,
  labels,
}: {
  columns: readonly MenuColumn[];
  thumbnails: boolean;
  width: number;
  labels: MenuLabels;
}) {
  const look = panelLooks[thumbnails ? 'demos' : 'links'];
  const layout = fittedLayout(columns, look, width);
  return (
    <div className="flex gap-x-6">
      {columns.map((column, index) => (
        <MenuColumnLinks
          key={`${column.title}-${index}`}
          column={column}
          title={labels.column(column)}
          linksLang={labels.linksLang}
          thumbnails={thumbnails}
          className={cn(index > 0 && 'border-line border-s ps-6')}
          titleClassName="text-muted mb-3 px-1 text-xs font-bold tracking-widest uppercase"
          listClassName={look.list}
          listStyle={
            {
              gridTemplateRows: `repeat(${layout.groups[index]?.rows ?? 1}, auto)`,
            } satisfies CSSProperties
          }
          linkClassName={look.link}
          currentClassName="text-brand font-semibold"
        />
      ))}
    </div>
  );
});

type MenuLabels = ReturnType<typeof menuLabels>;
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
