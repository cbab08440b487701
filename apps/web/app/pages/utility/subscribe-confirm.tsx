import { subscribeConfirm, subscribeConfirmPage } from '~/content/pages/subscribe-confirm.ts';
import { crumbs } from '~/content/utility-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { SubscribeConfirmView } from './subscribe-confirm-view.tsx';

export const meta = pageMeta;

/** Where the newsletter's confirmation mail links to: confirms the subscription from the link's token. */
export default function SubscribeConfirmPage() {
  return (
    <SubscribeConfirmView
      page={subscribeConfirmPage}
      content={subscribeConfirm}
      breadcrumbs={crumbs(subscribeConfirmPage.title, '/subscribe/confirm')}
    />
  );
}
