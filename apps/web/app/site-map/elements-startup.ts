import type { SiteRoute } from './types.ts';

export const elementsStartupRoutes: readonly SiteRoute[] = [];
