import { useId, type CSSProperties } from 'react';
import { NavLink } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { DemoPreview } from '~/components/ui/demo-preview.tsx';
import type { MenuColumn } from './mega-menu-data.ts';

interface MenuColumnLinksProps {
  column: MenuColumn;
  /** The title in the page's language (default: the column's own). */
  title?: string;
  /** The links' language when it is not the page's (page titles stay English on translated pages). */
  linksLang?: string;
  className?: string;
  titleClassName: string;
  listClassName?: string;
  /** The list's own style (the mega-menu sets its row count here). */
  listStyle?: CSSProperties;
  linkClassName: string;
  /** Added to the link of the current page. */
  currentClassName: string;
  /** Shows a link's thumbnail beside it (the desktop Home panel; the mobile tree lists titles only). */
  thumbnails?: boolean;
}

/** A column of a menu group (mega-menu panel, menu tree): its title, then its links (a list named by the title). */
export function MenuColumnLinks({
  column,
  title = column.title,
  linksLang,
  className,
  titleClassName,
  listClassName,
  listStyle,
  linkClassName,
  currentClassName,
  thumbnails = false,
}: MenuColumnLinksProps) {
  const titleId = useId();
  return (
    <div className={className}>
      <p id={titleId} className={titleClassName}>
        {title}
      </p>
      <ul aria-labelledby={titleId} lang={linksLang} className={listClassName} style={listStyle}>
        {column.links.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              end
              className={({ isActive }) =>
                cn(
                  linkClassName,
                  thumbnails && link.thumbnail && 'flex items-center gap-2.5',
                  isActive && currentClassName,
                )
              }
            >
              {thumbnails && link.thumbnail && (
                // Rendered once the panel opens, or is primed (use-primed-panels.ts): a thumbnail is fetched then.
                <DemoPreview
                  src={link.thumbnail}
                  alt=""
                  width={160}
                  sizes="56px"
                  className="border-line h-[35px] w-14 shrink-0 rounded border object-cover"
                />
              )}
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
