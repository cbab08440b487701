import { PageLayout } from '~/components/layout/page-layout.tsx';
import { PartsBrowser } from '~/features/parts/components/parts-browser.tsx';
import { PartsCartBadge } from '~/features/parts/components/parts-cart-badge.tsx';
import { PartsStoreProvider } from '~/features/parts/parts-store-provider.tsx';

/**
 * The parts catalogue page, in whichever language its route module provides (parts-page*.tsx): prerendered
 * as a shell; the catalogue loads on the client.
 */
export function PartsCatalogue() {
  return (
    <PartsStoreProvider>
      <PageLayout theme="aviation" header={{ actions: <PartsCartBadge /> }} deferOffscreen>
        <PartsBrowser />
      </PageLayout>
    </PartsStoreProvider>
  );
}
