import type { FastifyHelmetOptions } from '@fastify/helmet';

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
