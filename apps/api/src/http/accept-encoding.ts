/** The content codings the server sends besides the plain bytes. */
export type Encoding = 'br' | 'gzip';

/** A q-value as RFC 9110 writes it: 0 to 1 with at most three decimals. */
const qValue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Each coding an Accept-Encoding header names (lower-cased; x-gzip read as gzip) and its weight. */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (token === '') continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((piece) => piece.trim());
      // A weight that is not a q-value refuses the coding rather than guessing what was meant.
      if (key === 'q') q = qValue.test(value) ? Number(value) : 0;
    }
    named.set(token === 'x-gzip' ? 'gzip' : token, q);
  }
  return named;
}

/**
 * The coding to send for an Accept-Encoding header (RFC 9110, 12.5.3): the acceptable one with the
 * highest q, brotli before gzip before none at equal q; undefined sends the bytes as they are.
 * A coding the header does not name takes the weight of `*`. `identity` (no coding) competes by its
 * q as well, so `gzip;q=0.5, identity` gets the plain bytes; named nowhere, it is only the fallback.
 * When nothing is acceptable (`*;q=0`) the plain bytes go out all the same, as the RFC allows.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const named = weights(header);
  const any = named.get('*');
  const weight = (coding: string) => named.get(coding) ?? any ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  // Not named and no `*`: acceptable, but below any coding the client asked for.
  const identity = named.get('identity') ?? any ?? 0;
  if (br > 0 && br >= gzip && br >= identity) return 'br';
  if (gzip > 0 && gzip >= identity) return 'gzip';
  return undefined;
}
