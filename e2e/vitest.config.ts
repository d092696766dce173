import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys: real server (src/server.ts), real Chromium. Generous timeouts.
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
    // Each file has its own server, database, browser and ports, so files can run side by side:
    // three at a time by default. A file computes ~0.4 of a core (its server, Chromium, Postgres and
    // Vitest together: kiosk-payment 63 s of CPU for 170 s in CI, setup + admin-alerts 16 s for
    // 37 s), so two at a time kept only ~0.8 of the two cores busy (bench/HISTORY.md, CITIME);
    // E2E_WORKERS=1 runs them one at a time (say on a loaded machine).
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // a retried assertion waits as long as a locator's own wait would on a loaded CI machine,
    // not Vitest's 1 s default
    expect: { poll: { timeout: 10_000 } },
  },
});
