import type { Availability } from '@contrail/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Price in cents, or "Quote" when the parts desk prices it on request. */
export const formatPrice = (cents: number | null) =>
  cents === null ? 'Quote' : usd.format(cents / 100);

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
