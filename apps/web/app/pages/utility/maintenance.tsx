import { PageLayout } from '~/components/layout/page-layout.tsx';
import { MaintenanceNotice } from '~/components/sections/maintenance/maintenance-notice.tsx';
import { maintenance } from '~/content/utility-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** A standalone maintenance screen: no site header or footer, only the notice and what still works. */
export default function MaintenancePage() {
  return (
    <PageLayout header={false} footer={false}>
      <MaintenanceNotice data={maintenance} />
    </PageLayout>
  );
}
