import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startSimulator } from '@kiosk/terminal-simulator';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeBrowser,
  findAccessibilityViolations,
  launchBrowser,
  openPage,
  SCREENSHOT_DIR,
  settle,
} from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// The till's payment terminal test screen against the real server and the card-terminal simulator:
// the cashier reads the terminal's identity, checks the connection and runs a test sale that the
// simulator approves (voided at once) or declines, with the raw exchanges shown for support staff.

let server: E2eServer;
let browser: Browser;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let cashier: TokenBody;
let terminalId: string;

const TILL = { width: 1366, height: 768 };

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 200, log: () => {} });
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  // the demo terminal points at this test's simulator
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const updated = await db.query<{ id: string }>(
      "UPDATE pos_devices SET ip_address = $1, port = $2 WHERE pos_serial_number = 'PAV-SIM-0001' RETURNING id",
      ['127.0.0.1', simulator.port],
    );
    terminalId = updated.rows[0]?.id ?? '';
  } finally {
    await db.end();
  }
  cashier = await signInByApi(server.urls.sale, DEMO.cashier);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
  await simulator?.stop();
});

async function open(language: 'tr' | 'en', linked = true) {
  const opened = await openPage(browser, {
    localStorage: {
      ...storedSession('sale', cashier),
      language,
      ...(linked ? { pos_till_terminal: terminalId } : {}),
    },
    viewport: TILL,
  });
  await opened.page.goto(`${server.urls.sale}/terminal-test`);
  return opened;
}

/** The whole screen (its page scrolls inside the till's frame: the window is made tall enough). */
async function windowShot(page: Page, name: string): Promise<void> {
  const height = await page.evaluate(() =>
    Math.max(...[...document.querySelectorAll('*')].map((element) => element.scrollHeight)),
  );
  await page.setViewportSize({
    width: TILL.width,
    height: Math.min(Math.max(height + 80, TILL.height), 4000),
  });
  await settle(page);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
  await page.setViewportSize(TILL);
}

const texts = {
  tr: {
    title: 'Ödeme Terminali Testi',
    run: 'Test satışı yap',
    check: 'Bağlantıyı kontrol et',
    connected: 'Terminal bağlı',
    approved: 'Onaylandı ve hemen iptal edildi',
    declined: 'Reddedildi',
    outcome: 'Simülatör sonucu',
    declinedOption: 'Banka reddetti',
    amountInvalid: 'Tutar 1 ile 10 TL arasında olmalı.',
    approvedLine: 'test satışı onaylandı',
  },
  en: {
    title: 'Payment terminal test',
    run: 'Run test sale',
    check: 'Check connection',
    connected: 'Terminal connected',
    approved: 'Approved and voided at once',
    declined: 'Declined',
    outcome: 'Simulator outcome',
    declinedOption: 'Declined by bank',
    amountInvalid: 'The amount must be between 1 and 10 TL.',
    approvedLine: 'approved',
  },
} as const;

