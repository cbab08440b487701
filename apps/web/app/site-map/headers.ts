import type { SiteRoute } from './types.ts';

export const headerRoutes: readonly SiteRoute[] = [];
