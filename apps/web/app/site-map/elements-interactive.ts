import type { SiteRoute } from './types.ts';

export const elementsInteractiveRoutes: readonly SiteRoute[] = [];
