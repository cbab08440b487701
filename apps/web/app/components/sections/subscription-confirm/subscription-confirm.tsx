import { useId } from 'react';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { MessageBox, type MessageKind } from '../message-box/message-box.tsx';
import { SubscribeForm } from '../subscribe/subscribe-form.tsx';
import { useSubscriptionConfirm, type ConfirmState } from './use-subscription-confirm.ts';

export interface SubscriptionConfirmContent {
  /** The status region's name for screen readers (default 'Subscription status'). */
  statusLabel?: string;
  /** The message for each state; `none` explains the page to a visitor who arrived without a link. */
  states: Record<ConfirmState, { kind: MessageKind; title: string; text: string }>;
  /** Heading over the subscribe form, shown without a link, and for an expired or invalid one. */
  subscribeHeading: string;
  retryLabel: string;
  /** Where to go once confirmed. */
  next: { label: string; href: string };
}

/** Where the form to subscribe (again) shows. */
const offersForm: Record<ConfirmState, boolean> = {
  none: true,
  checking: false,
  confirmed: false,
  expired: true,
  invalid: true,
  failed: false,
};

/**
 * The newsletter's confirmation page body: confirms the token from the mail's link and says how it
 * went (confirmed, expired, invalid, failed with a retry), with the subscribe form where a new link
 * is the way on.
 */
export function SubscriptionConfirm({
  content,
  ...section
}: SectionProps & { content: SubscriptionConfirmContent }) {
  const { state, retry } = useSubscriptionConfirm();
  const message = content.states[state];
  const formHeading = useId();
  return (
    <Section
      spacing="md"
      width="narrow"
      label={content.statusLabel ?? 'Subscription status'}
      {...section}
    >
      <div data-state={state} aria-live="polite" aria-busy={state === 'checking'}>
        <MessageBox variant="left-border" message={{ id: state, ...message }} />
      </div>
      {state === 'failed' && (
        <Button className="mt-6" onClick={retry}>
          {content.retryLabel}
        </Button>
      )}
      {state === 'confirmed' && (
        <ButtonLink className="mt-6" to={content.next.href}>
          {content.next.label}
        </ButtonLink>
      )}
      {offersForm[state] && (
        <div className="border-line mt-10 border-t pt-8">
          <h2 id={formHeading} className="mb-4 text-xl font-bold">
            {content.subscribeHeading}
          </h2>
          <SubscribeForm variant="inline" labelledBy={formHeading} />
        </div>
      )}
    </Section>
  );
}