describe('payment terminal test screen', () => {
  for (const language of ['tr', 'en'] as const) {
    it(`shows the device, checks the connection and runs approved and declined test sales (${language})`, async () => {
      const t = texts[language];
      const { context, page, errors } = await open(language);
      await page.getByRole('heading', { name: t.title }).waitFor();

      // the device info is read when the screen opens
      const info = page.getByTestId('terminal-device-info');
      await info.waitFor();
      expect(await info.textContent()).toContain('PAV-SIM-0001');
      expect(await info.textContent()).toContain('PS000001');
      expect(await info.textContent()).toContain('000100000012345');
      expect(await info.textContent()).toContain('1.0.0-sim');

      await page.getByRole('button', { name: t.check }).click();
      await page.getByTestId('terminal-connection').getByText(t.connected).waitFor();

      // a wrong amount is refused on the screen, nothing is sent
      const amount = page.locator('#terminal-test-amount');
      await amount.fill('25');
      await page.getByRole('button', { name: t.run }).click();
      await page.getByText(t.amountInvalid).waitFor();

      // approved by the simulator, then voided at once
      await amount.fill('2,50');
      await page.getByLabel(t.outcome).selectOption('approve');
      const before = simulator.device.reversalList().length;
      await page.getByRole('button', { name: t.run }).click();
      const outcome = page.getByTestId('terminal-test-sale-outcome');
      await outcome.waitFor({ timeout: 20_000 });
      expect(await outcome.getAttribute('data-status')).toBe('approved');
      expect(await outcome.getAttribute('data-voided')).toBe('true');
      await outcome.getByText(t.approved).waitFor();
      const voids = simulator.device.reversalList().slice(before);
      expect(voids.map((v) => [v.result.Kind, v.result.Status, v.result.AmountMinor])).toEqual([
        ['VOID', 'Completed', 250],
      ]);

      // the raw exchanges of the sale: pairing, the sale and its void, with request and response
      const saleEntry = page.getByTestId('terminal-log-entry').first();
      // the log's line is said in the screen's language, not the server's English
      expect(await saleEntry.textContent()).toContain(t.approvedLine);
      const exchanges = saleEntry.getByTestId('terminal-exchange');
      expect(await exchanges.count()).toBe(3);
      expect(await exchanges.nth(1).locator('summary').textContent()).toContain('CompleteSale');
      expect(await exchanges.nth(2).locator('summary').textContent()).toContain('CancelSale');
      await exchanges.nth(2).locator('summary').click();
      const json = exchanges.nth(2).locator('pre');
      expect(await json.count()).toBe(2);
      expect(await json.nth(0).textContent()).toContain('"SaleHandle"');
      expect(await json.nth(1).textContent()).toContain('"Kind": "VOID"');
      await windowShot(page, `sale-terminal-test-${language}`);
      expect(await findAccessibilityViolations(page)).toEqual([]);

      // declined: the terminal's error text is shown
      await page.getByLabel(t.outcome).selectOption({ label: t.declinedOption });
      await page.getByRole('button', { name: t.run }).click();
      await page.locator('[data-testid="terminal-test-sale-outcome"][data-status="declined"]').waitFor();
      const declined = page.getByTestId('terminal-test-sale-outcome');
      await declined.getByText(t.declined, { exact: true }).waitFor();
      expect(await declined.textContent()).toContain('DECLINED_BY_BANK');
      expect(await declined.textContent()).toContain('Declined by the bank');

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("an address where another service answers: a translated 'not a terminal', never that service's answer", async () => {
    const other = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<html>internal admin panel secret-7781</html>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const setPort = async (port: number) => {
      const db = new pg.Client({ connectionString: server.databaseUrl });
      await db.connect();
      try {
        await db.query('UPDATE pos_devices SET port = $1 WHERE id = $2', [port, terminalId]);
      } finally {
        await db.end();
      }
    };
    await setPort((other.address() as AddressInfo).port);
    try {
      const { context, page, errors } = await open('tr');
      const notATerminal = 'Bu adreste bir şey yanıt verdi ama kart terminali değil';
      // the step's line and its exchange's error, both translated
      const entry = page.getByTestId('terminal-log-entry').first();
      await entry.getByText(notATerminal).first().waitFor();
      expect(await entry.getByText(notATerminal).count()).toBe(2);
      await page.getByRole('button', { name: texts.tr.check }).click();
      await page.getByTestId('terminal-connection').getByText(notATerminal).waitFor();
      await page.getByTestId('terminal-exchange').first().locator('summary').click();
      expect(await page.content()).not.toContain('secret-7781');
      await windowShot(page, 'sale-terminal-test-not-a-terminal-tr');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await setPort(simulator.port);
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('without a linked terminal, points the cashier to the till settings', async () => {
    const { context, page, errors } = await open('tr', false);
    const empty = page.getByTestId('terminal-test-not-linked');
    await empty.waitFor();
    await empty.getByRole('link', { name: 'Kasa ayarlarına git' }).click();
    await page.waitForURL(`${server.urls.sale}/till-settings`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
