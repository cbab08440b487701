import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FieldError } from '~/components/forms/field-error.tsx';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { ApiRequestError } from '~/lib/http.ts';
import { MessageBox, type MessageKind } from '../message-box/message-box.tsx';
import { quoteApi, type PublicQuote } from './quote-api.ts';
import { QuoteLines, type QuoteLinesContent } from './quote-lines.tsx';
import { useQuote } from './use-quote.ts';

type Notice = { kind: MessageKind; title: string; text: string };
type ClosedStatus = Exclude<PublicQuote['status'], 'sent'>;

export interface CustomerQuoteContent {
  loading: string;
  invalid: Notice;
  failed: Notice;
  retry: string;
  /** Where a customer with a broken link turns: the desk's phone and contact page. */
  contact: { text: string; phone: string; phoneHref: string; formLabel: string; formHref: string };
  heading: string;
  facts: { reference: string; inquiry: string; sent: string; validUntil: string; for: string };
  /** The status line beside the dates; `{date}` is the validity or acceptance date. */
  statusLabels: Record<PublicQuote['status'], string>;
  /** What a quote that can no longer be accepted means and what to do next; `{date}` as above. */
  closed: Record<ClosedStatus, Notice>;
  deskNote: string;
  lines: QuoteLinesContent;
  accept: {
    heading: string;
    text: string;
    button: string;
    /** `{reference}` and `{total}` are filled in. */
    confirm: string;
    /** Beside the quote's total in the panel. */
    total: string;
    confirmButton: string;
    cancel: string;
    working: string;
    done: Notice;
    failed: string;
  };
  question: {
    heading: string;
    text: string;
    label: string;
    hint: string;
    button: string;
    working: string;
    empty: string;
    tooLong: string;
    sent: Notice;
    another: string;
    failed: string;
  };
  print: string;
  /** The business on a printed or saved copy, where the site's header is left out. */
  letterhead: string;
}

const maxQuestionLength = 2000;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A calendar date (`2026-12-15`) or an instant, as a reader writes it: "December 15, 2026" (UTC). */
export function formatQuoteDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const moneyIn = (currency: string) => {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return (cents: number) => format.format(cents / 100);
};

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.status !== 500 ? error.message : fallback;

/**
 * The customer's quote at /quote/<token> (issue 42 §2): the quote's reference, dates and status, each
 * line and the total; while it is open, Accept (with a confirm step) and a question to the desk. A link
 * that opens no quote says so and who to turn to; a quote that can no longer be accepted (expired,
 * revoked, superseded, accepted) says why and what to do next.
 */
export function CustomerQuote({
  content,
  ...section
}: SectionProps & { content: CustomerQuoteContent }) {
  const { token, load, reload, replace } = useQuote();
  return (
    <Section spacing="md" label="Quote" {...section}>
      {/* The footer starts below the first screen whatever the quote's state, so the page does not shift
          when the loading line gives way to the quote or to why there is none. */}
      <div className="min-h-[80vh]">
        <div aria-live="polite" aria-busy={load.state === 'loading'} data-quote-state={load.state}>
          {load.state === 'loading' && <p className="text-muted text-lg">{content.loading}</p>}
          {load.state === 'invalid' && <InvalidLink content={content} />}
          {load.state === 'failed' && (
            <div className="max-w-2xl">
              <MessageBox variant="left-border" message={{ id: 'failed', ...content.failed }} />
              <Button className="mt-6" onClick={reload}>
                {content.retry}
              </Button>
            </div>
          )}
        </div>
        {load.state === 'ready' && (
          <QuoteView token={token} quote={load.quote} replace={replace} content={content} />
        )}
      </div>
    </Section>
  );
}

function InvalidLink({ content }: { content: CustomerQuoteContent }) {
  const { contact } = content;
  return (
    <div className="max-w-2xl">
      <MessageBox variant="left-border" message={{ id: 'invalid', ...content.invalid }} />
      <p className="mt-6">
        {contact.text}{' '}
        <a className="text-brand font-semibold underline" href={contact.phoneHref}>
          {contact.phone}
        </a>
        .
      </p>
      <ButtonLink className="mt-6" variant="outline" to={contact.formHref}>
        {contact.formLabel}
      </ButtonLink>
    </div>
  );
}

