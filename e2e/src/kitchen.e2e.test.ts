import { startSimulator } from '@kiosk/terminal-simulator';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle } from './browser.js';
import { callApi, DEMO, signInByApi, signInKioskByApi, storedSession, type TokenBody } from './fixtures.js';
import { pointTerminalsAt } from './payment-rig.js';
import { type E2eServer, startTestServer } from './server.js';

// Kitchen display and order-ready board (issue 20): kiosk orders paid at the simulated terminal
// appear on the kitchen display, are started and bumped, show as ready on the board and leave it
// when the till hands them over; a display offline during two orders shows both after reconnecting;
// a second station gets its own lines of a split order. The board runs signed in with a device
// account (no staff session) and returns to its sign-in when an admin kicks that session.
// One server, one browser for the file.

interface MenuData {
  products: Array<{ id: string; name: string; category_id: string }>;
  productConfigurations: Array<{ product_id: string; step_id: string }>;
  configurationSteps: Array<{ id: string; title: string; required: boolean }>;
  stepOptions: Array<{ step_id: string; option_id: string; is_default: boolean }>;
  pricing?: {
    deals: Array<{
      product_id: string;
      groups: Array<{ id: string; name: string; min: number; choices: Array<{ product_id: string }> }>;
    }>;
  };
}
interface CreatedOrder {
  id: string;
  order_number: string;
  reference_number: number;
}

const KITCHEN = { width: 1920, height: 1080 };
const BOARD = { width: 1080, height: 1920 };
const WAIT = { timeout: 30_000 };

let simulator: Awaited<ReturnType<typeof startSimulator>>;
let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
let cashier: TokenBody;
let kiosk: TokenBody;
let menu: MenuData;

/** A product's default choices (a required step without a default: its first option). */
function selectionOf(productId: string) {
  const selection: Record<string, Record<string, number>> = {};
  for (const link of menu.productConfigurations.filter((c) => c.product_id === productId)) {
    const step = menu.configurationSteps.find((s) => s.id === link.step_id);
    const options = menu.stepOptions.filter((o) => o.step_id === link.step_id);
    const chosen = options.find((o) => o.is_default) ?? (step?.required ? options[0] : undefined);
    selection[link.step_id] = chosen ? { [chosen.option_id]: 1 } : {};
  }
  return selection;
}

