import type { SiteRoute } from './types.ts';

export const footerRoutes: readonly SiteRoute[] = [];
