import { cartCount, useCart } from '~/features/shop/use-cart.ts';
import { CartBadge } from '~/components/sections/header/cart-badge.tsx';

/** The header's cart link on shop pages: the demo cart's item count. */
export function ShopCartBadge() {
  const cart = useCart();
  return <CartBadge count={cartCount(cart)} href="/shop/shopping-cart" />;
}
