import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, screenshot, settle } from './browser.js';
import { DEMO, openTillPage, openTillWithSession, signInByApi, type TokenBody } from './fixtures.js';
import { apiRequest, fetchMenu, type KioskMenu, productId } from './kiosk-helpers.js';
import { type PaymentRig, startPaymentRig } from './payment-rig.js';
import type { E2eServer } from './server.js';

// Issue 33 at the till (the demo cashier sells; the demo admin is the approving manager): a manual
// discount under the back office's limit (10 % / 100 TL by default) is paid without a PIN; one
// above it asks for "Yönetici PIN'i", refuses a wrong PIN and pays with the admin's; a meal deal
// (its dialog, and "Menü yap" on a burger) in an open order with a line discount is saved, opened
// again on another till with its parts and discount, and paid. One server, one browser.

const KDV10 = '00000000-0000-4000-8000-000000000048';
const TILL = { width: 1366, height: 768 } as const;
const WAIT = { timeout: 20_000 };
const PIN = '2468';

interface Order {
  id: string;
  status: string;
  total_minor: number;
  gross_minor: number;
  discount_minor: number;
  remaining_minor: number;
  discounts: Array<{ type: string; value: number; reason: string; scope: string; line?: number }>;
  items: Array<{
    product_id: string | null;
    discount_minor: number;
    parts: Array<{ product_id: string | null; group_name: string }>;
  }>;
}

let server: E2eServer;
let browser: Browser;
let simulator: PaymentRig['simulator'];
let cashier: TokenBody;
let admin: TokenBody;
let menu: KioskMenu;
let menuEn: KioskMenu;
let terminalId: string;
let dealId: string;

beforeAll(async () => {
  ({ server, browser, simulator } = await startPaymentRig(200));
  [cashier, admin] = await Promise.all([
    signInByApi(server.urls.sale, DEMO.cashier),
    signInByApi(server.urls.admin, DEMO.admin),
  ]);
  const call = <T = { id: string }>(method: 'POST' | 'PUT', path: string, body: unknown) =>
    apiRequest<T>(server.urls.admin, admin.access_token, method, path, body);
  // the admin's own approval PIN (the manager who approves discounts above the limit)
  const pin = await call('PUT', '/rest/v1/me/approval-pin', { pin: PIN, password: DEMO.admin.password });
  expect(pin.status).toBe(200);
  [menu, menuEn] = await Promise.all([fetchMenu(server.urls.sale), fetchMenu(server.urls.sale, 'en')]);
  const image = (menu.products as Array<{ image?: string | null }>).find((p) => p.image)?.image;
  const created = await call('POST', '/rest/v1/products', {
    price_minor: 25_000,
    image,
    category_id: 'food',
    tax_group_id: KDV10,
    translations: { tr: { name: 'Test Menü' }, en: { name: 'Test Meal' } },
  });
  expect(created.status).toBe(201);
  dealId = created.body.id;
  const deal = await call('POST', '/rest/v1/deals', {
    product_id: dealId,
    groups: [
      {
        name: 'Ana ürün',
        min: 1,
        max: 1,
        choices: [{ product_id: productId(menu, 'Klasik Burger'), price_delta_minor: 0 }],
      },
      {
        name: 'İçecek',
        min: 1,
        max: 1,
        choices: [
          { product_id: productId(menu, 'Ayran'), price_delta_minor: 0 },
          { product_id: productId(menu, 'Kola'), price_delta_minor: 500 },
        ],
      },
    ],
  });
  expect(deal.status).toBe(201);
  // the till's menu carries the deal once the server's cached copy was dropped
  const ready = async () => {
    const fresh = (await fetchMenu(server.urls.sale)) as KioskMenu & {
      pricing?: { deals: Array<{ product_id: string }> };
    };
    return fresh.pricing?.deals.some((d) => d.product_id === dealId) ?? false;
  };
  const until = Date.now() + 20_000;
  while (!(await ready())) {
    if (Date.now() > until) throw new Error('the deal never reached the menu');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  ({ terminalId } = await openTillWithSession(server.urls.sale, cashier.access_token));
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
  await simulator?.stop();
});

async function openTill(language: 'tr' | 'en') {
  const opened = await openTillPage(browser, server.urls.sale, {
    tokens: cashier,
    terminalId,
    language,
    viewport: TILL,
  });
  await opened.page.getByTestId('open-orders-bar').waitFor(WAIT);
  return opened;
}

/** Adds a product by its tile (its options confirmed as they are). */
async function add(page: Page, id: string, search: string) {
  await page.getByTestId('product-search').fill(search);
  await page.locator(`[data-testid="product-tile"][data-product-id="${id}"]`).click();
  const customize = page.getByTestId('customize-dialog');
  if (await customize.isVisible().catch(() => false)) {
    await page.getByTestId('customize-confirm').click();
    await customize.waitFor({ state: 'hidden' });
  }
  await page.locator(`[data-testid="cart-line"][data-product-id="${id}"]`).first().waitFor(WAIT);
}

/** The discount dialog filled: type, value, a preset reason or a typed one. */
async function discount(
  page: Page,
  input: { type: 'percent' | 'amount'; value: string; reason: string; typed?: string; shot?: string },
) {
  const dialog = page.getByTestId('discount-dialog');
  await dialog.waitFor(WAIT);
  await dialog.locator(`[data-testid="discount-type"] [data-value="${input.type}"]`).click();
  await page.getByTestId('discount-value').fill(input.value);
  await dialog.locator(`[data-testid="discount-reason"] [data-value="${input.reason}"]`).click();
  if (input.typed) await page.getByTestId('discount-reason-text').fill(input.typed);
  if (input.shot) await shot(page, input.shot);
  await page.getByTestId('discount-apply').click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
}

async function payCash(page: Page) {
  await page.locator('[data-testid="checkout-dialog"][data-stage="tender"]').waitFor(WAIT);
  await page.getByTestId('method-cash').click();
  await page.locator('[data-testid^="quick-cash-"]').first().click();
  await page.getByTestId('take-payment').click();
  await page.locator('[data-testid="checkout-dialog"][data-stage="receipt"]').waitFor(WAIT);
}

async function typePin(page: Page, pin: string) {
  for (const digit of pin) await page.getByTestId(`pin-key-${digit}`).click();
  await expect.poll(() => page.getByTestId('pin-dots').getAttribute('data-count')).toBe(String(pin.length));
  await page.getByTestId('pin-key-submit').click();
}

async function order(path: string): Promise<Order> {
  const res = await apiRequest<{ data: Order }>(server.urls.sale, cashier.access_token, 'GET', path);
  expect(res.status).toBe(200);
  return res.body.data;
}

async function shot(page: Page, name: string) {
  await settle(page);
  await screenshot(page, name);
}

/** The money a cart element shows, as kuruş ("1.234,50 TL" / "TL 1,234.50"). */
const cents = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\D/g, ''));

