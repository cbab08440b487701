import type { InquiryLineDetail } from '@contrail/contracts';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { DeskField, describedBy } from './desk-form.tsx';
import { formatMoney } from './desk-format.ts';
import { lineTotal, type QuoteDraftLine, type QuoteErrors } from './quote-draft.ts';
import { field } from './quote-editor-field.ts';
import { QuoteEditorOffer } from './quote-editor-offer.tsx';

/**
 * One line of the quote: the part and quantity, then the offer (price, condition, availability, lead
 * time, alternate part) and the line's total.
 */
export function QuoteEditorLine({
  id,
  index,
  line,
  source,
  errors,
  setLine,
  onRemove,
}: {
  id: string;
  index: number;
  line: QuoteDraftLine;
  /** The inquiry's line for the same part number, with what the catalogue says now. */
  source: InquiryLineDetail | undefined;
  errors: QuoteErrors;
  setLine: (index: number, change: Partial<QuoteDraftLine>) => void;
  /** Unset when the line is the quote's only one. */
  onRemove: (() => void) | undefined;
}) {
  const key = (name: string) => `lines.${index}.${name}`;
  const fid = (name: string) => `${id}-${line.key}-${name}`;
  const err = (name: string) => errors[key(name)];
  const sum = lineTotal(line);
  return (
    <fieldset className="border-line min-w-0 rounded-lg border p-4">
      <legend className="px-1 font-semibold">
        Line {index + 1}
        {line.partNumber && (
          <>
            {': '}
            <span className="font-mono whitespace-nowrap">{line.partNumber}</span>
          </>
        )}
      </legend>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <DeskField
          id={fid('pn')}
          label="Part number"
          error={err('partNumber')}
          className="col-span-2 lg:col-span-1"
        >
          <input
            id={fid('pn')}
            className={cn(field, 'font-mono')}
            value={line.partNumber}
            maxLength={64}
            onChange={(e) => setLine(index, { partNumber: e.target.value })}
            {...describedBy(fid('pn'), err('partNumber'))}
          />
        </DeskField>
        <DeskField
          id={fid('desc')}
          label="Description"
          error={err('description')}
          className="col-span-2"
        >
          <input
            id={fid('desc')}
            className={field}
            value={line.description}
            maxLength={200}
            onChange={(e) => setLine(index, { description: e.target.value })}
            {...describedBy(fid('desc'), err('description'))}
          />
        </DeskField>
        <DeskField id={fid('qty')} label="Quantity" error={err('qty')}>
          <input
            id={fid('qty')}
            className={field}
            inputMode="numeric"
            value={line.qty}
            onChange={(e) => setLine(index, { qty: e.target.value })}
            {...describedBy(fid('qty'), err('qty'))}
          />
        </DeskField>
        <QuoteEditorOffer
          index={index}
          line={line}
          source={source}
          setLine={setLine}
          fid={fid}
          err={err}
        />
        <div className="col-span-2 flex flex-wrap items-end justify-between gap-3 lg:col-span-4">
          <p className="text-sm">
            Line total:{' '}
            <strong data-testid="quote-line-total">
              {sum === undefined ? '—' : formatMoney(sum)}
            </strong>
          </p>
          {onRemove && (
            <Button variant="ghost" size="sm" onClick={onRemove}>
              Remove line {index + 1}
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
