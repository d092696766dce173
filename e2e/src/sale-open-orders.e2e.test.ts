import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, findAccessibilityViolations, openPage, screenshot, settle } from './browser.js';
import {
  DEMO,
  openTillPage,
  openTillWithSession,
  signInByApi,
  storedSession,
  type TokenBody,
} from './fixtures.js';
import { addProduct, apiRequest, openKiosk, startOrder } from './kiosk-helpers.js';
import { type PaymentRig, startPaymentRig } from './payment-rig.js';
import type { E2eServer } from './server.js';

// Open orders shared by two tills (two browser contexts, two staff accounts: the demo cashier on
// till A, the admin selling on till B) against the real server and the terminal simulator: A opens
// a tab, B links it and adds a line, A hears "updated by" and reloads; both edit at once: one
// conflict, reload, nothing lost; B pays part by card, A the rest in cash; the tab is completed
// and in the back office's orders list. One server, one browser for the file.

interface TillMenu {
  products: Array<{ id: string; name: string; price_minor: number }>;
}
interface OpenOrder {
  id: string;
  order_number: string;
  status: string;
  version: number;
  total_minor: number;
  paid_minor: number;
  remaining_minor: number;
  items: Array<{ product_name: string; quantity: number }>;
}

const TILL = { width: 1366, height: 768 } as const;
const WAIT = { timeout: 20_000 };

let server: E2eServer;
let browser: Browser;
let simulator: PaymentRig['simulator'];
let cashier: TokenBody;
let admin: TokenBody;
let menu: TillMenu;
let terminalId: string;

