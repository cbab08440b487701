import type { QuoteLine } from '@contrail/contracts';
import { quoteConditionLabels } from '@contrail/contracts/quote-link';
import type { ReactNode } from 'react';
import type { QuoteLinesContent } from './customer-quote-content.ts';
import { QuotePartNumber } from './quote-part-number.tsx';

/** A quote's lines below 768 px: a card per line listing each field with its name, then the total. */
export function QuoteLineCards({
  lines,
  totalCents,
  totalLabel,
  money,
  content,
}: {
  lines: readonly QuoteLine[];
  totalCents: number;
  totalLabel: string;
  money: (cents: number) => string;
  content: QuoteLinesContent;
}) {
  return (
    <div className="md:hidden print:hidden">
      <ol className="grid gap-4" aria-label={content.caption}>
        {lines.map((line) => (
          <li key={line.lineNo} className="bg-card border-line rounded-lg border p-4">
            <p className="text-lg">
              <QuotePartNumber value={line.partNumber} />
            </p>
            <p className="mt-1">{line.description}</p>
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Field label={content.condition} value={quoteConditionLabels[line.condition]} />
              <Field label={content.availability} value={line.availability} />
              <Field label={content.leadTime} value={line.leadTime || '—'} />
              {line.alternatePart && (
                <Field
                  label={content.alternate}
                  value={<QuotePartNumber value={line.alternatePart} />}
                />
              )}
              <Field label={content.qty} value={String(line.qty)} />
              <Field label={content.unitPrice} value={money(line.unitPriceCents)} />
            </dl>
            <p className="border-line mt-4 flex items-baseline justify-between gap-4 border-t pt-3">
              <span className="text-muted text-sm">{content.lineTotal}</span>
              <span className="font-semibold tabular-nums">
                {money(line.qty * line.unitPriceCents)}
              </span>
            </p>
          </li>
        ))}
      </ol>
      <p className="bg-surface-alt mt-4 flex items-baseline justify-between gap-4 rounded-lg p-4">
        <span className="font-bold">{totalLabel}</span>
        <span className="text-lg font-bold tabular-nums">{money(totalCents)}</span>
      </p>
    </div>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="mt-0.5">{value}</dd>
    </div>
  );
}
