import { quoteConditionLabels, type PublicQuote } from '@contrail/contracts';
import { formatPrice } from '../inquiry/inquiry-mails.ts';
import type { DeskMail } from '../mail/index.ts';
import { escapeHtml } from '../send/send-mails.ts';

/** The customer's quote link: the page reads the token from its path and asks the API. */
export const quoteLink = (siteOrigin: string, token: string) => `${siteOrigin}/quote/${token}`;

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The quote to the customer: a summary of its lines and total, and the link where they see it and
 * accept it or ask. Staff send it (signed in), in answer to the customer's own inquiry, so it is
 * not counted against the caps on mail from the public forms (DeskMail: uncapped).
 */
export function quoteMail(
  to: { name: string; address: string },
  quote: PublicQuote,
  link: string,
  replyTo: string,
): DeskMail {
  const lines = quote.lines.map(
    (line) =>
      `${line.lineNo}. ${line.partNumber} ${line.description}\n   Qty ${line.qty} × ${money(line.unitPriceCents)} = ${money(line.qty * line.unitPriceCents)} | ${quoteConditionLabels[line.condition]} | ${line.availability}${line.leadTime ? ` | lead time ${line.leadTime}` : ''}${line.alternatePart ? ` | alternate ${line.alternatePart}` : ''}`,
  );
  const text = [
    `Dear ${to.name},`,
    `Here is our quote ${quote.reference} for your inquiry ${quote.inquiryId}.`,
    ...(quote.message ? [quote.message] : []),
    lines.join('\n'),
    `Total: ${money(quote.totalCents)} (${quote.currency}), valid until ${quote.validUntil}.`,
    `See the quote and accept it, or ask us a question, here:\n${link}`,
    'Contrail parts desk',
  ].join('\n\n');
  const rows = quote.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.partNumber)}</td><td>${escapeHtml(line.description)}</td><td align="right">${line.qty}</td><td align="right">${money(line.unitPriceCents)}</td><td>${escapeHtml(quoteConditionLabels[line.condition])}</td><td>${escapeHtml(line.availability)}</td><td>${escapeHtml(line.leadTime)}</td></tr>`,
    )
    .join('');
  const html = [
    `<p>Dear ${escapeHtml(to.name)},</p>`,
    `<p>Here is our quote <strong>${escapeHtml(quote.reference)}</strong> for your inquiry ${escapeHtml(quote.inquiryId)}.</p>`,
    quote.message ? `<p>${escapeHtml(quote.message).replace(/\n/g, '<br>')}</p>` : '',
    `<table cellpadding="4" border="1" style="border-collapse:collapse"><tr><th>Part number</th><th>Description</th><th>Qty</th><th>Unit price</th><th>Condition</th><th>Availability</th><th>Lead time</th></tr>${rows}</table>`,
    `<p><strong>Total: ${money(quote.totalCents)}</strong> (${escapeHtml(quote.currency)}), valid until ${escapeHtml(quote.validUntil)}.</p>`,
    `<p><a href="${escapeHtml(link)}">See the quote and accept it, or ask a question</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    '<p>Contrail parts desk</p>',
  ].join('');
  return {
    audience: 'desk',
    to,
    replyTo,
    subject: `Your quote ${quote.reference} from Contrail parts`,
    text,
    html,
  };
}

/** To the desk: the customer accepted a quote. */
export function quoteAcceptedMail(to: string[], quote: PublicQuote, email: string): DeskMail {
  return {
    audience: 'desk',
    to,
    replyTo: { name: quote.customerName, address: email },
    subject: `Quote ${quote.reference} accepted (${quote.inquiryId})`,
    text: `${quote.customerName} <${email}> accepted quote ${quote.reference} for inquiry ${quote.inquiryId}: ${money(quote.totalCents)} (${quote.currency}), ${quote.lines.length} line(s). The inquiry is now won.`,
  };
}

/** To the desk: the customer asked about a quote. */
export function quoteQuestionMail(
  to: string[],
  quote: PublicQuote,
  email: string,
  question: string,
): DeskMail {
  return {
    audience: 'desk',
    to,
    replyTo: { name: quote.customerName, address: email },
    subject: `Question about quote ${quote.reference} (${quote.inquiryId})`,
    text: `${quote.customerName} <${email}> asks about quote ${quote.reference}:\n\n${question}`,
  };
}

/** To the guest: their booking confirmed or declined, with the desk's words. */
export function bookingAnswerMail(
  to: { name: string; address: string },
  booking: { id: string; venue: string; details: Record<string, string> },
  decision: 'confirm' | 'decline',
  message: string,
  replyTo: string,
): DeskMail {
  const verdict = decision === 'confirm' ? 'confirmed' : 'declined';
  const details = Object.entries(booking.details).map(([k, v]) => `${k}: ${v}`);
  return {
    audience: 'desk',
    to,
    replyTo,
    subject: `Your booking ${booking.id} at ${booking.venue} is ${verdict}`,
    text: [
      `Dear ${to.name},`,
      decision === 'confirm'
        ? `We are glad to confirm your booking ${booking.id} at ${booking.venue}.`
        : `We are sorry: we cannot take your booking ${booking.id} at ${booking.venue}.`,
      ...(message ? [message] : []),
      details.join('\n'),
      booking.venue,
    ].join('\n\n'),
  };
}

export { formatPrice };