beforeAll(async () => {
  ({ server, browser, simulator } = await startPaymentRig(200));
  [cashier, admin] = await Promise.all([
    signInByApi(server.urls.sale, DEMO.cashier),
    signInByApi(server.urls.sale, DEMO.admin),
  ]);
  menu = (await (
    await fetch(`${server.urls.sale}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as TillMenu;
  // cash needs an open till session (the drawer): opened here, not through the till's screens
  ({ terminalId } = await openTillWithSession(server.urls.sale, cashier.access_token));
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
  await simulator?.stop();
});

function product(name: string) {
  const found = menu.products.find((p) => p.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
}

async function openTill(tokens: TokenBody) {
  const opened = await openTillPage(browser, server.urls.sale, {
    tokens,
    terminalId,
    language: 'tr',
    viewport: TILL,
  });
  await opened.page.getByTestId('open-orders-bar').waitFor(WAIT);
  return opened;
}

async function add(page: Page, name: string) {
  const id = product(name).id;
  await page.getByTestId('product-search').fill(name);
  await page.locator(`[data-testid="product-tile"][data-product-id="${id}"]`).click();
  const customize = page.getByTestId('customize-dialog');
  if (await customize.isVisible().catch(() => false)) {
    await page.getByTestId('customize-confirm').click();
    await customize.waitFor({ state: 'hidden' });
  }
  await page.locator(`[data-testid="cart-line"][data-product-id="${id}"]`).first().waitFor(WAIT);
}

async function tab(id: string): Promise<OpenOrder> {
  const res = await apiRequest<{ data: OpenOrder }>(
    server.urls.sale,
    cashier.access_token,
    'GET',
    `/api/till/open-orders/${id}`,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

async function shot(page: Page, name: string) {
  await settle(page);
  await screenshot(page, name);
}

const quantities = (order: OpenOrder) =>
  Object.fromEntries(
    [...new Set(order.items.map((i) => i.product_name))].map((name) => [
      name,
      order.items.filter((i) => i.product_name === name).reduce((sum, i) => sum + i.quantity, 0),
    ]),
  );

describe('open orders on two tills', () => {
  it('create, link, live update, conflict without loss, split payment across tills, completed', async () => {
    const a = await openTill(cashier);
    const b = await openTill(admin);

    // A opens a tab for table 5 from the cart
    await add(a.page, 'Kola');
    await add(a.page, 'Ayran');
    await a.page.getByTestId('open-order-create').click();
    await a.page.getByTestId('open-order-label').fill('Masa 5');
    await a.page.getByTestId('open-order-create-submit').click();
    await a.page.getByTestId('linked-order').waitFor(WAIT);
    expect(await a.page.getByTestId('linked-order').textContent()).toContain('Masa 5');
    await shot(a.page, 'sale-open-orders-created-tr');

    // B finds it in the panel (Turkish-aware search), expands it and links it to the cart
    await b.page.getByTestId('open-orders-button').click();
    await b.page.getByTestId('open-orders-search').fill('MASA');
    const row = b.page.getByTestId('open-order-row').filter({ hasText: 'Masa 5' });
    await row.waitFor(WAIT);
    const orderId = (await row.getAttribute('data-order-id')) ?? '';
    await row.getByRole('button', { name: 'Ayrıntılar' }).click();
    await row.getByTestId('open-order-lines').waitFor(WAIT);
    await shot(b.page, 'sale-open-orders-panel-tr');
    expect(await findAccessibilityViolations(b.page)).toEqual([]);
    await row.getByTestId('open-order-link').click();
    await b.page.getByTestId('linked-order').waitFor(WAIT);
    await b.page.locator(`[data-testid="cart-line"][data-product-id="${product('Kola').id}"]`).waitFor(WAIT);

    // B adds a line and saves; A's linked tab says "updated by" B, and A reloads it
    await add(b.page, 'Kola');
    await b.page.getByTestId('linked-save').click();
    await b.page.getByTestId('linked-unsaved').waitFor({ state: 'hidden', ...WAIT });
    const notice = a.page.getByTestId('linked-notice');
    await notice.waitFor(WAIT);
    expect(await notice.textContent()).toContain(DEMO.admin.email);
    await shot(a.page, 'sale-open-orders-updated-by-tr');
    await a.page.getByTestId('linked-notice-reload').click();
    await notice.waitFor({ state: 'hidden', ...WAIT });
    expect(quantities(await tab(orderId))).toEqual({ Kola: 2, Ayran: 1 });
    await a.page
      .locator(`[data-testid="cart-line"][data-product-id="${product('Kola').id}"]`)
      .filter({ hasText: '2' })
      .first()
      .waitFor(WAIT);

    // Both edit at once: A saves first, B's save meets a newer version
    await add(a.page, 'Ayran');
    await add(b.page, 'Klasik Burger');
    await a.page.getByTestId('linked-save').click();
    await a.page.getByTestId('linked-unsaved').waitFor({ state: 'hidden', ...WAIT });
    await b.page.getByTestId('linked-save').click();
    const conflict = b.page.getByTestId('linked-conflict');
    await conflict.waitFor(WAIT);
    expect(await conflict.textContent()).toContain(DEMO.cashier.email);
    await shot(b.page, 'sale-open-orders-conflict-tr');
    await b.page.getByTestId('linked-conflict-reload').click();
    const kept = b.page.getByTestId('linked-kept');
    await kept.waitFor(WAIT);
    expect(await kept.textContent()).toContain('Klasik Burger');
    await shot(b.page, 'sale-open-orders-kept-lines-tr');
    await b.page.getByTestId('linked-kept-add').click();
    await b.page.getByTestId('linked-save').click();
    await b.page.getByTestId('linked-unsaved').waitFor({ state: 'hidden', ...WAIT });
    const merged = await tab(orderId);
    expect(quantities(merged)).toEqual({ Kola: 2, Ayran: 2, 'Klasik Burger': 1 });
    expect(merged.status).toBe('OPEN');
    // A hears B's save and reloads
    await notice.waitFor(WAIT);
    await a.page.getByTestId('linked-notice-reload').click();
    await notice.waitFor({ state: 'hidden', ...WAIT });

    // B pays part by card
    const cardPart = 10_000;
    await b.page.getByTestId('linked-pay').click();
    await b.page.locator('[data-testid="checkout-dialog"][data-stage="tender"]').waitFor(WAIT);
    await b.page.getByTestId('part-amount').fill('100');
    await b.page.getByTestId('method-card').click();
    await b.page.getByTestId('test-outcome-chooser').locator('[data-outcome="approve"]').click();
    await b.page.getByTestId('take-payment').click();
    await b.page.getByTestId('part-approved').waitFor(WAIT);
    await shot(b.page, 'sale-open-orders-card-part-tr');
    const partly = await tab(orderId);
    expect(partly).toMatchObject({ status: 'PARTIAL_PAYMENT', paid_minor: cardPart });

    // A hears the payment, reloads and pays the rest in cash
    await notice.waitFor(WAIT);
    await a.page.getByTestId('linked-notice-reload').click();
    await a.page.getByTestId('linked-pay').click();
    await a.page.locator('[data-testid="checkout-dialog"][data-stage="tender"]').waitFor(WAIT);
    await a.page.getByTestId('method-cash').click();
    await a.page.getByTestId(`quick-cash-${partly.remaining_minor}`).click();
    await a.page.getByTestId('take-payment').click();
    await a.page.locator('[data-testid="checkout-dialog"][data-stage="receipt"]').waitFor(WAIT);
    await shot(a.page, 'sale-open-orders-paid-tr');

    const done = await tab(orderId);
    expect(done).toMatchObject({ status: 'COMPLETED', remaining_minor: 0, paid_minor: done.total_minor });
    // B's till hears it completed
    await b.page.getByTestId('linked-notice').filter({ hasText: 'tamamlandı' }).waitFor(WAIT);
    // and the back office lists it
    const list = await apiRequest<{ data: Array<{ order_number: string; payment_status: string }> }>(
      server.urls.sale,
      admin.access_token,
      'GET',
      '/functions/v1/manage-orders/list',
    );
    expect(list.body.data.find((o) => o.order_number === done.order_number)).toMatchObject({
      payment_status: 'paid',
    });
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('"Ödeme Al" with a tab linked charges that tab (its unsaved lines saved first, no second order); an empty save asks first', async () => {
    const { page, errors, context } = await openTill(cashier);
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const orderCount = async () => Number((await db.query('SELECT count(*) FROM orders')).rows[0].count);
    try {
      await add(page, 'Mercimek Çorbası');
      await page.getByTestId('open-order-create').click();
      await page.getByTestId('open-order-label').fill('Pager 7');
      await page.getByTestId('open-order-create-submit').click();
      await page.getByTestId('linked-order').waitFor(WAIT);
      const orderId = (await page.getByTestId('linked-order').getAttribute('data-order-id')) ?? '';
      const ordersWithTab = await orderCount();

      // a line added after linking is unsaved; the main pay button saves it to the tab, then pays the tab
      await add(page, 'Ayran');
      await page.getByTestId('linked-unsaved').waitFor(WAIT);
      // at 1366x768 the linked tab's bar shows its total, paid and remaining whole
      await page
        .locator('[data-sonner-toast]')
        .first()
        .waitFor({ state: 'hidden', ...WAIT });
      const cut = await page
        .getByTestId('linked-money')
        .evaluate((money) => money.scrollWidth - money.clientWidth);
      expect(cut).toBe(0);
      expect(await page.getByTestId('linked-money').textContent()).toContain('Kalan');
      await shot(page, 'sale-open-orders-linked-unsaved-1366-tr');
      await page.getByTestId('charge').click();
      await page.locator('[data-testid="checkout-dialog"][data-stage="tender"]').waitFor(WAIT);
      const saved = await tab(orderId);
      expect(quantities(saved)).toEqual({ 'Mercimek Çorbası': 1, Ayran: 1 });
      await page.getByTestId('method-cash').click();
      await page.getByTestId(`quick-cash-${saved.remaining_minor}`).click();
      await page.getByTestId('take-payment').click();
      await page.locator('[data-testid="checkout-dialog"][data-stage="receipt"]').waitFor(WAIT);
      expect(await tab(orderId)).toMatchObject({ status: 'COMPLETED', remaining_minor: 0 });
      expect(await orderCount()).toBe(ordersWithTab);
      await page.getByTestId('new-sale').click();
      await page.getByTestId('linked-order').waitFor({ state: 'hidden', ...WAIT });

      // a cart emptied over a linked tab is saved only after the cashier confirms it
      await add(page, 'Kola');
      await page.getByTestId('open-order-create').click();
      await page.getByTestId('open-order-label').fill('Pager 8');
      await page.getByTestId('open-order-create-submit').click();
      await page.getByTestId('linked-order').waitFor(WAIT);
      const secondId = (await page.getByTestId('linked-order').getAttribute('data-order-id')) ?? '';
      await page.getByTestId('remove-line').click();
      await page.getByTestId('linked-save').click();
      const confirm = page.getByTestId('linked-empty-confirm');
      await confirm.waitFor(WAIT);
      await shot(page, 'sale-open-orders-empty-confirm-tr');
      await page.getByRole('button', { name: 'Vazgeç' }).click();
      await confirm.waitFor({ state: 'hidden', ...WAIT });
      expect(quantities(await tab(secondId))).toEqual({ Kola: 1 });
      await page.getByTestId('linked-save').click();
      await confirm.click();
      await page.getByTestId('linked-unsaved').waitFor({ state: 'hidden', ...WAIT });
      expect(await tab(secondId)).toMatchObject({ total_minor: 0, items: [] });
      expect(errors).toEqual([]);
    } finally {
      await db.end();
      await context.close();
    }
  });

  it('the admin dashboard lists a tab still open after the chosen age', async () => {
    const created = await apiRequest<{ data: OpenOrder }>(
      server.urls.sale,
      cashier.access_token,
      'POST',
      '/api/till/open-orders',
      {
        label: { kind: 'name', text: 'Şükrü Bey' },
        items: [{ product_id: product('Ayran').id, quantity: 2 }],
      },
    );
    expect(created.status).toBe(201);
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      await db.query("UPDATE orders SET created_at = now() - interval '3 hours' WHERE id = $1", [
        created.body.data.id,
      ]);
    } finally {
      await db.end();
    }
    const adminTokens = await signInByApi(server.urls.admin, DEMO.admin);
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 1440, height: 1700 },
      localStorage: { ...storedSession('admin', adminTokens), language: 'tr' },
    });
    await page.goto(`${server.urls.admin}/dashboard`);
    const section = page.getByTestId('still-open-orders');
    await section.getByText('Şükrü Bey').waitFor(WAIT);
    await shot(page, 'sale-open-orders-admin-still-open-tr');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('pay at the counter (kiosk order as an open order)', () => {
  it('the kiosk orders with "pay at the counter"; the till panel shows it at once; the cashier pays it in cash', async () => {
    const setting = (value: boolean) =>
      apiRequest(server.urls.sale, admin.access_token, 'PUT', '/rest/v1/settings/pay_at_counter', { value });
    expect((await setting(true)).status).toBe(200);
    const till = await openTill(cashier);
    await till.page.getByTestId('open-orders-button').click();
    await till.page.getByTestId('open-orders-search').waitFor(WAIT);

    const kiosk = await openKiosk(browser, server.urls.kiosk);
    await startOrder(kiosk.page);
    await addProduct(kiosk.page, product('Ayran').id);
    const bar = kiosk.page.getByTestId('cart-bar');
    if (await bar.isVisible()) await bar.getByRole('button').click();
    else await kiosk.page.getByTestId('checkout').click();
    await kiosk.page.getByTestId('pay-now').click();
    await kiosk.page.getByTestId('pay-counter').waitFor(WAIT);
    await shot(kiosk.page, 'kiosk-pay-choice-tr');
    await kiosk.page.getByTestId('pay-counter').click();
    const queue = kiosk.page.getByTestId('counter-queue-number');
    await queue.waitFor(WAIT);
    const shownAt = Date.now();
    const number = ((await queue.textContent()) ?? '').trim();
    expect(number).toMatch(/^\d+$/);

    // The till's open panel (realtime, no reload) lists "Kiosk <queue>" at once (about a second on an
    // idle machine; the bound is generous because several browser tests share two cores)
    const row = till.page.getByTestId('open-order-row').filter({ hasText: `Kiosk ${number}` });
    await row.waitFor({ timeout: 3_000 });
    console.info(
      `pay at the counter: the till listed the kiosk order ${Date.now() - shownAt} ms after the kiosk showed it`,
    );
    expect(await kiosk.page.getByTestId('counter-screen').textContent()).toContain('Lütfen kasada ödeyin');
    await shot(kiosk.page, 'kiosk-pay-at-counter-tr');

    const orderId = (await row.getAttribute('data-order-id')) ?? '';
    await row.getByTestId('open-order-link').click();
    await till.page.getByTestId('linked-order').waitFor(WAIT);
    const open = await tab(orderId);
    expect(open.status).toBe('OPEN');
    await till.page.getByTestId('linked-pay').click();
    await till.page.locator('[data-testid="checkout-dialog"][data-stage="tender"]').waitFor(WAIT);
    await till.page.getByTestId('method-cash').click();
    await till.page.getByTestId(`quick-cash-${open.remaining_minor}`).click();
    await till.page.getByTestId('take-payment').click();
    await till.page.locator('[data-testid="checkout-dialog"][data-stage="receipt"]').waitFor(WAIT);
    expect(await tab(orderId)).toMatchObject({ status: 'COMPLETED', remaining_minor: 0 });

    // The kiosk went back to its welcome screen by itself
    await kiosk.page.getByTestId('welcome-title').waitFor({ timeout: 30_000 });
    expect(kiosk.errors).toEqual([]);
    expect(till.errors).toEqual([]);
    await kiosk.context.close();
    await till.context.close();
    expect((await setting(false)).status).toBe(200);
  });
});
