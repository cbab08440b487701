import { concretePaths } from '../app/site-map/index.ts';

// `npm run -s routes`: every registered path, one per line (parameterised routes by their prerendered samples).
for (const path of concretePaths()) console.log(path);
