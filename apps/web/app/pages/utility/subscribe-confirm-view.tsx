import { PageLayout } from '~/components/layout/page-layout.tsx';
import { PageTitle, type Breadcrumb } from '~/components/sections/page-title/page-title.tsx';
import {
  SubscriptionConfirm,
  type SubscriptionConfirmContent,
} from '~/components/sections/subscription-confirm/subscription-confirm.tsx';

export interface SubscribeConfirmPageText {
  eyebrow: string;
  title: string;
  lead: string;
}

/** The confirmation page in one language: its title band, then the confirmation (every language's module). */
export function SubscribeConfirmView({
  page,
  content,
  breadcrumbs,
}: {
  page: SubscribeConfirmPageText;
  content: SubscriptionConfirmContent;
  breadcrumbs: readonly Breadcrumb[];
}) {
  return (
    <PageLayout>
      <PageTitle
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        breadcrumbs={breadcrumbs}
      />
      <SubscriptionConfirm content={content} />
    </PageLayout>
  );
}
