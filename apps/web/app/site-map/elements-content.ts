import type { SiteRoute } from './types.ts';

export const elementsContentRoutes: readonly SiteRoute[] = [];
