import { PageLayout } from '~/components/layout/page-layout.tsx';
import { PartsBrowser } from '~/features/parts/components/parts-browser.tsx';
import { PartsCartBadge } from '~/features/parts/components/parts-cart-badge.tsx';
import { PartsStoreProvider } from '~/features/parts/parts-store-provider.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** /parts: prerendered as a shell; the catalogue loads on the client. */
export default function PartsPage() {
  return (
    <PartsStoreProvider>
      <PageLayout theme="aviation" header={{ actions: <PartsCartBadge /> }} deferOffscreen>
        <PartsBrowser />
      </PageLayout>
    </PartsStoreProvider>
  );
}
