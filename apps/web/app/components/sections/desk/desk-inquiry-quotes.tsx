import type { DeskQuote } from '@contrail/contracts';
import { quoteConditionLabels } from '@contrail/contracts/quote-link';
import { useId, useState, useTransition } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { formatMoney } from './desk-format.ts';
import { deskApi } from './desk-api.ts';
import { DeskStatus } from './desk-form.tsx';
import { DeskPanel, useDeskFailure } from './desk-item-parts.tsx';
import { deskWhen } from './inbox-query.ts';

const quoteStatusText: Record<DeskQuote['status'], string> = {
  sent: 'Sent, open',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
  superseded: 'Replaced by a newer quote',
};

/** The quotes sent for the inquiry, newest first; an open one can be revoked (after a confirm step). */
export function SentQuotes({
  inquiryId,
  quotes,
  onChange,
}: {
  inquiryId: string;
  quotes: DeskQuote[];
  onChange: () => void;
}) {
  const heading = useId();
  const fail = useDeskFailure();
  const [confirming, setConfirming] = useState<string | undefined>();
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const [pending, startTransition] = useTransition();
  if (quotes.length === 0) return null;

  const revoke = (quote: DeskQuote) =>
    startTransition(async () => {
      try {
        await deskApi.revokeQuote(inquiryId, quote.id);
        setConfirming(undefined);
        setStatus({
          message: `Quote ${quote.id} revoked: its link no longer works.`,
          error: false,
        });
        onChange();
      } catch (caught) {
        setStatus({ message: fail(caught), error: true });
      }
    });

  const sorted = [...quotes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <DeskPanel title={`Quotes sent (${quotes.length})`} headingId={heading}>
      <DeskStatus message={status?.message} error={status?.error} />
      <ol className="grid gap-4">
        {sorted.map((quote) => (
          <li key={quote.id} className="border-line rounded-md border p-4" data-testid="sent-quote">
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">
                <span className="font-mono">{quote.id}</span> · {formatMoney(quote.totalCents)}
              </h3>
              <p className="text-sm font-semibold">{quoteStatusText[quote.status]}</p>
            </div>
            <p className="text-muted mb-3 text-sm">
              Sent {deskWhen(quote.createdAt)} · valid until {quote.validUntil}
              {quote.acceptedAt && ` · accepted ${deskWhen(quote.acceptedAt)}`}
            </p>
            <ul className="mb-3 grid gap-1 text-sm">
              {quote.lines.map((line) => (
                <li key={line.lineNo} className="break-words">
                  <span className="font-mono font-semibold whitespace-nowrap">
                    {line.partNumber}
                  </span>{' '}
                  × {line.qty} · {quoteConditionLabels[line.condition]} ·{' '}
                  {formatMoney(line.unitPriceCents)} each · {line.availability}
                  {line.leadTime && ` · ${line.leadTime}`}
                  {line.alternatePart && (
                    <>
                      {' '}
                      · alternate{' '}
                      <span className="font-mono whitespace-nowrap">{line.alternatePart}</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
            {quote.questions.length > 0 && (
              <div className="bg-surface-alt mb-3 rounded-md p-3 text-sm">
                <p className="mb-1 font-semibold">The customer asked:</p>
                <ul className="grid gap-2">
                  {quote.questions.map((question) => (
                    <li key={question.createdAt} className="break-words whitespace-pre-line">
                      “{question.text}”{' '}
                      <span className="text-muted">({deskWhen(question.createdAt)})</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {quote.status === 'sent' &&
              (confirming === quote.id ? (
                <div
                  role="group"
                  aria-label={`Revoke ${quote.id}?`}
                  className="flex flex-wrap items-center gap-3"
                >
                  <p className="text-sm font-semibold">
                    Revoke {quote.id}? The customer can no longer accept it.
                  </p>
                  <Button size="sm" disabled={pending} onClick={() => revoke(quote)}>
                    Yes, revoke it
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={pending}
                    onClick={() => setConfirming(undefined)}
                  >
                    Keep it
                  </Button>
                </div>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setConfirming(quote.id)}>
                  Revoke<span className="sr-only"> {quote.id}</span>
                </Button>
              ))}
          </li>
        ))}
      </ol>
    </DeskPanel>
  );
}