function QuoteView({
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

const panel = 'bg-card border-line rounded-lg border p-6';

function AcceptPanel({
  token,
  quote,
  total,
  content,
  onAccepted,
  onClosed,
}: {
  token: string;
  quote: PublicQuote;
  total: string;
  content: CustomerQuoteContent['accept'];
  onAccepted: (quote: PublicQuote) => void;
  onClosed: (quote: PublicQuote) => void;
}) {
  const headingId = useId();
  const [step, setStep] = useState<'idle' | 'confirm' | 'working'>('idle');
  const [error, setError] = useState<string>();
  const confirmRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    (step === 'confirm' ? confirmRef : startRef).current?.querySelector('button')?.focus();
  }, [step]);

  const accept = async () => {
    setStep('working');
    setError(undefined);
    try {
      onAccepted(await quoteApi.accept(token));
    } catch (caught) {
      // No longer open (expired today, withdrawn, replaced, accepted elsewhere): show it as it is now.
      if (caught instanceof ApiRequestError && caught.status === 409) {
        try {
          onClosed(await quoteApi.get(token));
          return;
        } catch {
          // Fall through to the message.
        }
      }
      setError(errorText(caught, content.failed));
      setStep('confirm');
    }
  };

  return (
    <section aria-labelledby={headingId} className={panel}>
      <h2 id={headingId} className="text-xl font-bold">
        {content.heading}
      </h2>
      <p className="text-muted mt-2">{content.text}</p>
      <p className="mt-4 flex items-baseline gap-3">
        <span className="text-muted text-sm">{content.total}</span>
        <span className="text-2xl font-bold tabular-nums">{total}</span>
      </p>
      {step === 'idle' ? (
        <div ref={startRef}>
          <Button
            className="mt-6"
            onClick={() => {
              moved.current = true;
              setStep('confirm');
            }}
          >
            {content.button}
          </Button>
        </div>
      ) : (
        <div
          ref={confirmRef}
          role="group"
          aria-label={content.heading}
          className="border-brand bg-brand-soft/40 mt-6 rounded-md border-2 p-4"
        >
          <p className="font-medium">
            {fill(content.confirm, { reference: quote.reference, total })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={() => void accept()} disabled={step === 'working'}>
              {step === 'working' ? content.working : content.confirmButton}
            </Button>
            <Button
              variant="ghost"
              disabled={step === 'working'}
              onClick={() => {
                moved.current = true;
                setError(undefined);
                setStep('idle');
              }}
            >
              {content.cancel}
            </Button>
          </div>
          {error && (
            <p role="alert" className="text-danger mt-3 text-sm font-medium">
              {error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function QuestionPanel({
  token,
  content,
}: {
  token: string;
  content: CustomerQuoteContent['question'];
}) {
  const ids = useId();
  const headingId = `${ids}-heading`;
  const fieldId = `${ids}-text`;
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [status, setStatus] = useState<'idle' | 'working' | 'sent'>('idle');
  const [error, setError] = useState<string>();
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question = text.trim();
    const problem = !question
      ? content.empty
      : question.length > maxQuestionLength
        ? content.tooLong
        : undefined;
    setFieldError(problem);
    setError(undefined);
    if (problem) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    setStatus('working');
    try {
      await quoteApi.ask(token, question);
      setText('');
      setStatus('sent');
    } catch (caught) {
      setStatus('idle');
      const field = caught instanceof ApiRequestError ? caught.fields?.text : undefined;
      if (field) setFieldError(field);
      else setError(errorText(caught, content.failed));
    }
  };

  return (
    <section aria-labelledby={headingId} className={panel}>
      <h2 id={headingId} className="text-xl font-bold">
        {content.heading}
      </h2>
      <p className="text-muted mt-2">{content.text}</p>
      {status === 'sent' ? (
        <div ref={sentRef} tabIndex={-1} className="mt-6 outline-none" data-question-sent>
          <MessageBox variant="left-border" message={{ id: 'sent', ...content.sent }} />
          <Button variant="outline" className="mt-4" onClick={() => setStatus('idle')}>
            {content.another}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-6">
          <label htmlFor={fieldId} className="mb-2 block text-sm font-semibold">
            {content.label}
          </label>
          <textarea
            id={fieldId}
            name="text"
            rows={5}
            maxLength={maxQuestionLength + 200}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="border-line bg-surface text-ink w-full rounded-md border px-4 py-3"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${fieldId}-error` : `${fieldId}-hint`}
          />
          {fieldError ? (
            <FieldError id={`${fieldId}-error`} message={fieldError} />
          ) : (
            <p id={`${fieldId}-hint`} className="text-muted mt-2 text-sm">
              {content.hint}
            </p>
          )}
          <Button type="submit" variant="outline" className="mt-4" disabled={status === 'working'}>
            {status === 'working' ? content.working : content.button}
          </Button>
          {error && (
            <p role="alert" className="text-danger mt-3 text-sm font-medium">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
