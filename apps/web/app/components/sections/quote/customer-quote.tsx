import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { MessageBox } from '../message-box/message-box.tsx';
import type { CustomerQuoteContent } from './customer-quote-content.ts';
import { QuoteView } from './quote-view.tsx';
import { useQuote } from './use-quote.ts';

export type { CustomerQuoteContent };

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
