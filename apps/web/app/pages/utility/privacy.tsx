import { PageLayout } from '~/components/layout/page-layout.tsx';
import { LegalDocument } from '~/components/sections/legal-document/legal-document.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { privacyPage, privacyPolicy } from '~/content/pages/privacy.ts';
import { crumbs } from '~/content/utility-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** The privacy policy: numbered sections beside a table of contents that links to each. */
export default function PrivacyPage() {
  return (
    <PageLayout>
      <PageTitle
        eyebrow={privacyPage.eyebrow}
        title={privacyPage.title}
        lead={privacyPage.lead}
        breadcrumbs={crumbs(privacyPage.title, '/privacy')}
      />
      <LegalDocument data={privacyPolicy} />
    </PageLayout>
  );
}
