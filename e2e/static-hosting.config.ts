import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { staticBase, staticSiteOrigin } from './support/static-hosting.ts';

// The static-hosting test: its own stack (a /site/ build on a plain static server, the API on another
// port), so not in playwright.config.ts's run. `npm test` runs it after the main browser tests.
export default defineConfig({
  ...base,
  testMatch: 'static-hosting.spec.ts',
  testIgnore: [],
  use: { ...base.use, baseURL: staticSiteOrigin },
  webServer: {
    command: 'node --import tsx e2e/support/static-hosting-server.ts',
    cwd: '..',
    url: `${staticSiteOrigin}${staticBase}`,
    reuseExistingServer: !process.env.CI,
    // The quick build (four pages) comes first.
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
