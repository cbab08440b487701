import { subscribeConfirm, subscribeConfirmPage } from '~/content/pages/subscribe-confirm.ar.ts';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { ar } from '~/i18n/messages.ar.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { SubscribeConfirmView } from './subscribe-confirm-view.tsx';

export const meta = pageMeta;

const breadcrumbs = [
  { label: 'الرئيسية', href: '/ar/home-startup' },
  { label: subscribeConfirmPage.title, href: '/ar/subscribe/confirm' },
];

/** /ar/subscribe/confirm: where the confirmation mail of a subscription from an Arabic page links to. */
export default function SubscribeConfirmPageAr() {
  return (
    <I18nProvider messages={ar}>
      <SubscribeConfirmView
        page={subscribeConfirmPage}
        content={subscribeConfirm}
        breadcrumbs={breadcrumbs}
      />
    </I18nProvider>
  );
}
