import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import type { Tone } from './header-config.ts';
import { mainMenu } from './main-menu.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';
import { holdsPage, menuLabels, type MenuEntry } from './mega-menu-data.ts';
import { MenuColumnLinks } from './menu-column.tsx';

export type MenuTreeSize = 'md' | 'lg';

const sizes: Record<MenuTreeSize, string> = {
  md: 'py-3 text-base',
  lg: 'py-3 text-2xl sm:text-3xl font-display',
};
const tones: Record<Tone, { line: string; muted: string; link: string; current: string }> = {
  default: {
    line: 'divide-line',
    muted: 'text-muted',
    link: 'hover:text-brand',
    current: 'text-brand font-semibold',
  },
  inverse: {
    line: 'divide-white/15',
    muted: 'text-white/70',
    link: 'hover:text-white/80',
    current: 'font-semibold underline underline-offset-4',
  },
};

/** The registry menu as a vertical tree of disclosures: mobile panels, off-canvas menus, left menus. */
export function MenuTree({
  label,
  tone = 'default',
  size = 'md',
  className,
}: {
  label?: string;
  tone?: Tone;
  size?: MenuTreeSize;
  className?: string;
}) {
  const look = tones[tone];
  const { header: texts } = useMessages();
  const labels = menuLabels(texts);
  return (
    <nav aria-label={label ?? texts?.treeLabel ?? 'Menu'} className={className}>
      <ul className={cn('divide-y', look.line)}>
        {mainMenu.map((entry) => (
          <li key={entry.label}>
            {entry.href ? (
              <NavLink
                to={entry.href}
                className={({ isActive }) =>
                  cn('block font-semibold', sizes[size], look.link, isActive && look.current)
                }
              >
                {labels.entry(entry)}
              </NavLink>
            ) : (
              <TreeGroup entry={entry} labels={labels} tone={tone} size={size} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TreeGroup({
  entry,
  labels,
  tone,
  size,
}: {
  entry: MenuEntry;
  labels: ReturnType<typeof menuLabels>;
  tone: Tone;
  size: MenuTreeSize;
}) {
  const id = useId();
  const { pathname } = useLocation();
  const columns = entry.columns ?? [];
  const holdsCurrent = holdsPage(entry, pathname);
  const [open, setOpen] = useState(holdsCurrent);
  const look = tones[tone];
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={cn(
          'flex w-full items-center justify-between text-start font-semibold',
          sizes[size],
          look.link,
          holdsCurrent && look.current,
        )}
      >
        {labels.entry(entry)}
        <Icon
          name="chevron-down"
          size={size === 'lg' ? 24 : 18}
          className={cn('transition-transform', open && 'rotate-180')}
        />
      </button>
      {/* A closed group holds no links: opening the menu renders the few groups, not the whole registry. */}
      <div id={id} hidden={!open} className="pb-3">
        {open &&
          columns.map((column, index) => (
            <MenuColumnLinks
              key={`${column.title}-${index}`}
              column={column}
              title={labels.column(column)}
              linksLang={labels.linksLang}
              className="ps-3"
              titleClassName={cn('mt-2 text-xs font-bold tracking-widest uppercase', look.muted)}
              // At least 44 px tall: a row is a tap target on a phone.
              linkClassName={cn('flex min-h-11 items-center py-1.5 text-sm', look.link)}
              currentClassName={look.current}
            />
          ))}
      </div>
    </>
  );
}
