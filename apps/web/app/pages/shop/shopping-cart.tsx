import { CartView } from '~/features/shop/components/cart-view.tsx';
import { ShopPage } from '~/features/shop/components/shop-page.tsx';
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
