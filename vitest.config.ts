import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace; the web project uses its own config without the React Router plugin.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: { name: 'bench', root: './bench', environment: 'node', include: ['*.test.ts'] },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['*.test.mjs', 'site/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      './apps/api/vitest.config.ts',
      './apps/web/vitest.config.ts',
    ],
  },
});