describe('manual discounts at the till (Turkish)', () => {
  it('under the limit pays without a PIN; above it asks for the PIN, refuses a wrong one and pays with the right one', async () => {
    const { page, errors, context } = await openTill('tr');
    const kola = productId(menu, 'Kola');
    const burger = productId(menu, 'Klasik Burger');

    // 5 % on the Kola line: under the limit
    await add(page, kola, 'Kola');
    const gross = await cents(page, 'cart-total');
    await page.locator('[data-testid="cart-line"]').first().getByTestId('line-discount').click();
    await discount(page, { type: 'percent', value: '5', reason: 'staff', shot: 'sale-discount-dialog-tr' });
    const saving = page.getByTestId('line-saving');
    await saving.waitFor(WAIT);
    expect(await saving.textContent()).toContain('Personel');
    const discounted = await cents(page, 'cart-total');
    expect(discounted).toBe(gross - Math.round(gross * 0.05));
    await page.getByTestId('charge').click();
    await payCash(page);
    expect(await page.getByTestId('pin-pad').count()).toBe(0);
    await page.getByTestId('new-sale').click();

    // 100 TL off the order: above the limit
    await add(page, burger, 'Klasik Burger');
    await add(page, kola, 'Kola');
    await page.getByTestId('order-discount-button').click();
    await discount(page, { type: 'amount', value: '100', reason: 'other', typed: 'Doğum günü' });
    await page.getByTestId('order-discount').waitFor(WAIT);
    expect(await page.getByTestId('order-discount').textContent()).toContain('100,00');
    await shot(page, 'sale-cart-savings-tr');
    const total = await cents(page, 'cart-total');
    await page.getByTestId('charge').click();

    // the server asks for a manager's PIN: the pad opens; a wrong PIN is refused
    await page.getByTestId('pin-pad').waitFor(WAIT);
    await shot(page, 'sale-pin-pad-tr');
    await typePin(page, '1111');
    await expect.poll(() => page.getByTestId('pin-error').textContent(), WAIT).toBe('PIN yanlış');
    await shot(page, 'sale-pin-pad-wrong-tr');
    await typePin(page, PIN);
    await page.getByTestId('pin-pad').waitFor({ state: 'hidden', ...WAIT });
    expect(await cents(page, 'checkout-total')).toBe(total);
    await payCash(page);
    expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
    await context.close();
  });
});

