import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDescription } from '~/site-map/descriptions.ts';
import { findRoute } from '~/site-map/links.ts';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { ShopCartBadge } from './shop-cart-badge.tsx';

/** A shop page: the header with the cart badge, the title from the registry row, then the sections. */
export function ShopPage({ lead, children }: { lead?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const route = findRoute(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
  const title = route?.title ?? 'Shop';
  const description = useDescription(route?.path ?? '', pathname);
  return (
    <PageLayout header={{ actions: <ShopCartBadge /> }}>
      <PageTitle
        title={title}
        lead={lead ?? (route && description)}
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
