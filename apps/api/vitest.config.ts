import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Two cores: at most two test files at once (each may hold a SQLite file and a PostgreSQL pool).
    maxWorkers: 2,
    // Runs after the front-end projects (which keep Vitest's default worker count).
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
