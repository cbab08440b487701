import { route, type RouteConfig } from '@react-router/dev/routes';
import { siteRoutes } from './site-map/index.ts';

// The app's route table: each site-map row mapped to its lazy page module. Nothing below the app imports this file.
export default [
  ...siteRoutes.map((row) => route(row.path, row.module, { id: row.path })),
  route('*', 'pages/system/not-found-page.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
