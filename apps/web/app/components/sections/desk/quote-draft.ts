import {
  quoteRequestSchema,
  type InquiryLineDetail,
  type QuoteCondition,
  type QuoteRequest,
} from '@contrail/contracts';
import { availabilityText } from './desk-format.ts';

/** A quote line as the editor holds it: what the fields show, prices as typed ("125.50"). */
export interface QuoteDraftLine {
  key: string;
  partNumber: string;
  description: string;
  qty: string;
  unitPrice: string;
  condition: QuoteCondition;
  availability: string;
  leadTime: string;
  alternatePart: string;
}

export interface QuoteDraft {
  validUntil: string;
  message: string;
  lines: QuoteDraftLine[];
}

/** Field errors keyed as the API keys them: `validUntil`, `lines.0.unitPriceCents`, `lines`. */
export type QuoteErrors = Record<string, string>;

let keys = 0;
const nextKey = () => `line-${++keys}`;

const centsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** A date `days` from `today` (YYYY-MM-DD, UTC). */
export const dateIn = (days: number, today = new Date()) =>
  new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The first draft of an inquiry's quote: each asked line at the live catalogue's price and availability
 * (what the customer saw when the part left the catalogue), a superseding part as the alternate, valid
 * for two weeks.
 */
export function draftFromInquiry(lines: InquiryLineDetail[], today = new Date()): QuoteDraft {
  return {
    validUntil: dateIn(14, today),
    message: '',
    lines: lines.map((line) => ({
      key: nextKey(),
      partNumber: line.partNumber,
      description: line.description,
      qty: String(line.qty),
      unitPrice: centsText(line.live ? line.live.priceCents : line.priceCents),
      condition: 'new',
      availability: availabilityText(line.live?.availability ?? line.availability),
      leadTime: '',
      alternatePart: line.live?.supersededBy ?? '',
    })),
  };
}

export const blankLine = (): QuoteDraftLine => ({
  key: nextKey(),
  partNumber: '',
  description: '',
  qty: '1',
  unitPrice: '',
  condition: 'new',
  availability: '',
  leadTime: '',
  alternatePart: '',
});

/** A typed price in dollars ("125", "125.5", "1,250.00") as cents; undefined when it is not one. */
export function priceCents(text: string): number | undefined {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return undefined;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A line's total in cents, when its quantity and price read as numbers. */
export function lineTotal(line: QuoteDraftLine): number | undefined {
  const cents = priceCents(line.unitPrice);
  const qty = Number(line.qty);
  return cents === undefined || !Number.isInteger(qty) || qty < 1 ? undefined : cents * qty;
}

/** The quote's total in cents: the lines that read as numbers. */
export const draftTotal = (draft: QuoteDraft) =>
  draft.lines.reduce((sum, line) => sum + (lineTotal(line) ?? 0), 0);

/**
 * The request the API takes, or the messages to show under the fields: the shared contract's rules,
 * and before them the editor's own (a price and a quantity that read as numbers, a date not past).
 */
export function draftToRequest(
  draft: QuoteDraft,
  today = new Date(),
): { request: QuoteRequest; errors?: undefined } | { request?: undefined; errors: QuoteErrors } {
  const errors: QuoteErrors = {};
  const lines = draft.lines.map((line, index) => {
    const cents = priceCents(line.unitPrice);
    if (line.unitPrice.trim() === '') errors[`lines.${index}.unitPriceCents`] = 'Set a price.';
    else if (cents === undefined)
      errors[`lines.${index}.unitPriceCents`] = 'Use a price such as 125.00.';
    const qty = Number(line.qty.trim());
    if (!/^\d+$/.test(line.qty.trim())) errors[`lines.${index}.qty`] = 'Use a whole number.';
    return {
      partNumber: line.partNumber,
      description: line.description,
      qty,
      unitPriceCents: cents ?? 0,
      condition: line.condition,
      availability: line.availability,
      leadTime: line.leadTime,
      alternatePart: line.alternatePart,
    };
  });
  const parsed = quoteRequestSchema.safeParse({
    validUntil: draft.validUntil,
    message: draft.message,
    lines,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path || 'lines'] ??= issue.message;
    }
  } else if (parsed.data.validUntil < today.toISOString().slice(0, 10)) {
    errors.validUntil ??= 'Today or later.';
  }
  return Object.keys(errors).length > 0 || !parsed.success ? { errors } : { request: parsed.data };
}
