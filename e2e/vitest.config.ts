import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys: real server (src/server.ts), real Chromium. One file at a time, generous timeouts.
// One Postgres per run (src/global-setup.ts): each file's server gets its own copy of a seeded template.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { conditions: ['source'] },
  test: {
    name: 'e2e',
    include: ['e2e/src/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/src/global-setup.ts'],
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
