import type { Availability } from '@contrail/contracts';
import { formatPrice as formatMoney } from '~/lib/format-price.ts';

/** A price in cents, or "Quote" for quote on request. */
export const formatPrice = (cents: number | null) =>
  cents === null ? 'Quote' : formatMoney(cents, 'USD', 'en-US');
export const availabilityLabels: Record<Availability, string> = {
  'in-stock': 'In stock',
  limited: 'Limited',
  backorder: 'Backorder',
  quote: 'On request',
};
