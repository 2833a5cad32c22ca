import { defineConfig } from 'vitest/config';

/**
 * unit: pure rules in src/ and host helpers, no database.
 * api: the HTTP API and pages through fastify.inject on a real database, embedded PGlite by
 * default, PostgreSQL when DATABASE_URL is set (each test file gets its own fresh database).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'host/**/*.test.ts', 'demo/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['host/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // PGlite is WASM and single-threaded: two workers keep both cores busy.
          maxWorkers: 2,
        },
      },
    ],
  },
});
