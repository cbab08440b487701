import type { InquiryLineDetail } from '@contrail/contracts';
import {
  quoteConditionLabels,
  quoteConditions,
  type QuoteCondition,
} from '@contrail/contracts/quote-link';
import { cn } from '~/components/ui/cn.ts';
import { DeskField, describedBy } from './desk-form.tsx';
import { formatMoney } from './desk-format.ts';
import type { QuoteDraftLine } from './quote-draft.ts';
import { field } from './quote-editor-field.ts';

/**
 * A quote line's offer: unit price (the catalogue's price as the hint), condition, availability, lead
 * time and an alternate part (a superseding part as the hint).
 */
export function QuoteEditorOffer({
  index,
  line,
  source,
  setLine,
  fid,
  err,
}: {
  index: number;
  line: QuoteDraftLine;
  source: InquiryLineDetail | undefined;
  setLine: (index: number, change: Partial<QuoteDraftLine>) => void;
  /** The id of the line's field `name`. */
  fid: (name: string) => string;
  /** The error of the line's field `name`, as the contract keys it. */
  err: (name: string) => string | undefined;
}) {
  return (
    <>
      <DeskField
        id={fid('price')}
        label="Unit price (USD)"
        error={err('unitPriceCents')}
        hint={
          source?.live?.priceCents != null
            ? `Catalogue: ${formatMoney(source.live.priceCents)}`
            : undefined
        }
      >
        <input
          id={fid('price')}
          className={field}
          inputMode="decimal"
          value={line.unitPrice}
          placeholder="0.00"
          onChange={(e) => setLine(index, { unitPrice: e.target.value })}
          {...describedBy(
            fid('price'),
            err('unitPriceCents'),
            source?.live?.priceCents != null ? 'hint' : undefined,
          )}
        />
      </DeskField>
      <DeskField id={fid('cond')} label="Condition" error={err('condition')}>
        <select
          id={fid('cond')}
          className={field}
          value={line.condition}
          onChange={(e) => setLine(index, { condition: e.target.value as QuoteCondition })}
        >
          {quoteConditions.map((condition) => (
            <option key={condition} value={condition}>
              {quoteConditionLabels[condition]}
            </option>
          ))}
        </select>
      </DeskField>
      <DeskField id={fid('avail')} label="Availability" error={err('availability')}>
        <input
          id={fid('avail')}
          className={field}
          value={line.availability}
          maxLength={40}
          placeholder="In stock"
          onChange={(e) => setLine(index, { availability: e.target.value })}
          {...describedBy(fid('avail'), err('availability'))}
        />
      </DeskField>
      <DeskField
        id={fid('lead')}
        label="Lead time"
        error={err('leadTime')}
        className="col-span-2 sm:col-span-1"
      >
        <input
          id={fid('lead')}
          className={field}
          value={line.leadTime}
          maxLength={60}
          placeholder="Ships in 2 days"
          onChange={(e) => setLine(index, { leadTime: e.target.value })}
          {...describedBy(fid('lead'), err('leadTime'))}
        />
      </DeskField>
      <DeskField
        id={fid('alt')}
        label="Alternate part"
        error={err('alternatePart')}
        className="col-span-2 sm:col-span-1"
        hint={source?.live?.supersededBy ? `Superseded by ${source.live.supersededBy}` : undefined}
      >
        <input
          id={fid('alt')}
          className={cn(field, 'font-mono')}
          value={line.alternatePart}
          maxLength={64}
          onChange={(e) => setLine(index, { alternatePart: e.target.value })}
          {...describedBy(
            fid('alt'),
            err('alternatePart'),
            source?.live?.supersededBy ? 'hint' : undefined,
          )}
        />
      </DeskField>
    </>
  );
}
