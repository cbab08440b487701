import type { Availability } from '@contrail/contracts';
import type { PartsMessages, PartsPanelMessages } from '~/i18n/messages.parts.ts';

// Prices and dates with Intl for the page's language (the parts catalogue's `intlTag`). Made on first use
// and kept per tag: building an Intl formatter costs a few ms (more on a slow phone), which the page's
// start-up need not pay; the first price shown does.
const usd = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

/** Price in cents (US dollars, written the language's way), or the language's "Quote" when on request. */
export function formatPrice(cents: number | null, text: Pick<PartsMessages, 'intlTag' | 'quote'>) {
  if (cents === null) return text.quote;
  let format = usd.get(text.intlTag);
  if (!format) {
    format = new Intl.NumberFormat(text.intlTag, { style: 'currency', currency: 'USD' });
    usd.set(text.intlTag, format);
  }
  return format.format(cents / 100);
}

export const availabilityLabel = (value: string, text: Pick<PartsPanelMessages, 'availability'>) =>
  value in text.availability ? text.availability[value as Availability] : value;

export function formatUpdated(
  iso: string | null,
  text: Pick<PartsMessages, 'intlTag' | 'cart'>,
): string {
  if (!iso) return text.cart.notYet;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dates.get(text.intlTag);
  if (!format) {
    format = new Intl.DateTimeFormat(text.intlTag, { dateStyle: 'medium', timeStyle: 'short' });
    dates.set(text.intlTag, format);
  }
  return format.format(date);
}
