import type { Config } from '../config.ts';

/**
 * The WebAuthn relying party is the site itself: its id is SITE_ORIGIN's host name and a passkey
 * answer is accepted only from that origin (a passkey made for this site cannot be phished by
 * another).
 */
export function relyingParty(config: Config) {
  const origin = new URL(config.siteOrigin);
  return { rpName: 'Contrail parts desk', rpID: origin.hostname, origin: origin.origin };
}

/** How long a WebAuthn challenge may be answered. */
export const challengeValidMs = 5 * 60 * 1000;
