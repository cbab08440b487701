import type { SiteRoute } from './types.ts';

/**
 * The customer's quote (issue 42 §2), opened by the link in the quote's mail. Every token's address is
 * answered by the server with the one prerendered page (the sample, apps/api/src/site/quote-page.ts), which
 * reads the token from the address; not in menus, search engines or sitemap.xml.
 */
export const quoteRoutes: readonly SiteRoute[] = [
  {
    path: '/quote/:token',
    title: 'Your quote',
    group: 'parts',
    module: 'pages/quote/quote-page.tsx',
    description:
      'A quote from the parts desk, opened from its e-mail: each line and the total, to accept online or ask about.',
    // `quoteShellPath` of @contrail/contracts/quote-link (the build's config loads the site map before any
    // workspace package can be; site-map.test.ts checks the two agree).
    samples: ['/quote/link'],
    inMenu: false,
    indexed: false,
  },
];
