import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '~/components/forms/field-error.tsx';
import { MessageBox } from '~/components/sections/message-box/message-box.tsx';
import { Button } from '~/components/ui/button.tsx';
import { ApiRequestError } from '~/lib/http.ts';
import type { CustomerQuoteContent } from './customer-quote-content.ts';
import { quoteApi } from './quote-api.ts';
import { errorText, panel } from './quote-format.ts';

const maxQuestionLength = 2000;

export function QuestionPanel({
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
