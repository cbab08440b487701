import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';

/** The cart's accessible name: "Cart, 3 items" (singular for one). */
export const cartLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** A cart link with a count badge for the header's `actions` slot (shop and parts catalogue). */
export function CartBadge({
  count,
  href,
  label = cartLabel(count),
  className,
}: {
  count: number;
  href: string;
  /** The accessible name in the page's language (default: the English `cartLabel`). */
  label?: string;
  className?: string;
}) {
  return (
    <Link
      to={href}
      aria-label={label}
      data-cart-badge
      className={cn(
        'relative grid size-10 place-items-center rounded-full transition-colors hover:bg-current/10',
        className,
      )}
    >
      <Icon name="cart" size={22} />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="bg-brand text-on-brand absolute -inset-e-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-[0.6875rem] leading-none font-bold"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
