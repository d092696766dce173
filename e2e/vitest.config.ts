import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys: real server (src/server.ts), real Chromium. One file at a time, generous timeouts.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { conditions: ['source'] },
  test: {
    name: 'e2e',
    include: ['e2e/src/**/*.e2e.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // a retried assertion waits as long as a locator's own wait would on a loaded CI machine,
    // not Vitest's 1 s default
    expect: { poll: { timeout: 10_000 } },
  },
});
