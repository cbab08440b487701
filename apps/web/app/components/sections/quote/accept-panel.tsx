import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { ApiRequestError } from '~/lib/http.ts';
import type { CustomerQuoteContent } from './customer-quote-content.ts';
import { quoteApi, type PublicQuote } from './quote-api.ts';
import { errorText, fill, panel } from './quote-format.ts';

export function AcceptPanel({
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
