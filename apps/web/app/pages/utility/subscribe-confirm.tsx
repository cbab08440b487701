import { PageLayout } from '~/components/layout/page-layout.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { SubscriptionConfirm } from '~/components/sections/subscription-confirm/subscription-confirm.tsx';
import { subscribeConfirm, subscribeConfirmPage } from '~/content/pages/subscribe-confirm.ts';
import { crumbs } from '~/content/utility-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** Where the newsletter's confirmation mail links to: confirms the subscription from the link's token. */
export default function SubscribeConfirmPage() {
  return (
    <PageLayout>
      <PageTitle
        eyebrow={subscribeConfirmPage.eyebrow}
        title={subscribeConfirmPage.title}
        lead={subscribeConfirmPage.lead}
        breadcrumbs={crumbs(subscribeConfirmPage.title, '/subscribe/confirm')}
      />
      <SubscriptionConfirm content={subscribeConfirm} />
    </PageLayout>
  );
}
