import { appPort } from './ports.ts';

/** The static-hosting browser test's stack (static-hosting-server.ts): the site and the API on two ports. */
export const staticBase = '/site/';
export const staticSitePort = appPort;
export const staticApiPort = appPort + 1;
export const staticSiteOrigin = `http://127.0.0.1:${staticSitePort}`;
export const staticApiOrigin = `http://127.0.0.1:${staticApiPort}`;
/** The pages the quick build prerenders: the landing page, a form, the parts catalogue and one more. */
export const staticPages = ['/', '/page/contact-classic', '/page/about-us', '/parts'];
