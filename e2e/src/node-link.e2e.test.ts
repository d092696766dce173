import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle, sidewaysOverflow } from './browser.js';
import {
  callApi,
  DEMO,
  openTillPage,
  openTillWithSession,
  signInByApi,
  storedSession,
  type TokenBody,
} from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// The link's state (issue 36) in the till's top bar and the admin's store list. The server here is
// the one box (nothing to show); a store node's and central's answers of GET /api/node/link are
// given to the page (page.route) as server/test/store-node-replication.test.ts checks them on two real
// nodes. Screenshots at 1440 and 390 px.
let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
let cashier: TokenBody;
let terminalId = '';
let storeId = '';

/** 12:04 today in this machine's zone (the browser's too): "12:04'ten beri". */
const SINCE = (() => {
  const at = new Date();
  at.setHours(12, 4, 0, 0);
  return at.toISOString();
})();

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  [admin, cashier] = await Promise.all([
    signInByApi(server.urls.admin, DEMO.admin),
    signInByApi(server.urls.sale, DEMO.cashier),
  ]);
  ({ terminalId } = await openTillWithSession(server.urls.sale, cashier.access_token));
  const stores = await callApi<Array<{ id: string }>>(
    server.urls.admin,
    admin.access_token,
    '/rest/v1/stores',
  );
  storeId = stores.body[0]?.id ?? '';
  expect(storeId).not.toBe('');
}, 120_000);

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

/** Answers GET /api/node/link with `answer()` (read at each request, so a test can change it). */
async function linkAnswer(page: Page, answer: () => unknown): Promise<void> {
  await page.route('**/api/node/link', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, data: answer() }),
    }),
  );
}

const storeNode = (connected: boolean, waiting = 0) => ({
  role: 'store',
  store_id: storeId,
  connected,
  since: SINCE,
  waiting_orders: waiting,
});

const oneLine = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('the till`s top bar', () => {
  it('shows nothing at the one box', async () => {
    const viewport = { width: 1440, height: 900 };
    const answered = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/node/link'));
    const { context, page, errors } = await openPage(browser, {
      viewport,
      localStorage: { ...storedSession('sale', cashier), language: 'tr', pos_till_terminal: terminalId },
    });
    const response = answered(page);
    await page.goto(server.urls.sale);
    expect(await (await response).json()).toEqual({ success: true, data: { role: 'all' } });
    await page.getByTestId('product-tile').first().waitFor();
    expect(await page.getByTestId('node-link').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at a store node: a quiet green chip, then amber with since when and the orders waiting', async () => {
    let answer = storeNode(true);
    const { context, page, errors } = await openTillPage(browser, server.urls.sale, {
      tokens: cashier,
      terminalId,
      language: 'tr',
      viewport: { width: 1440, height: 900 },
    });
    await linkAnswer(page, () => answer);
    await page.reload();
    const chip = page.getByTestId('node-link');
    await page.locator('[data-testid="node-link"][data-state="connected"]').waitFor();
    expect(await chip.textContent()).toBe('Merkeze bağlı');
    await settle(page);
    await screenshot(page, 'node-link-till-connected-1440-tr');

    answer = storeNode(false, 3);
    await page.reload();
    await page.locator('[data-testid="node-link"][data-state="disconnected"]').waitFor();
    // seen: the warning and since when with the count; heard and on hover: the whole sentence
    expect(await page.getByTestId('node-link-visible').textContent()).toBe(
      "Merkez bağlantısı yok12:04'ten beri · 3 bekliyor",
    );
    expect(await chip.getAttribute('title')).toBe(
      "Merkez bağlantısı yok · 12:04'ten beri · 3 sipariş gönderilmeyi bekliyor",
    );
    expect(await page.getByTestId('node-link-spoken').textContent()).toBe(
      "Merkez bağlantısı yok, 12:04'ten beri, 3 sipariş gönderilmeyi bekliyor",
    );
    expect(await sidewaysOverflow(page)).toEqual([]);
    await settle(page);
    await screenshot(page, 'node-link-till-disconnected-1440-tr');

    await page.getByRole('button', { name: 'English' }).click();
    await expect
      .poll(() => page.getByTestId('node-link-visible').textContent())
      .toBe('No connection to centralsince 12:04 · 3 waiting');
    expect(await page.getByTestId('node-link-spoken').textContent()).toBe(
      'No connection to central, since 12:04, 3 orders waiting to send',
    );
    // the count follows the polls (every 10 s)
    answer = storeNode(false, 4);
    await expect.poll(() => oneLine(page, 'node-link-waiting'), { timeout: 20_000 }).toBe('4 waiting');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the amber chip readable on a phone', async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      localStorage: { ...storedSession('sale', cashier), language: 'tr', pos_till_terminal: terminalId },
    });
    await linkAnswer(page, () => storeNode(false, 3));
    await page.goto(server.urls.sale);
    await page.locator('[data-testid="node-link"][data-state="disconnected"]').waitFor();
    expect(await page.getByTestId('node-link-count').textContent()).toBe('3');
    expect(await page.getByTestId('node-link-visible').isVisible()).toBe(false);
    await settle(page);
    await screenshot(page, 'node-link-till-disconnected-390-tr');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the admin`s store list', () => {
  const openStores = async (language: 'tr' | 'en', width: number) => {
    const opened = await openPage(browser, {
      viewport: { width, height: 900 },
      localStorage: { ...storedSession('admin', admin), language },
    });
    return opened;
  };
  const storeLink = (page: Page, state: string) =>
    page.locator(`[data-testid="store-link"][data-state="${state}"]`);

  it('says a one-box store has no store server', async () => {
    const { context, page, errors } = await openStores('tr', 1440);
    await page.goto(`${server.urls.admin}/business-store-management`);
    await storeLink(page, 'no_node').first().waitFor();
    expect(await storeLink(page, 'no_node').first().textContent()).toBe('Mağaza sunucusu yok');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows central`s view: connected, or no link since when', async () => {
    let connected = true;
    const { context, page, errors } = await openStores('tr', 1440);
    await linkAnswer(page, () => ({
      role: 'central',
      stores: [
        {
          store_id: storeId,
          connected,
          since: SINCE,
          worker_alive: connected,
          last_message_at: SINCE,
          waiting_orders: null,
        },
      ],
    }));
    await page.goto(`${server.urls.admin}/business-store-management`);
    await storeLink(page, 'connected').waitFor();
    expect(await storeLink(page, 'connected').textContent()).toBe('Merkeze bağlı');
    await settle(page);
    await screenshot(page, 'node-link-admin-stores-connected-1440-tr');
    connected = false;
    await page.reload();
    await storeLink(page, 'disconnected').waitFor();
    expect(await storeLink(page, 'disconnected').textContent()).toBe("Bağlantı yok · 12:04'ten beri");
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a store node`s own count, in both languages and on a phone', async () => {
    for (const [language, width, text] of [
      ['tr', 1440, "Bağlantı yok · 12:04'ten beri · 3 bekliyor"],
      ['en', 390, 'No connection · since 12:04 · 3 waiting'],
      ['tr', 390, "Bağlantı yok · 12:04'ten beri · 3 bekliyor"],
    ] as const) {
      const { context, page, errors } = await openStores(language, width);
      await linkAnswer(page, () => storeNode(false, 3));
      await page.goto(`${server.urls.admin}/business-store-management`);
      await storeLink(page, 'disconnected').waitFor();
      expect(await storeLink(page, 'disconnected').textContent()).toBe(text);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await settle(page);
      await screenshot(page, `node-link-admin-stores-disconnected-${width}-${language}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
