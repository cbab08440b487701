import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { apiOrigin, siteBase } from './scripts/deploy-settings.ts';
import { fontFamilies } from './scripts/font-faces.ts';
import { siteMapModules } from './scripts/site-map-modules.ts';

export default defineConfig(({ command }) => ({
  // CONTRAIL_BASE: the sub-path the site is served under (React Router's basename is the same,
  // react-router.config.ts); CONTRAIL_API_ORIGIN: where the forms and the catalogue call the API
  // (shell/site-base.ts, docs/deploy.md).
  base: siteBase,
  define: { 'import.meta.env.CONTRAIL_API_ORIGIN': JSON.stringify(apiOrigin) },
  plugins: [tailwindcss(), siteMapModules(), fontFamilies(), reactRouter()],
  resolve: {
    alias: [{ find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) }],
  },
  // Bundle every dependency into the prerender build too, so the server build runs from any
  // CONTRAIL_BUILD_DIR without a node_modules beside it. Not in `npm run dev`: Vite's dev SSR runs
  // bundled CommonJS (react) as ESM and fails with "module is not defined".
  ssr: command === 'build' ? { noExternal: true } : {},
  css: { lightningcss: { errorRecovery: true } },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // Profiling a production build: CONTRAIL_SOURCEMAP=1 writes source maps, CONTRAIL_NOMINIFY=1 keeps the
  // function names readable in a CPU profile.
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.CONTRAIL_SOURCEMAP === '1',
    minify: process.env.CONTRAIL_NOMINIFY !== '1',
  },
}));
