import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript sources under the "source" condition,
// so tests run against src without a build step.
const resolve = { conditions: ['source', 'module', 'browser', 'development|production'] };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'tools/*/src/**/*.test.ts',
          ],
          environment: 'node',
          // both cores (Vitest's default leaves one free: a single worker on a 2-core machine)
          maxWorkers: 2,
          // they run beside tsc -b in npm test: a property test (1 s alone) took 8.8 s at load 10
          testTimeout: 30_000,
        },
      },
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // two files at a time: a file waits on Postgres (the other core) about as much as it computes
          maxWorkers: 2,
        },
      },
    ],
  },
});
