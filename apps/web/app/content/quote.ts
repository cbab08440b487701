import type { CustomerQuoteContent } from '~/components/sections/quote/customer-quote.tsx';
import { contactDetails } from './contact.ts';

/** The customer's quote page (/quote/<token>, issue 42 §2): its title and every text on it. */
export const quotePage = {
  eyebrow: 'Contrail parts desk',
  title: 'Your quote',
  lead: 'The parts we can supply for your inquiry, line by line. Accept it here, or ask us about it.',
} as const;

export const customerQuote: CustomerQuoteContent = {
  loading: 'Opening your quote…',
  invalid: {
    kind: 'warning',
    title: 'This quote link is not valid',
    text: 'It may be cut short or mistyped: open it again from our e-mail, or copy the whole address into the browser. A link opens only its own quote.',
  },
  failed: {
    kind: 'error',
    title: 'We could not load your quote just now',
    text: 'The connection to the parts desk failed. Your quote is safe; try again in a moment.',
  },
  retry: 'Try again',
  contact: {
    text: 'Still stuck? Reply to the quote’s e-mail, or call the parts desk on',
    phone: contactDetails.phone,
    phoneHref: contactDetails.phoneHref,
    formLabel: 'Write to the parts desk',
    formHref: '/page/contact-classic',
  },
  heading: 'Quote',
  facts: {
    reference: 'Quote',
    inquiry: 'For inquiry',
    sent: 'Sent',
    validUntil: 'Valid until',
    for: 'Prepared for',
  },
  statusLabels: {
    sent: 'Open',
    accepted: 'Accepted {date}',
    expired: 'Expired',
    revoked: 'Withdrawn',
    superseded: 'Replaced',
  },
  closed: {
    accepted: {
      kind: 'success',
      title: 'You accepted this quote on {date}',
      text: 'The parts desk has your order and will contact you about payment and delivery. Questions are still welcome below.',
    },
    expired: {
      kind: 'warning',
      title: 'This quote expired after {date}',
      text: 'Prices and stock may have changed since. Ask below for a fresh quote and the desk will send a new link.',
    },
    revoked: {
      kind: 'warning',
      title: 'The parts desk withdrew this quote',
      text: 'It can no longer be accepted. A revised quote usually follows by e-mail; ask below if it has not arrived.',
    },
    superseded: {
      kind: 'info',
      title: 'A newer quote replaces this one',
      text: 'Open the link in our latest quote e-mail to see and accept it. Ask below if you cannot find it.',
    },
  },
  deskNote: 'A note from the parts desk',
  lines: {
    caption: 'Quoted parts',
    partNumber: 'Part number',
    description: 'Description',
    condition: 'Condition',
    availability: 'Availability',
    leadTime: 'Lead time',
    alternate: 'Alternate part',
    qty: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Line total',
    total: 'Total',
  },
  accept: {
    heading: 'Accept the quote',
    text: 'Accepting orders these parts at these prices. The parts desk is told at once and contacts you about payment and delivery.',
    button: 'Accept quote',
    confirm: 'Accept quote {reference} for {total}?',
    total: 'Total',
    confirmButton: 'Yes, accept the quote',
    cancel: 'Not yet',
    working: 'Accepting…',
    done: {
      kind: 'success',
      title: 'Thank you: quote accepted',
      text: 'The parts desk has your order and will contact you shortly about payment and delivery.',
    },
    failed: 'The quote was not accepted: the parts desk could not be reached. Try again.',
  },
  question: {
    heading: 'Ask a question',
    text: 'About a line, a condition, a delivery date or anything else. The parts desk answers by e-mail.',
    label: 'Your question',
    hint: 'Up to 2,000 characters.',
    button: 'Send the question',
    working: 'Sending…',
    empty: 'Write your question first.',
    tooLong: 'Keep it to 2,000 characters or fewer.',
    sent: {
      kind: 'success',
      title: 'Question sent',
      text: 'The parts desk has it and will answer by e-mail.',
    },
    another: 'Ask another question',
    failed: 'The question was not sent: the parts desk could not be reached. Try again.',
  },
  print: 'Print or save as PDF',
  letterhead: `Contrail parts desk · ${contactDetails.address} · ${contactDetails.phone} · ${contactDetails.email}`,
};
