import { join } from 'node:path';
import { siteRoutes } from '../app/site-map/index.ts';
import { movePagesToBuildRoot } from './base-folder.ts';
import { deferBootInBuild } from './deferred-boot.ts';
import { siteBase } from './deploy-settings.ts';
import { precompressBuild } from './precompress.ts';
import { writeSiteFiles } from './site-files.ts';

// After `react-router build`, in this order: under a sub-path base, the pages moved up beside the assets
// (base-folder.ts); the site's files (the 404 page among them, so it gets the steps below too), module
// loading past the first paint, then — once every file is final — the compressed forms the server sends.
// The stylesheet is React Router's own link. bench/boot-variants.ts composes the steps differently to
// measure what each one is worth (decision 0023).
const clientDir = join(
  process.env.CONTRAIL_BUILD_DIR || join(import.meta.dirname, '..', 'build'),
  'client',
);
const started = Date.now();
await movePagesToBuildRoot(clientDir, siteBase);
await writeSiteFiles(clientDir, process.env.SITE_ORIGIN ?? 'https://contrail.example', siteBase);
const booted = await deferBootInBuild(clientDir);
const compressed = await precompressBuild(clientDir);
console.log(
  `post-build: ${siteRoutes.length} routes in route-manifest.json, sitemap.xml written; module loading deferred past the first paint in ${booted} pages, ${compressed} files precompressed (brotli 11, gzip 9), in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
