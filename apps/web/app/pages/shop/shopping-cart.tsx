import { CartView } from '~/components/sections/shop/cart-view.tsx';
import { ShopPage } from '~/components/sections/shop/shop-page.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** /shop/shopping-cart: the demo cart kept in this browser. */
export default function ShoppingCartPage() {
  return (
    <ShopPage>
      <CartView />
    </ShopPage>
  );
}
