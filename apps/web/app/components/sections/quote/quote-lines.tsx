import type { QuoteLine } from '@contrail/contracts';
import { quoteConditionLabels } from '@contrail/contracts/quote-link';
import { cn } from '~/components/ui/cn.ts';
import type { QuoteLinesContent } from './customer-quote-content.ts';
import { QuoteLineCards } from './quote-line-cards.tsx';
import { QuotePartNumber } from './quote-part-number.tsx';

const th =
  'px-3 py-3 text-start text-xs font-semibold tracking-wide whitespace-nowrap uppercase text-muted';
const td = 'px-3 py-4 align-top';
const number = 'text-end tabular-nums whitespace-nowrap';

/**
 * A quote's lines and its total: a table from 768 px (and on paper), a card per line on a phone, each
 * card listing the same fields with their names. One of the two is shown (the other is display: none,
 * so assistive technology meets the lines once).
 */
export function QuoteLines({
  lines,
  totalCents,
  currency,
  money,
  content,
}: {
  lines: readonly QuoteLine[];
  totalCents: number;
  currency: string;
  money: (cents: number) => string;
  content: QuoteLinesContent;
}) {
  const totalLabel = `${content.total} (${currency})`;
  return (
    <div data-quote-lines>
      <div className="border-line overflow-x-auto rounded-lg border max-md:hidden print:block print:overflow-visible print:border-0">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{content.caption}</caption>
          <thead className="bg-surface-alt">
            <tr>
              <th scope="col" className={th}>
                {content.partNumber}
              </th>
              <th scope="col" className={th}>
                {content.description}
              </th>
              <th scope="col" className={th}>
                {content.condition}
              </th>
              <th scope="col" className={th}>
                {content.availability}
              </th>
              <th scope="col" className={th}>
                {content.leadTime}
              </th>
              <th scope="col" className={cn(th, 'text-end')}>
                {content.qty}
              </th>
              <th scope="col" className={cn(th, 'text-end')}>
                {content.unitPrice}
              </th>
              <th scope="col" className={cn(th, 'text-end')}>
                {content.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.lineNo} className="border-line break-inside-avoid border-t">
                <th scope="row" className={cn(td, 'text-start font-normal')}>
                  <QuotePartNumber value={line.partNumber} />
                </th>
                <td className={cn(td, 'min-w-48')}>
                  {line.description}
                  {line.alternatePart && (
                    <span className="text-muted mt-1 block text-xs">
                      {content.alternate}: <QuotePartNumber value={line.alternatePart} />
                    </span>
                  )}
                </td>
                <td className={td}>{quoteConditionLabels[line.condition]}</td>
                <td className={td}>{line.availability}</td>
                <td className={td}>{line.leadTime || '—'}</td>
                <td className={cn(td, number)}>{line.qty}</td>
                <td className={cn(td, number)}>{money(line.unitPriceCents)}</td>
                <td className={cn(td, number, 'font-semibold')}>
                  {money(line.qty * line.unitPriceCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-ink border-t-2">
              <th scope="row" colSpan={7} className="px-3 py-4 text-end text-base font-bold">
                {totalLabel}
              </th>
              <td className={cn('px-3 py-4 text-lg font-bold', number)} data-quote-total>
                {money(totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <QuoteLineCards
        lines={lines}
        totalCents={totalCents}
        totalLabel={totalLabel}
        money={money}
        content={content}
      />
    </div>
  );
}
