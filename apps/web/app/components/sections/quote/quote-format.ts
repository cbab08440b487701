import { ApiRequestError } from '~/lib/http.ts';

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A calendar date (`2026-12-15`) or an instant, as a reader writes it: "December 15, 2026" (UTC). */
export function formatQuoteDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export const moneyIn = (currency: string) => {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return (cents: number) => format.format(cents / 100);
};

export const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.status !== 500 ? error.message : fallback;

/** The frame of the accept and question panels. */
export const panel = 'bg-card border-line rounded-lg border p-6';
