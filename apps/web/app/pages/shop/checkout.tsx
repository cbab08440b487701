import { CheckoutView } from '~/features/shop/components/checkout-view.tsx';
import { ShopPage } from '~/features/shop/components/shop-page.tsx';
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
