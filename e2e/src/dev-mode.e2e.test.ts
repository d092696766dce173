import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage } from './browser.js';
import { REPO_ROOT } from './server.js';

// `npm run dev` (scripts/dev.mjs): the API in watch mode and a Vite dev server per app on
// its own port that proxies the API (free ports here, so it runs beside `npm start`). Started here as a developer would, on its own data folder.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A free port with the next two free as well (dev.mjs puts the API on N, N+1 and N+2). */
async function freePortRun(): Promise<number> {
  for (;;) {
    const base = await freePort();
    const free = await Promise.all(
      [base + 1, base + 2].map(
        (port) =>
          new Promise<boolean>((resolve) => {
            const probe = net.createServer();
            probe.once('error', () => resolve(false));
            probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
          }),
      ),
    );
    if (free.every(Boolean) && base + 2 < 65536) return base;
  }
}

async function waitFor(url: string, check: (res: Response) => Promise<boolean>, dev: () => string) {
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      const res = await fetch(url);
      if (await check(res)) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not ready in 150 s:\n${dev()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let child: ChildProcess | undefined;
const vite = { kiosk: 0, admin: 0, sale: 0 };
let dataDir = '';
let output = '';
let browser: Browser | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-dev-'));
  const api = await freePortRun();
  // five distinct ports: three for Vite, none inside the API's run of three
  const taken = new Set([api, api + 1, api + 2]);
  for (const app of ['kiosk', 'admin', 'sale'] as const) {
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    vite[app] = port;
  }
  child = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: REPO_ROOT,
    // its own process group, so the watcher, the server and the three Vite servers stop together
    detached: true,
    env: {
      ...process.env,
      API_PORT: String(api),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      KIOSK_DEV_PORT: String(vite.kiosk),
      ADMIN_DEV_PORT: String(vite.admin),
      SALE_DEV_PORT: String(vite.sale),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d) => {
    output += d.toString();
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await closeBrowser(browser);
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the three apps from Vite with the API behind their proxy, and the admin sign-in renders', async () => {
    const log = () => output;
    // the API through the kiosk's Vite proxy: the server is up and its database migrated
    await waitFor(
      `http://127.0.0.1:${vite.kiosk}/ready`,
      async (res) => res.status === 200 && (await res.json()).status === 'ready',
      log,
    );
    for (const port of [vite.kiosk, vite.admin, vite.sale]) {
      await waitFor(
        `http://127.0.0.1:${port}/`,
        async (res) => res.status === 200 && (await res.text()).includes('/@vite/client'),
        log,
      );
    }
    const menu = await fetch(`http://127.0.0.1:${vite.kiosk}/functions/v1/get-menu-data-public?lang=tr`);
    expect(menu.status).toBe(200);
    expect(((await menu.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0);

    if (!browser) throw new Error('no browser');
    const { context, page, errors } = await openPage(browser);
    await page.goto(`http://127.0.0.1:${vite.admin}/login`);
    await page.getByRole('heading', { name: 'Yönetim Paneline Giriş' }).waitFor({ timeout: 60_000 });
    await page.locator('#login-email').fill('admin@kiosk.local');
    await page.locator('#login-password').fill('Demo-Admin-2026!');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 60_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
