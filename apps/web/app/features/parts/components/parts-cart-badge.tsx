import { useLocation } from 'react-router';
import { CartBadge } from '~/components/sections/header/cart-badge.tsx';
import { usePartsSelector } from '~/features/parts/state/store.ts';

/** The header's cart badge: number of cart lines, linking to the cart on the catalogue page. */
export function PartsCartBadge() {
  const count = usePartsSelector((state) => state.catalogue.partsCart.length);
  const { pathname, search } = useLocation();
  const href = pathname === '/parts' ? `/parts${search}#cart` : '/parts#cart';
  return <CartBadge count={count} href={href} />;
}
