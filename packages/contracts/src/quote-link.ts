// The customer's quote page (/quote/<token>, issue 42 §2): shared by the site, which reads the token from
// its path, and the server, which answers every such path with one prerendered page. No zod: the site's
// page loads this with its first chunk.

/** A quote link's token: 43 base64url characters (32 random bytes). */
export const quoteTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The prerendered page the server answers every `/quote/<token>` with; the page reads the token on the
 * client. `link` is not a token's shape, so this path names no quote (opened as it is, it says the link
 * is not valid); no `~`, which the site map keeps for its not-found pages (apps/web/app/not-found-pages.ts).
 */
export const quoteShellPath = '/quote/link';

/** A quoted part's condition: the desk's choice per line, shown to the customer by its label. */
export const quoteConditions = [
  'new',
  'new-surplus',
  'overhauled',
  'serviceable',
  'repaired',
  'as-removed',
] as const;
export type QuoteCondition = (typeof quoteConditions)[number];
export const quoteConditionLabels: Record<QuoteCondition, string> = {
  new: 'New',
  'new-surplus': 'New surplus',
  overhauled: 'Overhauled',
  serviceable: 'Serviceable',
  repaired: 'Repaired',
  'as-removed': 'As removed',
};
