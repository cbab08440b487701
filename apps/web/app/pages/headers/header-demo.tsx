import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { LayoutDemo } from '~/components/sections/layout-demo/layout-demo.tsx';
import { headerDemos } from '~/content/header-demos.ts';
import { demoHero, demoSections } from '~/content/layout-demo.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';

export const meta = pageMeta;

/** Every /headers/* demo (one route, /headers/:demo): the sample page under the header configured for this path. */
export default function HeaderDemoPage() {
  const { pathname } = useLocation();
  const demo = headerDemos[pathname.replace(/\/$/, '').toLowerCase()];
  if (!demo) return <NotFoundPage />;
  return (
    <PageLayout header={demo.header}>
      <LayoutDemo
        heroId={demoHero.id}
        title={demo.title}
        lead={demo.lead}
        notes={demo.notes}
        sections={demoSections}
      />
    </PageLayout>
  );
}
