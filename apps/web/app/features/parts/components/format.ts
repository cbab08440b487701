import type { Availability } from '@contrail/contracts';

// Made on first use: building an Intl formatter costs a few ms (more on a slow phone), which the page's
// start-up need not pay; the first price shown does.
let usd: Intl.NumberFormat | undefined;

/** Price in cents, or "Quote" when the parts desk prices it on request. */
export function formatPrice(cents: number | null): string {
  if (cents === null) return 'Quote';
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}

export const availabilityLabels: Record<Availability, string> = {
  'in-stock': 'In stock',
  limited: 'Limited',
  backorder: 'Backorder',
  quote: 'On request',
};

export const availabilityLabel = (value: string) =>
  value in availabilityLabels ? availabilityLabels[value as Availability] : value;

export function formatUpdated(iso: string | null): string {
  if (!iso) return 'not yet';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
