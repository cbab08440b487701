import { Suspense } from 'react';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { ar } from '~/i18n/messages.ar.ts';
import { notFoundAr } from '~/i18n/messages.not-found.ar.ts';
import { NotFoundSections } from './not-found-page.tsx';

export const meta = () => [
  { title: notFoundAr.notFoundTitle },
  { name: 'robots', content: 'noindex' },
];

const messages = { ...ar, ...notFoundAr };

/** The 404 page for an unknown address under /ar/: in Arabic, with the shell in the same language. */
export default function NotFoundPageAr() {
  return (
    <I18nProvider messages={messages}>
      <PageLayout>
        <Suspense fallback={null}>
          <NotFoundSections />
        </Suspense>
      </PageLayout>
    </I18nProvider>
  );
}
