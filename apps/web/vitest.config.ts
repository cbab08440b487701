import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { fontFamilies } from './scripts/font-faces.ts';
import { siteMapModules } from './scripts/site-map-modules.ts';

// Component tests run without the React Router Vite plugin (with the site map's and the fonts' built modules).
export default defineProject({
  plugins: [siteMapModules(), fontFamilies()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./test-setup.ts'],
    // The icon pages and the animation gallery read stylesheets as text (`?raw`): give them their content.
    css: {
      include: [
        /(simple-line-icons|fontawesome-free|phosphor-icons|themify-icons|animation-gallery)\//,
      ],
    },
    // Generous on a loaded 2-core CI machine; a test that hangs still fails.
    testTimeout: 30_000,
  },
});
