import { Suspense } from 'react';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { de } from '~/i18n/messages.de.ts';
import { notFoundDe } from '~/i18n/messages.not-found.de.ts';
import { NotFoundSections } from './not-found-page.tsx';

export const meta = () => [
  { title: notFoundDe.notFoundTitle },
  { name: 'robots', content: 'noindex' },
];

const messages = { ...de, ...notFoundDe };

/** The 404 page for an unknown address under /de/: in German, with the shell in the same language. */
export default function NotFoundPageDe() {
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
