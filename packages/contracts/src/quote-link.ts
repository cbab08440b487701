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
