import { Link } from 'react-router';
import { isLiveHref } from '~/site-map/live.ts';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';

export interface Breadcrumb {
  label: string;
  href: string;
}

/**
 * The breadcrumb trail: crumbs link only to registered routes; the last one is the current page, and a crumb
 * before it that names the same page (the blog's home, /blogs/blog-grid, on that page) is left out.
 */
export function PageTitleCrumbs({
  crumbs,
  className,
  listClassName,
}: {
  crumbs: readonly Breadcrumb[];
  className?: string;
  listClassName?: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className={cn('flex flex-wrap items-center gap-2 text-sm font-medium', listClassName)}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          if (!last && crumb.href === crumbs.at(-1)?.href) return null;
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {last || !isLiveHref(crumb.href) ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.href} className="underline-offset-4 hover:underline">
                  {crumb.label}
                </Link>
              )}
              {!last && <Icon name="chevron-right" size={14} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
