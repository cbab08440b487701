import { subscribeConfirm, subscribeConfirmPage } from '~/content/pages/subscribe-confirm.de.ts';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { de } from '~/i18n/messages.de.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { SubscribeConfirmView } from './subscribe-confirm-view.tsx';

export const meta = pageMeta;

const breadcrumbs = [
  { label: 'Start', href: '/de/home-startup' },
  { label: subscribeConfirmPage.title, href: '/de/subscribe/confirm' },
];

/** /de/subscribe/confirm: where the confirmation mail of a subscription from a German page links to. */
export default function SubscribeConfirmPageDe() {
  return (
    <I18nProvider messages={de}>
      <SubscribeConfirmView
        page={subscribeConfirmPage}
        content={subscribeConfirm}
        breadcrumbs={breadcrumbs}
      />
    </I18nProvider>
  );
}
