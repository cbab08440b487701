import { PageLayout } from '~/components/layout/page-layout.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import { CustomerQuote } from '~/components/sections/quote/customer-quote.tsx';
import { customerQuote, quotePage } from '~/content/quote.ts';
import { pageMeta } from '~/lib/page-meta.ts';

// noindex, nofollow: the site map row says `indexed: false` (and the server's X-Robots-Tag).
export const meta = pageMeta;

/** The customer's quote, opened by the link in its e-mail: /quote/<token>. */
export default function QuotePage() {
  return (
    <PageLayout>
      <PageTitle
        eyebrow={quotePage.eyebrow}
        title={quotePage.title}
        lead={quotePage.lead}
        className="print:py-4"
      />
      <CustomerQuote content={customerQuote} />
    </PageLayout>
  );
}
