import { startSimulator } from '@kiosk/terminal-simulator';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeBrowser,
  findAccessibilityViolations,
  launchBrowser,
  openPage,
  screenshot,
  settle,
  sidewaysOverflow,
} from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// POS Device Management: an admin sees the terminals and rotates a CLOUD terminal's token; the new
// token is shown once, the terminal connected with the old one is cut off and the new one works.
let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
const simulators: Array<Awaited<ReturnType<typeof startSimulator>>> = [];

const SERIAL = 'PAV-SIM-0001';

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await signInByApi(server.urls.admin, DEMO.admin);
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  await db.query(`UPDATE kiosk_users SET payment_mode = 'CLOUD'`);
  await db.end();
});

afterAll(async () => {
  for (const simulator of simulators) await simulator.stop();
  await closeBrowser(browser);
  await server?.stop();
});

async function cloudTerminal(token: string) {
  const simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    mode: 'CLOUD',
    serialNumber: SERIAL,
    cloudUrl: `${server.urls.kiosk.replace('http', 'ws')}/api/pos/cloud/v1`,
    cloudToken: token,
    cloudReconnectMs: 200,
    log: () => {},
  });
  simulators.push(simulator);
  return simulator;
}

/** Refreshes the list until the terminal's card shows `status` (the label) as its connection. */
async function expectStatus(page: Page, status: 'connected' | 'disconnected', label: string) {
  const card = page.locator(`[data-testid="pos-device-card"][data-serial="${SERIAL}"]`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    await page.getByRole('button', { name: /^(Yenile|Refresh)$/ }).click();
    await page.waitForTimeout(300);
    if ((await card.getAttribute('data-status')) === status) break;
    if (Date.now() > deadline) throw new Error(`terminal never became ${status}`);
  }
  expect(await card.textContent()).toContain(label);
  return card;
}

describe('admin POS device management', () => {
  it('lists the terminal and rotates its CLOUD token: shown once, the old connection is cut, the new token connects', async () => {
    const first = await cloudTerminal('demo-cloud-token');
    const { context, page, errors } = await openPage(browser, {
      localStorage: storedSession('admin', admin),
    });
    await page.goto(`${server.urls.admin}/pos-device-management`);
    await page.getByRole('heading', { name: 'POS Cihaz Yönetimi' }).waitFor();
    const card = await expectStatus(page, 'connected', 'Bağlı');
    expect(await card.textContent()).toContain('CLOUD');
    expect(await card.getByTestId('cloud-token').textContent()).toContain('Tanımlı');
    expect(await card.getByTestId('cloud-token').textContent()).toContain('İlk anahtar, hiç yenilenmedi');
    await settle(page);
    await screenshot(page, 'admin-pos-devices-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    // Confirmation first; cancelling changes nothing.
    await card.getByRole('button', { name: 'Anahtarı yenile' }).click();
    const confirm = page.getByRole('dialog', {
      name: 'Kasa Yanı Terminal için CLOUD anahtarı yenilensin mi?',
    });
    await confirm.waitFor();
    await settle(page);
    await screenshot(page, 'admin-pos-devices-confirm-tr');
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Anahtarı yenile' }).click();
    await confirm.getByRole('button', { name: 'Anahtarı yenile' }).click();

    const shown = page.getByRole('dialog', { name: 'Yeni CLOUD anahtarı' });
    await shown.waitFor();
    expect(await shown.getByText('Bu anahtar bir daha gösterilmeyecek').isVisible()).toBe(true);
    const token = await shown.getByTestId('new-cloud-token-value').inputValue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await settle(page);
    await screenshot(page, 'admin-pos-devices-new-token-tr');
    await shown.getByRole('button', { name: 'Kaydettim' }).click();
    await shown.waitFor({ state: 'detached' });

    // The terminal on the old token was disconnected and cannot come back with it.
    await expectStatus(page, 'disconnected', 'Bağlı değil');
    expect(await card.getByTestId('cloud-token-rotated').textContent()).toMatch(/yenilendi/);
    expect(await page.content()).not.toContain(token);
    await first.stop();

    await cloudTerminal(token);
    await expectStatus(page, 'connected', 'Bağlı');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads in English too', async () => {
    const { context, page } = await openPage(browser, {
      localStorage: { ...storedSession('admin', admin), language: 'en' },
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${server.urls.admin}/pos-device-management`);
    await page.getByRole('heading', { name: 'POS Device Management' }).waitFor();
    await page.getByTestId('pos-device-card').getByRole('button', { name: 'Rotate token' }).waitFor();
    await settle(page);
    // A 390 px phone: nothing scrolls sideways, no field of a card is cut.
    expect(await sidewaysOverflow(page, '[data-testid="pos-device-card"] dd')).toEqual([]);
    await screenshot(page, 'admin-pos-devices-en-mobile');
    await context.close();
  });
});
