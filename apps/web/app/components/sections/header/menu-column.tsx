import { NavLink } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import type { MenuColumn } from './mega-menu-data.ts';

interface MenuColumnLinksProps {
  column: MenuColumn;
  className?: string;
  titleClassName: string;
  listClassName?: string;
  linkClassName: string;
  /** Added to the link of the current page. */
  currentClassName: string;
}

/** A column of a menu group (mega-menu panel, menu tree): its title, then its links. */
export function MenuColumnLinks({
  column,
  className,
  titleClassName,
  listClassName,
  linkClassName,
  currentClassName,
}: MenuColumnLinksProps) {
  return (
    <div className={className}>
      <p className={titleClassName}>{column.title}</p>
      <ul className={listClassName}>
        {column.links.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              end
              className={({ isActive }) => cn(linkClassName, isActive && currentClassName)}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
