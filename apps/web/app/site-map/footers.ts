import type { SiteRoute } from './types.ts';

/** The twelve footer demos: one page module; each row's props come from content/footer-demos.ts. */
export const footerRoutes: readonly SiteRoute[] = Array.from({ length: 12 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    path: `/footers/footer-style-${number}`,
    title: `Footer style ${number}`,
    group: 'footers',
    module: 'pages/footers/footer-demo.tsx',
    description: `Footer layout ${number} of 12: link columns from typed data, logo, contact, newsletter or social links, and the copyright line.`,
  } satisfies SiteRoute;
});
