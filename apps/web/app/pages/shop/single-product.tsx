import { useSearchParams } from 'react-router';
import { ProductDetail } from '~/features/shop/components/product-detail.tsx';
import { ShopPage } from '~/features/shop/components/shop-page.tsx';
import { featuredProductId, shopProducts } from '~/content/shop.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';

export const meta = pageMeta;

/** /shop/single-product: the featured product, or the one named by `?product=` (from a listing card). */
export default function SingleProductPage() {
  const [params] = useSearchParams();
  // The prerendered page shows the featured product; the query is read once hydration is over.
  const requested = useInitialHydrationDone() ? params.get('product') : null;
  const product =
    shopProducts.find((p) => p.id === requested) ??
    shopProducts.find((p) => p.id === featuredProductId) ??
    shopProducts[0];
  return <ShopPage>{product && <ProductDetail key={product.id} product={product} />}</ShopPage>;
}
