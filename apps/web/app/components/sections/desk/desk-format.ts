// The desk's own formats (sections import no feature, so not the parts catalogue's).

let usd: Intl.NumberFormat | undefined;

/** Cents as US dollars ("$1,234.50"); "On request" for a part the catalogue prices on request. */
export function formatMoney(cents: number | null): string {
  if (cents === null) return 'On request';
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}

const availabilityLabels: Record<string, string> = {
  'in-stock': 'In stock',
  limited: 'Limited',
  backorder: 'Backorder',
  quote: 'On request',
};

/** The catalogue's availability code as words ("in-stock" → "In stock"); other text as it is. */
export const availabilityText = (value: string) => availabilityLabels[value] ?? value;
