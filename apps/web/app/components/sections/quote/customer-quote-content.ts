import type { MessageKind } from '~/components/sections/message-box/message-box.tsx';
import type { PublicQuote } from './quote-api.ts';

export type Notice = { kind: MessageKind; title: string; text: string };
type ClosedStatus = Exclude<PublicQuote['status'], 'sent'>;

/** The column and field names of a quote's lines. */
export interface QuoteLinesContent {
  caption: string;
  partNumber: string;
  description: string;
  condition: string;
  availability: string;
  leadTime: string;
  alternate: string;
  qty: string;
  unitPrice: string;
  lineTotal: string;
  total: string;
}

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
