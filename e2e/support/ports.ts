/** Ports of the browser-test stack (override with E2E_PORT when 3210-3212 are taken). */
export const appPort = Number(process.env.E2E_PORT ?? 3210);
export const smtpPort = appPort + 1;
export const mailHttpPort = appPort + 2;
export const baseURL = `http://127.0.0.1:${appPort}`;
/** The stack's data directory, written by e2e-server.ts (JSON `{ dataDir }`). */
export const stackInfoFile = `${process.env.TMPDIR ?? '/tmp'}/contrail-e2e-stack-${appPort}.json`;
/** The desk's pages on `localhost` (WebAuthn takes no IP address as its relying party): SITE_ORIGIN's default. */
export const deskURL = `http://localhost:${appPort}`;
