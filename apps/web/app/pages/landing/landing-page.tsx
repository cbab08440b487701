import { PageLayout } from '../../components/layout/page-layout.tsx';
import { pageMeta } from '../../lib/page-meta.ts';

export const meta = pageMeta;

export default function LandingPage() {
  return (
    <PageLayout>
      <h1>Contrail</h1>
    </PageLayout>
  );
}
