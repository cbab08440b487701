import type { DeskQuote, InquiryLineDetail } from '@contrail/contracts';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { formatMoney } from './desk-format.ts';
import { DeskField, DeskStatus, describedBy } from './desk-form.tsx';
import { DeskPanel } from './desk-item-parts.tsx';
import { blankLine, draftTotal } from './quote-draft.ts';
import { field } from './quote-editor-field.ts';
import { QuoteEditorLine } from './quote-editor-line.tsx';
import { useQuoteEditor } from './use-quote-editor.ts';

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
  const { id, draft, setDraft, setLine, removeLine, errors, status, pending, submit } =
    useQuoteEditor({ inquiryId, customer, lines, onSent });

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
          {draft.lines.map((line, index) => (
            <li key={line.key}>
              <QuoteEditorLine
                id={id}
                index={index}
                line={line}
                source={lines.find((l) => l.partNumber === line.partNumber)}
                errors={errors}
                setLine={setLine}
                onRemove={draft.lines.length > 1 ? () => removeLine(index) : undefined}
              />
            </li>
          ))}
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
