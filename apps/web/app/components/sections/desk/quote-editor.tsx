import type { DeskQuote, InquiryLineDetail } from '@contrail/contracts';
import {
  quoteConditionLabels,
  quoteConditions,
  type QuoteCondition,
} from '@contrail/contracts/quote-link';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { formatMoney } from './desk-format.ts';
import { ApiRequestError } from '~/lib/http.ts';
import { deskApi } from './desk-api.ts';
import { DeskField, DeskStatus, deskInput, describedBy } from './desk-form.tsx';
import { DeskPanel, useDeskFailure } from './desk-item-parts.tsx';
import {
  blankLine,
  draftFromInquiry,
  draftToRequest,
  draftTotal,
  lineTotal,
  type QuoteDraft,
  type QuoteDraftLine,
  type QuoteErrors,
} from './quote-draft.ts';

const field = cn(deskInput, 'py-2');

/**
 * The quote editor: per line the unit price, condition, availability, lead time and an alternate part,
 * then a validity date and a message; totals as it is typed. The contract's rules run before sending,
 * their messages under the fields; sending mails the customer the quote's link (the API's outbox).
 */
export function QuoteEditor({
  inquiryId,
  customer,
  lines,
  hasOpenQuote,
  onSent,
}: {
  inquiryId: string;
  customer: string;
  lines: InquiryLineDetail[];
  hasOpenQuote: boolean;
  onSent: (quote: DeskQuote) => Promise<void> | void;
}) {
  const id = useId();
  const fail = useDeskFailure();
  const [draft, setDraft] = useState<QuoteDraft>(() => draftFromInquiry(lines));
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const [pending, startTransition] = useTransition();

  const setLine = (index: number, change: Partial<QuoteDraftLine>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, i) => (i === index ? { ...line, ...change } : line)),
    }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = draftToRequest(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      setStatus({ message: 'Check the fields marked below.', error: true });
      // The first field in error takes the focus, so the keyboard lands where the message is.
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    startTransition(async () => {
      try {
        const quote = await deskApi.sendQuote(inquiryId, checked.request);
        setErrors({});
        setStatus({
          message: `Quote ${quote.id} sent to ${customer}: ${formatMoney(quote.totalCents)}.`,
          error: false,
        });
        await onSent(quote);
      } catch (caught) {
        if (caught instanceof ApiRequestError && caught.fields) setErrors(caught.fields);
        setStatus({ message: fail(caught), error: true });
        requestAnimationFrame(() =>
          form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      }
    });
  };

  const total = draftTotal(draft);

  return (
    <DeskPanel title="Quote" headingId={`${id}-heading`}>
      <p className="text-muted mb-6 text-sm">
        Prices in US dollars. Sending mails {customer} a summary with a link to the quote, where
        they accept it or ask a question.
        {hasOpenQuote && ' A new quote replaces the open one: its link stops working.'}
      </p>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="grid gap-6">
        {errors.lines && (
          <p role="alert" className="text-danger text-sm font-medium">
            {errors.lines}
          </p>
        )}
        <ol className="grid gap-4">
          {draft.lines.map((line, index) => {
            const key = (name: string) => `lines.${index}.${name}`;
            const fid = (name: string) => `${id}-${line.key}-${name}`;
            const err = (name: string) => errors[key(name)];
            const sum = lineTotal(line);
            const source = lines.find((l) => l.partNumber === line.partNumber);
            return (
              <li key={line.key}>
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
                        onChange={(e) =>
                          setLine(index, { condition: e.target.value as QuoteCondition })
                        }
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
                      hint={
                        source?.live?.supersededBy
                          ? `Superseded by ${source.live.supersededBy}`
                          : undefined
                      }
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
                    <div className="col-span-2 flex flex-wrap items-end justify-between gap-3 lg:col-span-4">
                      <p className="text-sm">
                        Line total:{' '}
                        <strong data-testid="quote-line-total">
                          {sum === undefined ? '—' : formatMoney(sum)}
                        </strong>
                      </p>
                      {draft.lines.length > 1 && (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() =>
                            setDraft((current) => ({
                              ...current,
                              lines: current.lines.filter((_, i) => i !== index),
                            }))
                          }
                        >
                          Remove line {index + 1}
                        </Button>
                      )}
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              setDraft((current) => ({ ...current, lines: [...current.lines, blankLine()] }))
            }
          >
            Add a line
          </Button>
        </div>
        <div className="grid gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <DeskField
            id={`${id}-valid`}
            label="Valid until"
            error={errors.validUntil}
            hint="The link works until the end of this day."
          >
            <input
              id={`${id}-valid`}
              type="date"
              className={field}
              value={draft.validUntil}
              onChange={(e) => setDraft((current) => ({ ...current, validUntil: e.target.value }))}
              {...describedBy(`${id}-valid`, errors.validUntil, 'hint')}
            />
          </DeskField>
          <DeskField id={`${id}-message`} label="Message to the customer" error={errors.message}>
            <textarea
              id={`${id}-message`}
              className={cn(field, 'min-h-24')}
              value={draft.message}
              maxLength={2000}
              onChange={(e) => setDraft((current) => ({ ...current, message: e.target.value }))}
              {...describedBy(`${id}-message`, errors.message)}
            />
          </DeskField>
        </div>
        <div className="border-line flex flex-wrap items-center justify-between gap-4 border-t pt-4">
          <p className="text-lg">
            Total:{' '}
            <strong data-testid="quote-total" aria-live="polite">
              {formatMoney(total)}
            </strong>
          </p>
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending…' : 'Send the quote'}
          </Button>
        </div>
        <DeskStatus message={status?.message} error={status?.error} />
      </form>
    </DeskPanel>
  );
}
