/**
 * Formats a price given in minor units (cents) for a locale and currency: 1250 USD in en-US is "$12.50",
 * in de-DE "12,50 $"; for a currency without minor units (JPY) the amount is taken as is. The locale is
 * always passed in (never read from the browser) so the prerendered HTML and the hydrated page agree.
 */
export function formatPrice(cents: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** digits);
}
