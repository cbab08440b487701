import { CheckoutView } from '~/components/sections/shop/checkout-view.tsx';
import { ShopPage } from '~/components/sections/shop/shop-page.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** /shop/checkout: the demo checkout (validated in the browser; no payment, nothing sent). */
export default function CheckoutPage() {
  return (
    <ShopPage>
      <CheckoutView />
    </ShopPage>
  );
}
