import type { SiteRoute } from './types.ts';

/** /blog-types/*-post/:id (one module, pages/blog-types/blog-type-page.tsx). */
export const blogTypeRoutes: readonly SiteRoute[] = [];
