import type { SiteRoute } from './types.ts';

export const partsRoutes: readonly SiteRoute[] = [];
