import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Embeds the demos may show: YouTube (no-cookie), Vimeo and Google Maps. */
export const frameSources = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.google.com',
  'https://maps.google.com',
];

/**
 * The Content-Security-Policy directives. Scripts: only the site's own files plus the inline
 * scripts whose hashes are given (the site handler hashes those of each HTML file it serves).
 */
export function cspDirectives(scriptHashes: readonly string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...frameSources],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

export const cspHeader = (scriptHashes: readonly string[] = []): string =>
  Object.entries(cspDirectives(scriptHashes))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

export const helmetOptions: FastifyHelmetOptions = {
  // Served over plain HTTP on localhost too: upgrading would break same-origin requests there.
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
  // Embedded players and maps are cross-origin iframes.
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** The CSP of JSON answers: nothing in them may load or run, and no page may frame them. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'";

/**
 * Browser features the site never uses, switched off for its pages and anything they embed. Left
 * out: what the video embeds ask for (autoplay, fullscreen, picture-in-picture, encrypted-media)
 * and clipboard-write (copy buttons), and publickey-credentials-get, which the parts desk's passkey
 * sign-in needs (its default allows this origin only, never an embedded frame). Only names Chromium
 * knows: an unknown one is a console error.
 */
export const disabledFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
] as const;

export const permissionsPolicy = disabledFeatures.map((feature) => `${feature}=()`).join(', ');

const isJson = (type: unknown) =>
  typeof type === 'string' && /^application\/(?:[\w.-]+\+)?json\b/i.test(type);

/** Headers of the probe response that are Fastify's and Node's own, not helmet's. */
const ownHeaders = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets with these options, computed once: @fastify/helmet answers a probe request
 * at start-up and its headers are kept. Registered as a plugin, @fastify/helmet rebuilds the helmet
 * middleware (and re-parses the CSP) on every request, in two hooks; the set never changes.
 */
export async function securityHeaders(
  options: FastifyHelmetOptions = helmetOptions,
): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject('/');
  await probe.close();
  return Object.entries(response.headers)
    .filter(([name]) => !ownHeaders.has(name))
    .map(([name, value]) => [name, String(value)]);
}

/**
 * Sets the security headers on every answer (API, site and errors) with one synchronous hook of the
 * root instance; a route may still replace one (the site sends each page's own CSP). JSON answers
 * get the strict `apiCsp` instead of the pages' policy.
 */
export async function useSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions = helmetOptions,
): Promise<void> {
  const headers: Array<[string, string]> = [
    ...(await securityHeaders(options)),
    ['permissions-policy', permissionsPolicy],
  ];
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isJson(reply.getHeader('content-type'))) reply.header('content-security-policy', apiCsp);
    done(null, payload);
  });
}
