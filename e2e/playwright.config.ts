import { defineConfig, devices } from '@playwright/test';
import { baseURL } from './support/ports.ts';
import { chromePath, chromiumFlags } from './support/chromium.ts';

// Browser tests drive Debian's Chromium against the built site served by the real server.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Its own stack and config (static-hosting.config.ts).
  testIgnore: ['static-hosting.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry everywhere, not only where CI is set: on a busy two-core machine a browser test can lose a
  // race once; Playwright still lists such a test as flaky, and one that fails twice fails the run.
  retries: 1,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual baselines (visual.spec.ts): motion frozen, the caret hidden, CSS-pixel scale, and a tolerance of
    // a few anti-aliased pixels so the same build passes run after run on the same machine kind.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.2,
      maxDiffPixels: 50,
    },
  },
  // One tidy folder; the platform suffix keeps another system's rendering from overwriting Linux's (CI's).
  snapshotPathTemplate: '{testDir}/visual/__baselines__/{arg}-{platform}{ext}',
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    // A trace of the retry only: recording one for every test snapshots the DOM at each action, which
    // halved the speed of the long keyboard walks on /parts (94 s against 46 s for the parts specs) and
    // pushed one past its timeout on a busy CI machine. A test that fails twice still leaves a trace.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromePath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: 'node --import tsx e2e/support/e2e-server.ts',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
