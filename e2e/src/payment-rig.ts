import { startSimulator } from '@kiosk/terminal-simulator';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { type E2eServer, startTestServer } from './server.js';

export interface PaymentRig {
  server: E2eServer;
  browser: Browser;
  simulator: Awaited<ReturnType<typeof startSimulator>>;
}

/**
 * What a browser test of paying needs: the real server (terminal polled every 200 ms), one
 * browser and the card-terminal simulator over HTTP, the demo terminal pointed at it (no API
 * edits a terminal's address).
 */
export async function startPaymentRig(
  defaultDelayMs: number,
  env: Record<string, string> = {},
): Promise<PaymentRig> {
  const simulator = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs, log: () => {} });
  const [server, browser] = await Promise.all([
    startTestServer({ env: { PAYMENT_POLL_MS: '200', ...env } }),
    launchBrowser(),
  ]);
  await pointTerminalsAt(server.databaseUrl, simulator.port);
  return { server, browser, simulator };
}

/** Every terminal of the test's database points at the simulator on `port` (no API edits a terminal's address). */
export async function pointTerminalsAt(databaseUrl: string, port: number): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('UPDATE pos_devices SET ip_address = $1, port = $2', ['127.0.0.1', port]);
  } finally {
    await db.end();
  }
}
