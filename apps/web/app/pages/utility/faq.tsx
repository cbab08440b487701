import { PageLayout } from '~/components/layout/page-layout.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { FaqSearch } from '~/components/sections/faq-search/faq-search.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { Section } from '~/components/ui/section.tsx';
import { crumbs, faqGroups, faqPage } from '~/content/utility-pages.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** The FAQ: questions grouped by topic, filtered as the visitor types, then a way to ask the rest. */
export default function FaqPage() {
  return (
    <PageLayout>
      <PageTitle
        eyebrow={faqPage.eyebrow}
        title={faqPage.title}
        lead={faqPage.lead}
        breadcrumbs={crumbs('FAQs', '/page/faq-s')}
      />
      <Section id="faq" label="Questions">
        <FaqSearch groups={faqGroups} />
      </Section>
      <CallToAction id="ask" variant="banner" data={faqPage.cta} />
    </PageLayout>
  );
}
