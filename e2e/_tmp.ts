import { writeFileSync } from 'node:fs';
import { concretePaths } from '../apps/web/app/site-map/index.ts';
writeFileSync(
  '/tmp/wt-walk/paths.json',
  JSON.stringify(concretePaths().filter((p) => p.startsWith('/home-') || p === '/')),
);
