import { lazy, Suspense } from 'react';
import { PageLayout } from '~/components/layout/page-layout.tsx';

const NotFoundSections = lazy(() =>
  import('./not-found-page.tsx').then((module) => ({ default: module.NotFoundSections })),
);

/**
 * The not-found page as a family page shows it for a name it does not know (`/portfolio/nope`). Its code
 * (the sections, the site search form) loads only when it is shown: no prerendered page of the family renders
 * it, so those pages do not carry it. The server answers such an address with the 404 route's page, whose
 * sections sit in a Suspense boundary at the same place, so the browser hydrates it without a mismatch.
 */
export function LazyNotFoundPage() {
  return (
    <PageLayout>
      <Suspense fallback={null}>
        <NotFoundSections />
      </Suspense>
    </PageLayout>
  );
}
