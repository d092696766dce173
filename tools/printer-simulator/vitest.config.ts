import { defineConfig } from 'vitest/config';

// Local config for running only the printer simulator's tests:
//   npx vitest run --config tools/printer-simulator/vitest.config.ts
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['source'] },
  test: { include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 15_000 },
});
