import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../ui/cn.ts';
import { Icon } from '../../ui/icon.tsx';
import { buildMainMenu, type MenuEntry } from './mega-menu-data.ts';
import { useKeepInViewport } from './use-keep-in-viewport.ts';

const menu = buildMainMenu();

/** Desktop navigation: disclosure buttons that open mega-menu panels built from the registry. */
export function MainMenu({
  tone = 'default',
  className,
}: {
  tone?: 'default' | 'inverse';
  className?: string;
}) {
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

  return (
    <nav ref={navRef} aria-label="Main" className={className}>
      <ul className="flex items-center gap-1">
        {menu.map((entry) => (
          <li key={entry.label} className="relative">
            {entry.href ? (
              <NavLink
                to={entry.href}
                className={({ isActive }) => cn(itemClasses(tone), isActive && 'text-brand')}
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
    </nav>
  );
}

const itemClasses = (tone: 'default' | 'inverse') =>
  cn(
    'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold transition-colors',
    tone === 'inverse' ? 'text-white hover:text-white/75' : 'text-ink hover:text-brand',
  );

interface MegaMenuItemProps {
  entry: MenuEntry;
  tone: 'default' | 'inverse';
  open: boolean;
  onToggle: (open: boolean) => void;
}

function MegaMenuItem({ entry, tone, open, onToggle }: MegaMenuItemProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const shift = useKeepInViewport(panelRef, open);
  const { pathname } = useLocation();
  const columns = entry.columns ?? [];
  const current = columns.some((c) => c.links.some((l) => l.href === pathname));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onToggle(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onToggle]);

  return (
    <div>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            onToggle(true);
            requestAnimationFrame(() => panelRef.current?.querySelector('a')?.focus());
          }
        }}
        className={cn(itemClasses(tone), current && 'text-brand')}
      >
        {entry.label}
        <Icon
          name="chevron-down"
          size={16}
          className={cn('transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        ref={panelRef}
        id={id}
        hidden={!open}
        style={{ translate: `${shift}px 0` }}
        data-mega-menu
        className="rounded-card border-line bg-surface text-ink absolute top-full left-0 z-50 mt-2 max-h-[75vh] w-max max-w-[min(90vw,64rem)] overflow-y-auto border p-6 shadow-2xl"
      >
        <div className="grid auto-cols-[minmax(11rem,1fr)] grid-flow-col gap-8">
          {columns.map((column) => (
            <div key={column.title}>
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
      </div>
    </div>
  );
}

/** The same menu as nested lists, for the mobile drawer. */
export function MobileMenuList() {
  return (
    <nav aria-label="Mobile">
      <ul className="divide-line divide-y">
        {menu.map((entry) => (
          <li key={entry.label} className="py-2">
            {entry.href ? (
              <NavLink to={entry.href} className="block py-2 font-semibold">
                {entry.label}
              </NavLink>
            ) : (
              <details>
                <summary className="cursor-pointer py-2 font-semibold">{entry.label}</summary>
                {(entry.columns ?? []).map((column) => (
                  <div key={column.title} className="pb-2 pl-3">
                    <p className="text-muted mt-2 text-xs font-bold tracking-widest uppercase">
                      {column.title}
                    </p>
                    <ul>
                      {column.links.map((link) => (
                        <li key={link.href}>
                          <NavLink to={link.href} className="block py-1.5 text-sm">
                            {link.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </details>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
