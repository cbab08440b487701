import { useId, useState, type ReactNode } from 'react';
import { MessageBox } from '~/components/sections/message-box/message-box.tsx';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { AcceptPanel } from './accept-panel.tsx';
import type { CustomerQuoteContent, Notice } from './customer-quote-content.ts';
import type { PublicQuote } from './quote-api.ts';
import { fill, formatQuoteDate, moneyIn } from './quote-format.ts';
import { QuoteLines } from './quote-lines.tsx';
import { QuestionPanel } from './question-panel.tsx';

/** An opened quote: its facts and status, the desk's note, its lines, and the accept and question panels. */
export function QuoteView({
  token,
  quote,
  replace,
  content,
}: {
  token: string;
  quote: PublicQuote;
  replace: (quote: PublicQuote) => void;
  content: CustomerQuoteContent;
}) {
  const headingId = useId();
  const money = moneyIn(quote.currency);
  const date = formatQuoteDate(
    quote.status === 'accepted' && quote.acceptedAt ? quote.acceptedAt : quote.validUntil,
  );
  const [justAccepted, setJustAccepted] = useState(false);
  const closed = quote.status === 'sent' ? undefined : content.closed[quote.status];
  const notice: Notice | undefined =
    justAccepted && quote.status === 'accepted' ? content.accept.done : closed;

  return (
    <article aria-labelledby={headingId} data-quote-status={quote.status} data-print-document>
      <p className="mb-6 hidden text-sm print:block">{content.letterhead}</p>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id={headingId} className="text-3xl font-bold">
          {content.heading} <span className="whitespace-nowrap">{quote.reference}</span>
        </h2>
        <Button variant="outline" size="sm" className="print:hidden" onClick={() => window.print()}>
          {content.print}
        </Button>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-x-8 gap-y-4 lg:grid-cols-4">
        <Fact label={content.facts.for} value={quote.customerName} />
        <Fact label={content.facts.inquiry} value={quote.inquiryId} />
        <Fact label={content.facts.sent} value={formatQuoteDate(quote.createdAt)} />
        <Fact
          label={content.facts.validUntil}
          value={
            <>
              {formatQuoteDate(quote.validUntil)}
              <span
                data-quote-status-label
                className={cn(
                  'ms-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                  quote.status === 'sent'
                    ? 'bg-brand-soft text-brand-strong'
                    : quote.status === 'accepted'
                      ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
                      : 'bg-surface-alt text-ink',
                )}
              >
                {fill(content.statusLabels[quote.status], { date })}
              </span>
            </>
          }
        />
      </dl>

      {notice && (
        <div className="mt-8 max-w-3xl" data-quote-notice>
          <MessageBox
            variant="left-border"
            message={{
              id: quote.status,
              ...notice,
              title: fill(notice.title, { date }),
              text: fill(notice.text, { date }),
            }}
          />
        </div>
      )}

      {quote.message && (
        <figure className="border-line mt-8 max-w-3xl border-s-4 ps-4">
          <figcaption className="text-muted text-sm font-semibold">{content.deskNote}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line">{quote.message}</blockquote>
        </figure>
      )}

      <div className="mt-10">
        <QuoteLines
          lines={quote.lines}
          totalCents={quote.totalCents}
          currency={quote.currency}
          money={money}
          content={content.lines}
        />
      </div>

      <div className="mt-12 grid items-start gap-8 lg:grid-cols-2 print:hidden">
        {quote.status === 'sent' && (
          <AcceptPanel
            token={token}
            quote={quote}
            total={money(quote.totalCents)}
            content={content.accept}
            onAccepted={(accepted) => {
              setJustAccepted(true);
              replace(accepted);
            }}
            onClosed={replace}
          />
        )}
        <QuestionPanel token={token} content={content.question} />
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="mt-1 font-medium">{value}</dd>
    </div>
  );
}
