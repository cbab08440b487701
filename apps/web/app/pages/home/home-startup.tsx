import { PageLayout } from '../../components/layout/page-layout.tsx';
import { pageMeta } from '../../lib/page-meta.ts';

export const meta = pageMeta;

export default function HomeStartup() {
  return (
    <PageLayout theme="startup">
      <h1>Startup</h1>
    </PageLayout>
  );
}
