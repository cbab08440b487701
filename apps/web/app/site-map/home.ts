import { demos } from '../content/demos/index.ts';
import type { SiteRoute } from './types.ts';

/**
 * The home demos, one row per recipe (content/demos/<name>.ts), in the registry's order: its category (its column
 * in the Home menu and the gallery), its thumbnail in its palette, its page module.
 */
export const homeRoutes: readonly SiteRoute[] = demos.map((demo) => ({
  path: demo.route,
  title: demo.title,
  group: 'home',
  module: demo.module,
  description: demo.description,
  thumbnail: demo.thumbnail,
  category: demo.category,
}));
