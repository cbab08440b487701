import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { shopRoutes } from '~/site-map/shop.ts';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { ShopCartBadge } from './shop-cart-badge.tsx';

/**
 * A shop page: the header with the cart badge, the title and lead from its row of the shop's site map (the
 * group's own rows, not the whole map), then the sections.
 */
export function ShopPage({ lead, children }: { lead?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '').toLowerCase();
  const route = shopRoutes.find((row) => row.path === path);
  const title = route?.title ?? 'Shop';
  return (
    <PageLayout header={{ actions: <ShopCartBadge /> }}>
      <PageTitle
        title={title}
        lead={lead ?? route?.description}
        eyebrow="Shop"
        align="left"
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Shop', href: '/shop/shop-wide' },
          { label: title, href: pathname },
        ]}
      />
      {children}
    </PageLayout>
  );
}
