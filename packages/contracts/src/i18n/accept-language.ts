// The visitor's language for the API's answers and mails, from `Accept-Language` (RFC 9110 §12.5.4): the
// site's page sends its own `<html lang>` (apps/web lib/http.ts), another client its user's preferences.

/** The languages the API answers in (the site's, apps/web i18n/locales.ts). */
export const apiLocales = ['en', 'de', 'ar'] as const;
export type ApiLocale = (typeof apiLocales)[number];

/**
 * The best of `apiLocales` for an Accept-Language value: the highest `q` whose primary tag is one of them
 * (`de-AT` → de), English when none is (or the header is missing or malformed).
 */
export function preferredLocale(header: string | undefined | null): ApiLocale {
  if (!header) return 'en';
  let best: { locale: ApiLocale; q: number } | undefined;
  for (const part of header.slice(0, 512).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    const locale = apiLocales.find((l) => l === primary);
    if (!locale) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? 'en';
}
