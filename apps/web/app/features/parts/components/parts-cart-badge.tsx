import { useLocation } from 'react-router';
import { CartBadge } from '~/components/sections/header/cart-badge.tsx';
import { usePartsSelector } from '~/features/parts/state/store.ts';
import { basePath, localeOf, localizedPath } from '~/i18n/locales.ts';
import { useMessages } from '~/i18n/i18n-context.tsx';

/** The header's cart badge: number of cart lines, linking to the cart on the catalogue page. */
export function PartsCartBadge() {
  const count = usePartsSelector((state) => state.catalogue.partsCart.length);
  const { pathname, search } = useLocation();
  // A translated catalogue names it in its language; English pages keep the badge's own English.
  const label = useMessages().parts?.cart.badge?.(count);
  // The catalogue in the page's language (/de/parts on a German page); its query kept when it is this page.
  const catalogue = localizedPath('/parts', localeOf(pathname));
  const href = basePath(pathname) === '/parts' ? `${catalogue}${search}#cart` : `${catalogue}#cart`;
  return <CartBadge count={count} href={href} label={label} />;
}
