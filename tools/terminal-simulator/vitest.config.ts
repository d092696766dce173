import { defineConfig } from 'vitest/config';

// Local config for running only the simulator's tests:
//   npx vitest run --config tools/terminal-simulator/vitest.config.ts
// Workspace packages export their TypeScript sources under the "source" condition.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['source'] },
  test: { include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 15_000 },
});
