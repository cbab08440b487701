import type { DeskQuote, InquiryLineDetail } from '@contrail/contracts';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { ApiRequestError } from '~/lib/http.ts';
import { deskApi } from './desk-api.ts';
import { formatMoney } from './desk-format.ts';
import { useDeskFailure } from './desk-item-parts.tsx';
import {
  draftFromInquiry,
  draftToRequest,
  type QuoteDraft,
  type QuoteDraftLine,
  type QuoteErrors,
} from './quote-draft.ts';

/**
 * The quote editor's state: the draft (first filled from the inquiry's lines), the field errors and the
 * status line; `submit` runs the contract's rules, then sends the quote and hands it to `onSent`.
 */
export function useQuoteEditor({
  inquiryId,
  customer,
  lines,
  onSent,
}: {
  inquiryId: string;
  customer: string;
  lines: InquiryLineDetail[];
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
  const removeLine = (index: number) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.filter((_, i) => i !== index),
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

  return { id, draft, setDraft, setLine, removeLine, errors, status, pending, submit };
}