describe('a meal deal in an open order (English)', () => {
  it('the deal dialog and "Make it a meal", a line discount, saved to a tab, opened again on another till and paid', async () => {
    const first = await openTill('en');
    const { page } = first;
    const burger = productId(menu, 'Klasik Burger');
    const kola = productId(menu, 'Kola');

    // the deal in its dialog: Kola instead of Ayran (+5 TL)
    await page.getByTestId('product-search').fill('Test Meal');
    await page.locator(`[data-testid="product-tile"][data-product-id="${dealId}"]`).click();
    const dialog = page.getByTestId('deal-dialog');
    await dialog.waitFor(WAIT);
    const before = await cents(page, 'deal-price');
    await dialog.locator(`[data-testid="deal-choice"][data-product-id="${kola}"]`).click();
    await expect.poll(() => cents(page, 'deal-price')).toBe(before + 500);
    await shot(page, 'sale-deal-dialog-en');
    await page.getByTestId('deal-confirm').click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    const dealLine = page.locator(`[data-testid="cart-line"][data-product-id="${dealId}"]`);
    await dealLine.getByTestId('line-part').nth(1).waitFor(WAIT);

    // a burger made a meal with one tap
    await add(page, burger, menuEn.products.find((p) => p.id === burger)?.name ?? '');
    const upgrade = page.getByTestId('menu-upgrade');
    await upgrade.waitFor(WAIT);
    expect(await upgrade.textContent()).toContain('Make it a meal');
    await upgrade.click();
    await expect.poll(() => dealLine.count(), WAIT).toBe(2);

    // 5 % off the first meal, then the tab
    await dealLine.first().getByTestId('line-discount').click();
    await discount(page, { type: 'percent', value: '5', reason: 'regular' });
    await page.getByTestId('line-saving').waitFor(WAIT);
    await shot(page, 'sale-deal-cart-en');
    const total = await cents(page, 'cart-total');
    await page.getByTestId('open-order-create').click();
    await page.getByTestId('open-order-label').fill('Table 9');
    await page.getByTestId('open-order-create-submit').click();
    await page.getByTestId('linked-order').waitFor(WAIT);
    const tabId = (await page.getByTestId('linked-order').getAttribute('data-order-id')) ?? '';
    const saved = await order(`/api/till/open-orders/${tabId}`);
    expect(saved.total_minor).toBe(total);
    expect(saved.items.map((i) => i.parts.length)).toEqual([2, 2]);
    expect(saved.discounts).toEqual([
      expect.objectContaining({ type: 'percent', value: 5, scope: 'line', line: 0 }),
    ]);
    expect(first.errors).toEqual([]);
    await first.context.close();

    // another till opens the tab: its meals with their parts and the discount come back; paid
    const second = await openTill('en');
    await second.page.getByTestId('open-orders-button').click();
    const row = second.page.getByTestId('open-order-row').filter({ hasText: 'Table 9' });
    await row.waitFor(WAIT);
    await row.getByTestId('open-order-link').click();
    await second.page.getByTestId('linked-order').waitFor(WAIT);
    const reopened = second.page.locator(`[data-testid="cart-line"][data-product-id="${dealId}"]`);
    await expect.poll(() => reopened.count(), WAIT).toBe(2);
    expect(await reopened.first().getByTestId('line-part').count()).toBe(2);
    await second.page.getByTestId('line-saving').waitFor(WAIT);
    expect(await cents(second.page, 'cart-total')).toBe(total);
    expect(await second.page.getByTestId('linked-unsaved').count()).toBe(0);
    await shot(second.page, 'sale-deal-tab-reopened-en');
    await second.page.getByTestId('charge').click();
    await payCash(second.page);
    expect(await order(`/api/till/open-orders/${tabId}`)).toMatchObject({
      status: 'COMPLETED',
      remaining_minor: 0,
    });
    expect(second.errors).toEqual([]);
    await second.context.close();
  });
});
