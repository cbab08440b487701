import { useLocation } from 'react-router';
import { ShopListing, type ShopListingVariant } from '~/features/shop/components/shop-listing.tsx';
import { ShopPage } from '~/features/shop/components/shop-page.tsx';
import { shopCopy } from '~/content/shop.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const variants: Record<string, ShopListingVariant> = {
  '/shop/shop-wide': 'wide',
  '/shop/left-sidebar': 'left-sidebar',
  '/shop/right-sidebar': 'right-sidebar',
  '/shop/only-categories': 'categories',
};

/** /shop/shop-wide, left-sidebar, right-sidebar and only-categories: one listing, four layouts. */
export default function ShopListingPage() {
  const { pathname } = useLocation();
  const variant = variants[pathname.replace(/\/$/, '').toLowerCase()] ?? 'wide';
  return (
    <ShopPage lead={shopCopy.listLead}>
      <ShopListing variant={variant} />
    </ShopPage>
  );
}
