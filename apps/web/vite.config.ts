import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fontFamilies } from './scripts/font-faces.ts';
import { siteMapModules } from './scripts/site-map-modules.ts';

export default defineConfig(({ command }) => ({
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