function lineFor(name: string, quantity = 1) {
  const product = menu.products.find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name} on the menu`);
  return { product_id: product.id, quantity, selection: selectionOf(product.id) };
}

/** The demo's "Klasik Burger Menü" (issue 33) with each required group's first choice. */
function dealLine() {
  const product = menu.products.find((p) => p.name === 'Klasik Burger Menü');
  const deal = menu.pricing?.deals.find((d) => d.product_id === product?.id);
  if (!product || !deal) throw new Error('no Klasik Burger Menü deal on the menu');
  const parts = deal.groups
    .filter((g) => g.min > 0)
    .map((g) => {
      const choice = g.choices[0]?.product_id as string;
      return { group_id: g.id, product_id: choice, selection: selectionOf(choice) };
    });
  return { product_id: product.id, quantity: 1, selection: {}, parts };
}

/** A kiosk order, paid at the simulated card terminal through the kiosk's payment API. */
async function paidKioskOrder(...names: Array<string | ReturnType<typeof dealLine>>): Promise<CreatedOrder> {
  const created = await callApi<{ data: CreatedOrder }>(
    server.urls.kiosk,
    kiosk.access_token,
    '/functions/v1/manage-orders/create',
    {
      items: names.map((n) => (typeof n === 'string' ? lineFor(n) : n)),
      order_type: 'takeaway',
      notes: 'Soğansız',
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const order = created.body.data;
  const started = await callApi<{ data: { attempt_id: string } }>(
    server.urls.kiosk,
    kiosk.access_token,
    '/functions/v1/kiosk-payment/start',
    { order_id: order.id },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await callApi<{ data: { step: string } }>(
      server.urls.kiosk,
      kiosk.access_token,
      `/functions/v1/kiosk-payment/status?attempt_id=${started.body.data.attempt_id}`,
    );
    const step = status.body.data.step;
    if (step === 'paid') return order;
    if (!['connecting', 'waiting', 'creating_order'].includes(step)) throw new Error(`payment ${step}`);
    if (Date.now() > deadline) throw new Error('payment did not settle in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function openSale(path: string, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, { viewport, localStorage: storedSession('sale', cashier) });
  await opened.page.goto(`${server.urls.sale}${path}`);
  return opened;
}

const ticket = (page: Page, queue: number) =>
  page.locator(`[data-testid="kitchen-ticket"][data-queue="${queue}"]`);
const boardNumber = (page: Page, column: 'preparing' | 'ready', queue: number) =>
  page.getByTestId(`board-${column}`).locator('li', { hasText: new RegExp(`^${queue}$`) });

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 100, log: () => {} });
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  await pointTerminalsAt(server.databaseUrl, simulator.port);
  [admin, cashier, kiosk] = await Promise.all([
    signInByApi(server.urls.admin, DEMO.admin),
    signInByApi(server.urls.sale, DEMO.cashier),
    signInKioskByApi(server.urls.kiosk),
  ]);
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
}, 120_000);

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
  await simulator?.stop();
});

describe('kitchen display and order-ready board', () => {
  let kitchen: { context: BrowserContext; page: Page; errors: string[] };
  let board: { context: BrowserContext; page: Page; errors: string[] };

  it('a paid kiosk order is started and bumped in the kitchen, shows ready on the board and leaves it when handed over at the till', async () => {
    kitchen = await openSale('/kitchen', KITCHEN);
    // the board on a public screen: no staff session; signed in with the demo device account
    board = await openPage(browser, { viewport: BOARD });
    await board.page.goto(`${server.urls.sale}/board`);
    await board.page.getByTestId('board-sign-in').waitFor(WAIT);
    await settle(board.page);
    await screenshot(board.page, 'kitchen-board-sign-in');
    await board.page.getByRole('button', { name: 'Giriş Yap' }).click();
    await board.page.getByText('Lütfen kullanıcı adı ve şifreyi girin').waitFor(WAIT);
    await board.page.getByLabel('Kullanıcı adı').fill(DEMO.kiosk.username);
    await board.page.getByLabel('Şifre', { exact: true }).fill(DEMO.kiosk.password);
    await board.page.getByRole('button', { name: 'Giriş Yap' }).click();
    await board.page
      .getByTestId('board-device-session')
      .and(board.page.locator('[data-kick-listener="joined"]'))
      .waitFor(WAIT);
    const boardSession = JSON.parse(
      (await board.page.evaluate(() => localStorage.getItem('board_session'))) ?? 'null',
    ) as TokenBody | null;
    expect(boardSession?.user.role).toBe('kiosk');
    expect(await board.page.evaluate(() => localStorage.getItem('sale_session'))).toBeNull();
    await kitchen.page
      .getByTestId('kitchen-connection')
      .and(kitchen.page.locator('[data-state="live"]'))
      .waitFor(WAIT);
    await board.page.getByTestId('order-ready-board').waitFor(WAIT);

    const order = await paidKioskOrder('Klasik Burger', 'Kola');
    const card = ticket(kitchen.page, order.reference_number);
    await card.waitFor(WAIT);
    expect(await card.getAttribute('data-phase')).toBe('new');
    expect(await card.textContent()).toContain('Klasik Burger');
    expect(await card.textContent()).toContain('Paket');
    expect(await card.textContent()).toContain('Kiosk');
    expect(await card.textContent()).toContain('Soğansız');
    await boardNumber(board.page, 'preparing', order.reference_number).waitFor(WAIT);

    await card.getByRole('button', { name: 'Başla' }).click();
    await kitchen.page
      .locator(
        `[data-testid="kitchen-ticket"][data-queue="${order.reference_number}"][data-phase="preparing"]`,
      )
      .waitFor(WAIT);
    await card.getByRole('button', { name: 'Hazır', exact: true }).click();
    await card.waitFor({ state: 'detached', ...WAIT });

    const ready = boardNumber(board.page, 'ready', order.reference_number);
    await ready.waitFor(WAIT);
    expect(await ready.getAttribute('data-highlight')).toBe('true');

    // handed over at the till: the order's detail on the till's orders page
    const till = await openSale('/till-orders', { width: 1440, height: 900 });
    await till.page.locator(`[data-testid="order-row"][data-order-number="${order.order_number}"]`).click();
    await till.page.getByTestId('hand-over').click();
    await till.page.getByTestId('hand-over').waitFor({ state: 'detached', ...WAIT });
    await ready.waitFor({ state: 'detached', ...WAIT });
    await till.context.close();
    expect(kitchen.errors).toEqual([]);
    expect(board.errors).toEqual([]);
  }, 120_000);

  it('a device account is refused by the kitchen display; a cashier still opens the board', async () => {
    const deviceKitchen = await openPage(browser, {
      viewport: KITCHEN,
      localStorage: storedSession('sale', kiosk),
    });
    await deviceKitchen.page.goto(`${server.urls.sale}/kitchen`);
    await deviceKitchen.page.getByTestId('access-denied').waitFor(WAIT);
    expect(await deviceKitchen.page.getByTestId('kitchen-connection').count()).toBe(0);
    await deviceKitchen.context.close();
    const staffBoard = await openSale('/board', BOARD);
    await staffBoard.page.getByTestId('order-ready-board').waitFor(WAIT);
    expect(await staffBoard.page.getByTestId('board-sign-in').count()).toBe(0);
    await staffBoard.context.close();
  }, 60_000);

  it('a display offline during two orders keeps its tickets and shows both once it is back online', async () => {
    const before = await paidKioskOrder('Cheeseburger', 'Ayran');
    await ticket(kitchen.page, before.reference_number).waitFor(WAIT);
    await kitchen.context.setOffline(true);
    await kitchen.page.getByTestId('kitchen-offline').waitFor(WAIT);
    const first = await paidKioskOrder('Klasik Burger', 'Kola');
    const second = await paidKioskOrder('Duble Burger');
    await settle(kitchen.page);
    await screenshot(kitchen.page, 'kitchen-offline');
    expect(await ticket(kitchen.page, before.reference_number).count()).toBe(1);
    expect(await ticket(kitchen.page, first.reference_number).count()).toBe(0);
    await kitchen.context.setOffline(false);
    await ticket(kitchen.page, first.reference_number).waitFor(WAIT);
    await ticket(kitchen.page, second.reference_number).waitFor(WAIT);
    await kitchen.page.getByTestId('kitchen-offline').waitFor({ state: 'detached', ...WAIT });
    expect(await ticket(kitchen.page, first.reference_number).count()).toBe(1);
    expect(await ticket(kitchen.page, second.reference_number).count()).toBe(1);
    await settle(kitchen.page);
    await screenshot(kitchen.page, 'kitchen-display');
  }, 120_000);

  /**
   * A scanner's burst: each character's key and Enter dispatched within one task, as a scanner types
   * them (a few ms apart). Typing key by key through the browser protocol can leave more than the
   * display's 50 ms between keys on a loaded 2-core machine, which the display rightly reads as a
   * person typing.
   */
  async function scannerBurst(page: Page, text: string): Promise<void> {
    await page.evaluate((chars) => {
      for (const key of [...chars, 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }, text);
  }

  it('a scanner reading the printed ticket’s QR (the order id, typed fast with Enter) bumps its ticket', async () => {
    const order = await paidKioskOrder('Tavuk Burger');
    const card = ticket(kitchen.page, order.reference_number);
    await card.waitFor(WAIT);
    expect(await card.getAttribute('data-phase')).toBe('new');
    await kitchen.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // an id this station has no ticket for is told, nothing is bumped
    await scannerBurst(kitchen.page, '00000000-0000-4000-8000-000000000000');
    await kitchen.page.getByText('Bu istasyonda böyle bir sipariş yok').waitFor(WAIT);
    expect(await card.count()).toBe(1);
    await scannerBurst(kitchen.page, order.id);
    await card.waitFor({ state: 'detached', ...WAIT });
    await kitchen.page.getByText(`Sipariş #${order.reference_number} hazır`).waitFor(WAIT);
    await boardNumber(board.page, 'ready', order.reference_number).waitFor(WAIT);
    await settle(kitchen.page);
    await screenshot(kitchen.page, 'kitchen-scan-bump');
    expect(kitchen.errors).toEqual([]);
  }, 120_000);

  it("a meal deal's parts are labelled with the deal in the kitchen (no line for the deal itself); the till's order detail shows the deal with its parts", async () => {
    const deal = dealLine();
    const order = await paidKioskOrder(deal);
    const card = ticket(kitchen.page, order.reference_number);
    await card.waitFor(WAIT);
    const labels = await card.getByTestId('line-deal').allTextContents();
    expect(labels.length).toBe(deal.parts.length);
    expect(labels[0]).toMatch(/^Klasik Burger Menü · /);
    expect(await card.locator('li').count()).toBe(deal.parts.length);
    await settle(kitchen.page);
    await screenshot(kitchen.page, 'kitchen-deal');

    const till = await openSale('/till-orders', { width: 1440, height: 900 });
    await till.page.locator(`[data-testid="order-row"][data-order-number="${order.order_number}"]`).click();
    const detail = till.page.getByTestId('order-detail');
    await detail.getByTestId('order-item-parts').waitFor(WAIT);
    expect(await detail.getByTestId('order-item').count()).toBe(1);
    expect(await detail.getByTestId('order-item-parts').locator('li').count()).toBe(deal.parts.length);
    await settle(till.page);
    await screenshot(till.page, 'sale-order-detail-deal');
    // a refund of one part alone: its share of the deal's price (not submitted here)
    await till.page.getByTestId('open-refund').click();
    await till.page.getByTestId('refund-scope-lines').click();
    const part = till.page.getByTestId('refund-part').last();
    await part.getByTestId('refund-line-plus').click();
    const partPrice = (await part.locator('p').nth(1).textContent())?.trim();
    expect(partPrice).toBeTruthy();
    expect((await till.page.getByTestId('refund-amount').textContent())?.trim()).toBe(partPrice);
    expect(await till.page.getByTestId('refund-part').count()).toBe(deal.parts.length);
    await settle(till.page);
    await screenshot(till.page, 'sale-refund-deal-part');
    expect(till.errors).toEqual([]);
    await till.context.close();
    expect(kitchen.errors).toEqual([]);
  }, 120_000);

  it('station routing splits an order: the bar shows only the drinks, the kitchen the rest', async () => {
    const drinks = menu.products.find((p) => p.name === 'Kola')?.category_id as string;
    // the Bar station is added in the admin: its name and the drinks category
    const categories = await callApi<Array<{ id: string; name: string }>>(
      server.urls.admin,
      admin.access_token,
      '/rest/v1/categories',
    );
    const drinksName = categories.body.find((c) => c.id === drinks)?.name as string;
    const adminPage = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      localStorage: storedSession('admin', admin),
    });
    await adminPage.page.goto(`${server.urls.admin}/kitchen-stations`);
    const fresh = adminPage.page.getByTestId('station-editor').last();
    // an empty name says so; the pseudo-category "Tümü" is never offered (issue 29 item 14)
    await fresh.getByRole('button', { name: 'İstasyon ekle' }).click();
    await fresh.getByText('İstasyon adı gereklidir').waitFor();
    expect(await fresh.getByLabel('Tümü', { exact: true }).count()).toBe(0);
    await settle(adminPage.page);
    await screenshot(adminPage.page, 'kitchen-admin-station-name-required');
    await fresh.getByLabel('İstasyon adı').fill('Bar');
    await fresh.getByLabel(drinksName, { exact: true }).check();
    await fresh.getByRole('button', { name: 'İstasyon ekle' }).click();
    await adminPage.page
      .getByTestId('station-editor')
      .nth(1)
      .and(
        adminPage.page
          .getByTestId('station-editor')
          .filter({ has: adminPage.page.getByRole('button', { name: 'Sil' }) }),
      )
      .waitFor(WAIT)
      .catch(async (error: unknown) => {
        await screenshot(adminPage.page, 'kitchen-admin-stations-failed');
        throw new Error(`${String(error)}\n${await adminPage.page.locator('body').textContent()}`);
      });
    await settle(adminPage.page);
    await screenshot(adminPage.page, 'kitchen-admin-stations');
    // a second station asking for the same category is asked first; cancelling leaves it at Bar
    const second = adminPage.page.getByTestId('station-editor').last();
    await second.getByLabel('İstasyon adı').fill('Soğuk Bar');
    await second.getByLabel(drinksName, { exact: true }).check();
    await second.getByRole('button', { name: 'İstasyon ekle' }).click();
    const move = adminPage.page.getByRole('dialog', { name: 'Kategori başka bir istasyonda' });
    await move.getByText(`"${drinksName}" şu an "Bar" istasyonunda.`).waitFor();
    await settle(adminPage.page);
    await screenshot(adminPage.page, 'kitchen-admin-station-move-confirm');
    await move.getByRole('button', { name: 'İptal' }).click();
    await move.waitFor({ state: 'detached' });
    await adminPage.context.close();
    const stations = await callApi<{ data: Array<{ id: string; name: string; category_ids: string[] }> }>(
      server.urls.admin,
      admin.access_token,
      '/functions/v1/kitchen/stations',
    );
    const barStation = stations.body.data.find((s) => s.name === 'Bar');
    expect(barStation?.category_ids).toEqual([drinks]);
    const created = { body: { data: { id: barStation?.id as string } } };
    const order = await paidKioskOrder('Klasik Burger', 'Kola');

    const bar = await openSale(`/kitchen?station=${created.body.data.id}`, KITCHEN);
    const atBar = ticket(bar.page, order.reference_number);
    await atBar.waitFor(WAIT);
    expect(await atBar.textContent()).toContain('Kola');
    expect(await atBar.textContent()).not.toContain('Klasik Burger');

    await kitchen.page.getByLabel('İstasyon').selectOption({ label: 'Mutfak' });
    const atKitchen = ticket(kitchen.page, order.reference_number);
    await atKitchen.waitFor(WAIT);
    expect(await atKitchen.textContent()).toContain('Klasik Burger');
    expect(await atKitchen.textContent()).not.toContain('Kola');

    // the bar bumps its part: the order is still cooking until the kitchen bumps too
    await atBar.getByRole('button', { name: 'Hazır', exact: true }).click();
    await atBar.waitFor({ state: 'detached', ...WAIT });
    await boardNumber(board.page, 'preparing', order.reference_number).waitFor(WAIT);
    await atKitchen.getByRole('button', { name: 'Hazır', exact: true }).click();
    await boardNumber(board.page, 'ready', order.reference_number).waitFor(WAIT);
    await settle(board.page);
    await screenshot(board.page, 'kitchen-board-portrait');
    await board.page.locator('button[lang="en"]').click();
    await board.page.getByRole('heading', { name: 'Ready', exact: true }).waitFor(WAIT);
    await settle(board.page);
    await screenshot(board.page, 'kitchen-board-portrait-en');
    // the board's device session is kicked in the admin like any kiosk session: back to its sign-in
    const boardSession = JSON.parse(
      (await board.page.evaluate(() => localStorage.getItem('board_session'))) ?? 'null',
    ) as TokenBody;
    const kicked = await callApi<boolean>(
      server.urls.admin,
      admin.access_token,
      '/rest/v1/rpc/kick_kiosk_session_by_id',
      { p_session_id: boardSession.user.kiosk?.kiosk_session_id, p_reason: 'e2e: board' },
    );
    expect(kicked).toEqual({ status: 200, body: true });
    await board.page.getByTestId('board-sign-in').waitFor(WAIT);
    await board.page.getByText('The session was ended by an administrator').waitFor(WAIT);
    expect(await board.page.evaluate(() => localStorage.getItem('board_session'))).toBeNull();
    await bar.context.close();
    await kitchen.context.close();
    await board.context.close();
  }, 120_000);
});
