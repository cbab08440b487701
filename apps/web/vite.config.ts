import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Alias } from 'vite';

// The site runs on Preact (preact/compat) instead of React: React 19 + react-dom alone are ≈ 60 KB gzip
// of the first-load JS budget (90 KB), preact/compat ≈ 5 KB. Both the browser bundle and the prerender
// (the server build that renders every page to HTML at build time) use it, so the HTML is exactly what
// Preact hydrates (useId values, Suspense markers). See docs/decisions/0003-preact-runtime.md.
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      ...preactAliases,
    ],
  },
  // Bundle every dependency into the prerender build too, so react-router, react-redux and the rest
  // get the aliases above (Node would otherwise load the real React for them) and the server build
  // runs from any CONTRAIL_BUILD_DIR without a node_modules beside it.
  ssr: { noExternal: true },
  css: { lightningcss: { errorRecovery: true } },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // Profiling a production build: CONTRAIL_SOURCEMAP=1 writes source maps, CONTRAIL_NOMINIFY=1 keeps the
  // function names readable in a CPU profile.
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.CONTRAIL_SOURCEMAP === '1',
    minify: process.env.CONTRAIL_NOMINIFY !== '1',
  },
});
