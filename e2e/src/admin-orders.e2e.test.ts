import { readFile } from 'node:fs/promises';
import { formatLira } from '@kiosk/domain';
import { startSimulator } from '@kiosk/terminal-simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  closeBrowser,
  findAccessibilityViolations,
  launchBrowser,
  openPage,
  screenshot,
  settle,
} from './browser.js';
import {
  callApi,
  DEMO,
  openTillWithSession,
  signInByApi,
  signInKioskByApi,
  storedSession,
  type TokenBody,
} from './fixtures.js';
import { pointTerminalsAt } from './payment-rig.js';
import { type E2eServer, startTestServer } from './server.js';

// The orders back office (issue 8): a kiosk order paid at the simulated card terminal is found in
// the list, opened, its POS details and receipts shown, a receipt downloaded, and it is moved
// confirmed -> preparing -> ready -> completed; another order's items are edited (with a version
// conflict on the way); a third is cancelled with a reason. Both languages are captured.

interface MenuData {
  products: Array<{ id: string; name: string; price_minor: number }>;
  productConfigurations: Array<{ product_id: string; step_id: string }>;
  configurationSteps: Array<{ id: string; title: string; required: boolean }>;
  stepOptions: Array<{ step_id: string; option_id: string; is_default: boolean }>;
  pricing?: {
    deals: Array<{
      product_id: string;
      groups: Array<{ id: string; min: number; choices: Array<{ product_id: string }> }>;
    }>;
  };
}
interface CreatedOrder {
  id: string;
  order_number: string;
  reference_number: number;
}
interface OrderDetail extends CreatedOrder {
  status: string;
  version: number;
  total_amount_minor: number;
  metadata: Record<string, unknown>;
  order_items: Array<{ id: string; product: { id: string } | null; product_name: string; quantity: number }>;
  pos_details: Array<{
    pos_sale_number: string | null;
    terminal_id: string | null;
    sale_inquiry_link: string | null;
  }>;
  payment_details: { card_last4: string | null } | null;
  payments: Array<{ transaction_id: string | null; card: { last4: string | null } | null }>;
}

let simulator: Awaited<ReturnType<typeof startSimulator>>;
let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
let kiosk: TokenBody;
let menu: MenuData;
/** Paid at the terminal; walked to completed. */
let paidOrder: CreatedOrder;
/** Its items are edited. */
let editOrder: CreatedOrder;
/** Cancelled with a reason. */
let cancelOrder: CreatedOrder;

/** An order line for a menu product with each configuration step's default option. */
function lineFor(name: string, quantity = 1) {
  const product = menu.products.find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name} on the menu`);
  const selection: Record<string, Record<string, number>> = {};
  for (const link of menu.productConfigurations.filter((c) => c.product_id === product.id)) {
    const step = menu.configurationSteps.find((s) => s.id === link.step_id);
    const options = menu.stepOptions.filter((o) => o.step_id === link.step_id);
    const chosen = options.find((o) => o.is_default) ?? (step?.required ? options[0] : undefined);
    selection[link.step_id] = chosen ? { [chosen.option_id]: 1 } : {};
  }
  return { product_id: product.id, quantity, selection };
}

async function createOrder(items: ReturnType<typeof lineFor>[], extra: Record<string, unknown> = {}) {
  const res = await callApi<{ data: CreatedOrder }>(
    server.urls.kiosk,
    kiosk.access_token,
    '/functions/v1/manage-orders/create',
    { items, ...extra },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** Pays an order at the simulated terminal through the kiosk's payment API and waits for the result. */
async function pay(orderId: string): Promise<void> {
  const started = await callApi<{ data: { attempt_id: string } }>(
    server.urls.kiosk,
    kiosk.access_token,
    '/functions/v1/kiosk-payment/start',
    { order_id: orderId },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await callApi<{ data: { step: string } }>(
      server.urls.kiosk,
      kiosk.access_token,
      `/functions/v1/kiosk-payment/status?attempt_id=${started.body.data.attempt_id}`,
    );
    const step = status.body.data.step;
    if (step === 'paid') return;
    if (!['connecting', 'waiting', 'creating_order'].includes(step)) throw new Error(`payment ${step}`);
    if (Date.now() > deadline) throw new Error('payment did not settle in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Money as the back office (and every app) shows it in Turkish: 345,00 ₺ (packages/domain formatLira). */
const lira = (minor: number) => formatLira(minor, 'tr');

const detail = async (id: string) => {
  const res = await callApi<{ data: OrderDetail }>(
    server.urls.admin,
    admin.access_token,
    `/functions/v1/get-order-detail?orderId=${id}`,
  );
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 200, log: () => {} });
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  // the demo terminal points at this test's simulator (no API edits a terminal's address yet)
  await pointTerminalsAt(server.databaseUrl, simulator.port);
  admin = await signInByApi(server.urls.admin, DEMO.admin);
  kiosk = await signInKioskByApi(server.urls.kiosk);
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;

  cancelOrder = await createOrder([lineFor('Kola', 2)]);
  editOrder = await createOrder([lineFor('Klasik Burger'), lineFor('Çay', 2)]);
  paidOrder = await createOrder([lineFor('Klasik Burger'), lineFor('Ayran')], {
    notes: 'Soğansız olsun, lütfen',
    customer: {
      firstName: 'Ayşe',
      familyName: 'Yılmaz',
      email: 'ayse.yilmaz@example.com',
      phone: '+90 532 000 00 00',
      district: 'Kadıköy',
      address: 'Moda Cad. No: 12',
    },
  });
  await pay(paidOrder.id);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
  await simulator?.stop();
});

const signedIn = (language: 'tr' | 'en' = 'tr', height = 900) => ({
  viewport: { width: 1440, height },
  localStorage: { ...storedSession('admin', admin), language },
});
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
/** A screenshot once fonts and transitions settled and no toast covers the page. */
async function shot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  // no focus ring left over from the last click
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await settle(page);
  await screenshot(page, name);
}
const row = (page: Page, order: CreatedOrder) =>
  page.locator(`[data-testid="order-row"][data-order-number="${order.order_number}"]`);

/** Moves the order shown on the detail page to `status` through its status changer. */
async function moveTo(page: Page, optionText: string, badgeText: string) {
  await page.getByTestId('status-changer').click();
  await page.getByRole('menuitem', { name: optionText }).click();
  await toast(page, `Sipariş durumu güncellendi: ${badgeText}`).waitFor();
  await statusBadge(page, badgeText).waitFor();
}
const statusBadge = (page: Page, text: string) =>
  page.locator('header [data-testid="order-status"]').filter({ hasText: new RegExp(`^${text}$`) });

describe('orders list', () => {
  it('lists the paid kiosk order with its status, payment, total, customer and POS sale number', async () => {
    const { context, page, errors } = await openPage(browser, signedIn());
    await page.goto(`${server.urls.admin}/orders`);
    const paid = row(page, paidOrder);
    await paid.waitFor();
    expect(await page.getByRole('heading', { name: 'Siparişler' }).isVisible()).toBe(true);
    expect(await paid.getByTestId('order-status').textContent()).toBe('Onaylandı (Ödeme Alındı)');
    const text = (await paid.textContent()) ?? '';
    expect(text).toContain(`Sıra: ${paidOrder.reference_number}`);
    expect(text).toContain('Kart');
    expect(text).toContain('Ayşe Yılmaz');
    expect(text).toContain('2 ürün');
    expect(text).toContain('TRY');
    const posSale = (await detail(paidOrder.id)).pos_details[0]?.pos_sale_number;
    expect(posSale).toBeTruthy();
    expect(text).toContain(posSale);
    // unpaid kiosk orders are pending, guests
    const pending = row(page, cancelOrder);
    expect(await pending.getByTestId('order-status').textContent()).toBe('Bekliyor');
    expect(await pending.textContent()).toContain('Misafir Müşteri');
    expect(await page.getByTestId('orders-count').textContent()).toBe('3 siparişten 1–3 arası gösteriliyor');

    // the list offers only the allowed next steps: an unpaid order cannot be confirmed, only cancelled
    await row(page, cancelOrder).getByTestId('status-changer').click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Siparişi İptal Et']);
    await page.keyboard.press('Escape');

    await shot(page, 'admin-orders-list-tr');
    // the whole table fits a 1440 px screen with the side menu open
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    const table = page.getByTestId('orders-table').locator('..');
    // (1 px of sub-pixel rounding aside)
    expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    expect(await findAccessibilityViolations(page)).toEqual([]);

    // status filter: confirmed takes the paid order, not the pending ones
    await page.getByTestId('orders-status-filter').selectOption('confirmed');
    await page.waitForURL(/status=confirmed/);
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(1);
    await paid.waitFor();
    // date filter: today keeps it, and the filters live in the address
    await page.locator('[data-date-filter="today"]').click();
    await page.waitForURL(/date=today/);
    await paid.waitFor();
    await page.getByTestId('orders-status-filter').selectOption('completed');
    await page.getByText('Bu filtrelere uyan sipariş yok').waitFor();
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(3);

    // each order links to its detail page
    await paid.getByRole('link', { name: `#${paidOrder.order_number}` }).click();
    await page.waitForURL(new RegExp(`/orders/${paidOrder.id}$`));
    await page.getByRole('heading', { name: `Sipariş #${paidOrder.order_number}` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('order detail of the paid order', () => {
  it('shows POS details, payment, customer, receipts; downloads a receipt; walks the order to completed', async () => {
    const { context, page, errors } = await openPage(browser, signedIn('tr', 1500));
    await page.goto(`${server.urls.admin}/orders/${paidOrder.id}`);
    await page.getByRole('heading', { name: `Sipariş #${paidOrder.order_number}` }).waitFor();
    const current = await detail(paidOrder.id);
    expect(await page.getByTestId('order-queue').textContent()).toBe(`Sıra: ${paidOrder.reference_number}`);
    expect(await page.getByTestId('paid-badge').textContent()).toBe('ÖDENDİ');
    expect(await page.locator('header [data-testid="order-status"]').textContent()).toBe('Ödendi');

    // POS details: sale number, terminal, fiscal documents and the sale inquiry link
    const pos = page.getByTestId('pos-details');
    const posText = (await pos.textContent()) ?? '';
    expect(posText).toContain('POS Satış No');
    expect(posText).toContain(current.pos_details[0]?.pos_sale_number ?? '?');
    expect(posText).toContain(current.pos_details[0]?.terminal_id ?? '?');
    expect(posText).toContain('Mali Belgeler');
    expect(await pos.getByTestId('financial-documents').locator('li').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('sale-inquiry-link').getAttribute('href')).toBe(
      current.pos_details[0]?.sale_inquiry_link,
    );
    // payment, customer, notes, information
    const payment = (await page.getByTestId('payment-details').textContent()) ?? '';
    expect(payment).toContain(`•••• ${current.payment_details?.card_last4}`);
    expect(payment).toContain('Ödendi');
    // payments and refunds: the one card payment, approved, with its transaction number and card
    const payments = page.getByTestId('order-payments');
    expect(await payments.getByTestId('order-payment').count()).toBe(1);
    const paymentRow = (await payments.getByTestId('order-payment').textContent()) ?? '';
    expect(paymentRow).toContain('Kart');
    expect(paymentRow).toContain('Onaylandı');
    expect(paymentRow).toContain(`İşlem No ${current.payments[0]?.transaction_id}`);
    expect(paymentRow).toContain(`•••• ${current.payments[0]?.card?.last4}`);
    expect(await payments.textContent()).toContain('İade yok.');
    expect(await page.getByTestId('customer-details').textContent()).toContain('ayse.yilmaz@example.com');
    expect(await page.getByTestId('order-notes').textContent()).toContain('Soğansız olsun');
    expect(await page.getByTestId('order-info').textContent()).toContain('Kiosk');
    // a paid order's lines cannot change (its total is what was charged): disabled, with the reason
    expect(await page.getByTestId('edit-order-items').isDisabled()).toBe(true);
    expect(await page.getByTestId('items-locked').textContent()).toContain(
      'Ödemesi alınmış siparişin kalemleri değiştirilemez',
    );
    // customizations, grouped by step, open on demand
    const customizations = page.getByRole('button', { name: /^Özelleştirmeler \(\d+\)$/ });
    await customizations.click();
    expect(await customizations.getAttribute('aria-expanded')).toBe('true');
    await shot(page, 'admin-order-detail-paid-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    // receipt preview: title, secure-link notice, the image; download saves {number}_customer_receipt.png
    await page.getByTestId('open-receipt-customer').click();
    const dialog = page.getByRole('dialog', { name: 'Müşteri Fişi' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Bağlantı 5 dakika sonra geçersiz olur');
    const image = dialog.getByTestId('receipt-image');
    await expect
      .poll(() =>
        image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await shot(page, 'admin-receipt-modal-tr');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('download-receipt').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${paidOrder.order_number}_customer_receipt.png`);
    const saved = await readFile((await download.path()) ?? '');
    expect(saved.subarray(1, 4).toString()).toBe('PNG');
    await toast(page, 'Fiş indirildi').waitFor();
    await dialog.getByRole('button', { name: 'Kapat' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    // the merchant copy opens too
    await page.getByTestId('open-receipt-merchant').click();
    await page.getByRole('dialog', { name: 'İşyeri Fişi' }).getByTestId('receipt-image').waitFor();
    await page.keyboard.press('Escape');

    // confirmed (paid) -> preparing -> ready -> completed, only allowed steps offered
    await moveTo(page, 'Hazırlanıyor olarak işaretle', 'Hazırlanıyor');
    await page.getByTestId('status-changer').click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual([
      'Hazır olarak işaretle',
      'Siparişi İptal Et',
    ]);
    await page.getByRole('menuitem', { name: 'Hazır olarak işaretle' }).click();
    await statusBadge(page, 'Hazır').waitFor();
    await page.getByTestId('status-changer').click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual([
      'Tamamlandı olarak işaretle',
    ]);
    await page.getByRole('menuitem', { name: 'Tamamlandı olarak işaretle' }).click();
    await statusBadge(page, 'Tamamlandı').waitFor();
    // a completed order has no next step and cannot be edited
    await page.getByTestId('status-changer').waitFor({ state: 'detached' });
    expect(await page.getByTestId('edit-order-items').count()).toBe(0);
    expect(await page.getByTestId('order-info').textContent()).toContain('Tamamlanma/İptal Tarihi');
    const done = await detail(paidOrder.id);
    expect(done.status).toBe('completed');
    expect((done.metadata.status_history as unknown[]).length).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('payments in parts and refunds', () => {
  it('shows a till order paid by card and cash, then refunded: who, when, why and how much', async () => {
    const cashier = await signInByApi(server.urls.sale, DEMO.cashier);
    // cash at the till needs an open till session (the drawer)
    const { terminalId } = await openTillWithSession(server.urls.sale, cashier.access_token);
    const made = await callApi<{ data: CreatedOrder }>(
      server.urls.sale,
      cashier.access_token,
      '/functions/v1/manage-orders/create',
      { items: [lineFor('Klasik Burger'), lineFor('Ayran')] },
    );
    expect(made.status).toBe(201);
    const order = made.body.data;
    const total = (await detail(order.id)).total_amount_minor;
    const till = (path: string, body?: unknown) =>
      callApi<{ data: { id: string; step: string } }>(server.urls.sale, cashier.access_token, path, body);
    const settle = async (id: string) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const part = await till(`/api/till/payments/${id}`);
        if (part.body.data.step === 'paid') return;
        if (Date.now() > deadline) throw new Error(`part ${part.body.data.step}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const card = await till(`/api/till/orders/${order.id}/payments`, {
      pos_device_id: terminalId,
      method: 'card',
      amount_minor: 10_000,
    });
    await settle(card.body.data.id);
    const cash = await till(`/api/till/orders/${order.id}/payments`, {
      pos_device_id: terminalId,
      method: 'cash',
      amount_minor: total - 10_000,
      tendered_minor: total - 10_000 + 5_000,
    });
    await settle(cash.body.data.id);
    const refund = await till(`/api/till/orders/${order.id}/refunds`, {
      pos_device_id: terminalId,
      reason: 'Müşteri siparişten vazgeçti',
    });
    expect(refund.status).toBe(200);

    const { context, page, errors } = await openPage(browser, signedIn('tr', 1500));
    await page.goto(`${server.urls.admin}/orders/${order.id}`);
    const payments = page.getByTestId('order-payments');
    await payments.waitFor();
    const rows = await payments.getByTestId('order-payment').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`Kart · ${lira(10_000)}`);
    expect(rows[0]).toContain('kasiyer@kiosk.local tarafından');
    expect(rows[0]).toContain(`${lira(10_000)} iade edildi`);
    expect(rows[1]).toContain('Nakit');
    expect(rows[1]).toContain(`para üstü ${lira(5_000)}`);
    const refunds = await payments.getByTestId('order-refund').allTextContents();
    expect(refunds).toHaveLength(2);
    expect(refunds[0]).toContain('Nakit iade');
    expect(refunds[1]).toContain(`İptal (aynı gün) · ${lira(10_000)}`);
    expect(refunds[1]).toContain('Tamamlandı');
    expect(refunds[1]).toContain('Neden: Müşteri siparişten vazgeçti');
    // paid, refunded and due; the payment shown as refunded, no 'ÖDENDİ'
    const money = (key: string) => payments.getByTestId(`order-money-${key}`).textContent();
    expect(await money('paidAmount')).toContain(lira(0));
    expect(await money('refundedAmount')).toContain(lira(total));
    expect(await money('dueAmount')).toContain(lira(0));
    expect(await page.getByTestId('payment-state').textContent()).toBe('İade edildi');
    expect(await page.getByTestId('paid-badge').count()).toBe(0);
    // the header's status badge says so too, never 'Ödendi'
    expect(await page.getByTestId('order-detail').getByTestId('order-status').first().textContent()).toBe(
      'İade edildi',
    );
    await payments.scrollIntoViewIfNeeded();
    await shot(page, 'admin-order-detail-split-refunded-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    // refunded in full: no kitchen step or hand-over is offered any more, only cancelling
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('status-changer').click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual([
      'Siparişi İptal Et',
    ]);
    await animationsDone(page.getByRole('menu'));
    await screenshot(page, 'admin-order-detail-refunded-status-tr');
    await page.keyboard.press('Escape');

    // a card-paid order cancelled in the back office: the dialog says the money goes back, the
    // terminal voids it, then the order is cancelled and shown refunded
    const paidOrder = (
      await callApi<{ data: CreatedOrder }>(
        server.urls.sale,
        cashier.access_token,
        '/functions/v1/manage-orders/create',
        {
          items: [lineFor('Ayran')],
        },
      )
    ).body.data;
    const paidTotal = (await detail(paidOrder.id)).total_amount_minor;
    const paidCard = await till(`/api/till/orders/${paidOrder.id}/payments`, {
      pos_device_id: terminalId,
      method: 'card',
      amount_minor: paidTotal,
    });
    await settle(paidCard.body.data.id);
    await page.goto(`${server.urls.admin}/orders/${paidOrder.id}`);
    await page.getByTestId('paid-badge').waitFor({ timeout: 20_000 });
    await page.getByTestId('status-changer').click({ timeout: 20_000 });
    await page.getByRole('menuitem', { name: 'Siparişi İptal Et' }).click();
    const dialog = page.getByRole('dialog', { name: 'Siparişi İptal Et' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('cancel-refund-warning').textContent()).toContain(lira(paidTotal));
    await shot(page, 'admin-order-cancel-paid-refund-tr');
    await dialog.getByTestId('confirm-cancel-order').click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await page
      .locator('[data-testid="order-detail"][data-order-status="cancelled"]')
      .waitFor({ timeout: 10_000 });
    await page.getByTestId('payment-state').filter({ hasText: 'İade edildi' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('paid-badge').count()).toBe(0);
    expect(await payments.getByTestId('order-refund').allTextContents()).toEqual([
      expect.stringContaining('İptal (aynı gün)'),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('editing an order', () => {
  it('adds, raises, lowers and removes lines, saves, and explains a version conflict with a reload', async () => {
    const { context, page, errors } = await openPage(browser, signedIn('tr', 1100));
    await page.goto(`${server.urls.admin}/orders/${editOrder.id}`);
    await page.getByTestId('edit-order-items').click();
    const dialog = page.getByRole('dialog', { name: 'Sipariş Düzenle' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Sipariş #${editOrder.order_number}`);
    const line = (name: string) => dialog.locator(`[data-testid="edit-line"][data-product-name="${name}"]`);
    // minus is disabled at quantity 1
    expect(
      await line('Klasik Burger').getByRole('button', { name: 'Adedi azalt: Klasik Burger' }).isDisabled(),
    ).toBe(true);
    const save = dialog.getByTestId('save-order-items');
    expect(await save.isDisabled()).toBe(true);

    // search Turkish-aware: 'cay' finds Çay, which is on the order already: its quantity goes up
    await dialog.getByTestId('add-product-toggle').click();
    const search = dialog.getByRole('combobox', { name: 'Ürün ara' });
    expect(await search.getAttribute('placeholder')).toBe('Ürün adı veya SKU ile ara...');
    await dialog.getByTestId('product-results').waitFor();
    await search.fill('zzz');
    await dialog.getByText('Ürün bulunamadı').waitFor();
    await search.fill('cay');
    await dialog.locator('[role="option"][data-product-name="Çay"]').click();
    expect(await line('Çay').getByTestId('line-quantity').textContent()).toBe('3');
    // Escape with a changed line asks before discarding it; going back keeps the change (issue 29 item 17)
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Değişiklikler kaydedilmedi' });
    await discard.waitFor();
    await settle(page);
    await screenshot(page, 'admin-order-edit-discard-tr');
    await discard.getByRole('button', { name: 'Düzenlemeye dön' }).click();
    await discard.waitFor({ state: 'detached' });
    expect(await line('Çay').getByTestId('line-quantity').textContent()).toBe('3');
    // a new product found by its SKU (any case), taken by keyboard: Enter on the first match
    const products = await callApi<{ data: Array<{ name: string; sku: string | null }> }>(
      server.urls.admin,
      admin.access_token,
      '/rest/v1/products?q=Ayran',
    );
    const ayranSku = products.body.data.find((p) => p.name === 'Ayran')?.sku;
    expect(ayranSku).toMatch(/^[A-Z]{3}-\d{3}$/);
    await search.fill(String(ayranSku).toLowerCase());
    const match = dialog.locator('[role="option"][data-product-name="Ayran"]');
    expect(await match.textContent()).toContain(String(ayranSku));
    expect(await dialog.locator('[role="option"]').count()).toBe(1);
    await search.press('Enter');
    await line('Ayran').waitFor();
    expect(await line('Ayran').textContent()).toContain('Yeni');
    await line('Ayran').getByRole('button', { name: 'Adedi artır: Ayran' }).click();
    expect(await line('Ayran').getByTestId('line-quantity').textContent()).toBe('2');
    await line('Çay').getByRole('button', { name: 'Adedi azalt: Çay' }).click();
    expect(await line('Çay').getByTestId('line-quantity').textContent()).toBe('2');
    expect(await save.isDisabled()).toBe(false);
    await search.fill('');
    await shot(page, 'admin-order-edit-tr');

    // someone else edits the order meanwhile: saving explains the conflict and offers a reload
    const before = await detail(editOrder.id);
    const burger = before.order_items.find((i) => i.product_name === 'Klasik Burger');
    const other = await callApi(server.urls.admin, admin.access_token, '/functions/v1/update-order-items', {
      order_id: editOrder.id,
      version: before.version,
      items: [{ id: burger?.id, product_id: burger?.product?.id, quantity: 3 }],
    });
    expect(other.status).toBe(200);
    await save.click();
    const conflict = dialog.getByTestId('version-conflict');
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain('Sipariş başka biri tarafından değiştirildi');
    await shot(page, 'admin-order-edit-conflict-tr');
    await conflict.getByRole('button', { name: 'Güncel Siparişi Yükle' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await dialog.getByTestId('edit-line').count()).toBe(1);
    expect(await line('Klasik Burger').getByTestId('line-quantity').textContent()).toBe('3');

    // the edit again on the current order: burger down to 2, add Ayran, then save
    await line('Klasik Burger').getByRole('button', { name: 'Adedi azalt: Klasik Burger' }).click();
    await dialog.getByTestId('add-product-toggle').click();
    await dialog.getByRole('combobox', { name: 'Ürün ara' }).fill('ayran');
    await dialog.locator('[role="option"][data-product-name="Ayran"]').click();
    // removing every line leaves an empty order that cannot be saved
    await line('Ayran').getByRole('button', { name: 'Kaldır: Ayran' }).click();
    await line('Klasik Burger').getByRole('button', { name: 'Kaldır: Klasik Burger' }).click();
    await dialog.getByText('Sipariş boş. Ürün ekleyin.').waitFor();
    expect(await dialog.getByText('Sipariş en az bir ürün içermelidir').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'İptal', exact: true }).click();
    // the lines were changed: closing asks first; discarding closes the editor
    await page
      .getByRole('dialog', { name: 'Değişiklikler kaydedilmedi' })
      .getByRole('button', { name: 'Değişiklikleri at' })
      .click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByTestId('edit-order-items').click();
    await dialog.waitFor();
    await line('Klasik Burger').getByRole('button', { name: 'Adedi azalt: Klasik Burger' }).click();
    await dialog.getByTestId('add-product-toggle').click();
    await dialog.getByRole('combobox', { name: 'Ürün ara' }).fill('ayran');
    await dialog.locator('[role="option"][data-product-name="Ayran"]').click();
    const expectedTotal = await dialog.getByTestId('edit-total').textContent();
    await save.click();
    await toast(page, 'Sipariş kalemleri güncellendi').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // the detail shows the saved lines and the server's totals
    await expect.poll(() => page.getByTestId('order-item').count()).toBe(2);
    expect(await page.getByTestId('order-total').textContent()).toBe(expectedTotal);
    const after = await detail(editOrder.id);
    expect(after.order_items.map((i) => [i.product_name, i.quantity])).toEqual([
      ['Klasik Burger', 2],
      ['Ayran', 1],
    ]);
    expect(after.version).toBe(before.version + 2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('cancelling an order', () => {
  it('asks for a reason in the list and records who cancelled, when and why', async () => {
    const { context, page, errors } = await openPage(browser, signedIn('tr', 1000));
    await page.goto(`${server.urls.admin}/orders`);
    await row(page, cancelOrder).getByTestId('status-changer').click();
    await page.getByRole('menuitem', { name: 'Siparişi İptal Et' }).click();
    const dialog = page.getByRole('dialog', { name: 'Siparişi İptal Et' });
    await dialog.waitFor();
    expect(
      await dialog.getByRole('combobox', { name: 'İptal Nedeni' }).locator('option').allTextContents(),
    ).toEqual([
      'Neden belirtilmedi',
      'Müşteri İsteği',
      'Yanlış Sipariş',
      'Ödeme Sorunu',
      'Stok Sorunu',
      'Diğer',
    ]);
    await dialog.getByRole('combobox', { name: 'İptal Nedeni' }).selectOption('wrong_order');
    await dialog.getByRole('textbox', { name: 'Açıklama' }).fill('Müşteri yanlış içecek seçti');
    await dialog.getByTestId('confirm-cancel-order').click();
    await toast(page, 'Sipariş durumu güncellendi').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, cancelOrder).getByTestId('order-status').filter({ hasText: 'İptal' }).waitFor();
    // the row no longer offers any step
    expect(await row(page, cancelOrder).getByTestId('status-changer').count()).toBe(0);

    await row(page, cancelOrder).getByRole('link').click();
    const cancellation = page.getByTestId('cancellation-details');
    await cancellation.waitFor();
    const text = (await cancellation.textContent()) ?? '';
    expect(text).toContain('İptal Detayları');
    expect(text).toContain(DEMO.admin.email);
    expect(text).toContain('Yanlış Sipariş');
    expect(text).toContain('Müşteri yanlış içecek seçti');
    expect(await page.getByTestId('customer-details').textContent()).toContain('Misafir Müşteri');
    expect(await page.getByTestId('receipts').textContent()).toContain('Fiş bulunamadı');
    expect(await page.getByTestId('edit-order-items').count()).toBe(0);
    await shot(page, 'admin-order-detail-cancelled-tr');
    const cancelled = await detail(cancelOrder.id);
    expect(cancelled.metadata).toMatchObject({
      cancel_reason: 'wrong_order',
      cancelled_by: DEMO.admin.email,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the orders as cards on a phone', async () => {
    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      localStorage: { ...storedSession('admin', admin), language: 'tr' },
    });
    await page.goto(`${server.urls.admin}/orders`);
    await page.getByTestId('orders-cards').waitFor();
    // the three orders made before all tests, the till order paid in parts and the card order
    // cancelled with its refund
    expect(await page.getByTestId('order-row').count()).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'admin-orders-list-mobile-tr');
    await row(page, cancelOrder).getByRole('link').click();
    await page.getByTestId('cancellation-details').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so for an order that does not exist', async () => {
    const { context, page } = await openPage(browser, signedIn());
    await page.goto(`${server.urls.admin}/orders/00000000-0000-4000-8000-000000000000`);
    await page.getByTestId('order-not-found').getByText('Sipariş bulunamadı').waitFor();
    await page.getByRole('button', { name: 'Siparişlere Dön' }).click();
    await page.waitForURL(/\/orders$/);
    await context.close();
  });
});

describe('in English', () => {
  it('shows the list, the detail, the edit dialog and the receipt preview in English', async () => {
    const { context, page, errors } = await openPage(browser, signedIn('en'));
    await page.goto(`${server.urls.admin}/orders`);
    await row(page, paidOrder).waitFor();
    expect(await page.getByRole('heading', { name: 'Orders' }).isVisible()).toBe(true);
    expect(await row(page, paidOrder).getByTestId('order-status').textContent()).toBe('Completed');
    expect(await row(page, cancelOrder).getByTestId('order-status').textContent()).toBe('Cancelled');
    await shot(page, 'admin-orders-list-en');

    await page.setViewportSize({ width: 1440, height: 1500 });
    await page.goto(`${server.urls.admin}/orders/${paidOrder.id}`);
    await page.getByRole('heading', { name: `Order #${paidOrder.order_number}` }).waitFor();
    expect(await page.getByTestId('paid-badge').textContent()).toBe('PAID');
    expect(await page.getByTestId('pos-details').textContent()).toContain('Fiscal documents');
    await page.getByRole('button', { name: /^Customizations \(\d+\)$/ }).click();
    await shot(page, 'admin-order-detail-paid-en');
    await page.getByTestId('open-receipt-merchant').click();
    const receipt = page.getByRole('dialog', { name: 'Merchant receipt' });
    await receipt.getByTestId('receipt-image').waitFor();
    await expect
      .poll(() =>
        receipt.getByTestId('receipt-image').evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await shot(page, 'admin-receipt-modal-en');
    await receipt.getByRole('button', { name: 'Close' }).first().click();

    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`${server.urls.admin}/orders/${cancelOrder.id}`);
    await page.getByTestId('cancellation-details').getByText('Wrong order').waitFor();
    await shot(page, 'admin-order-detail-cancelled-en');

    await page.goto(`${server.urls.admin}/orders/${editOrder.id}`);
    await page.getByTestId('edit-order-items').click();
    const dialog = page.getByRole('dialog', { name: 'Edit order' });
    await dialog.getByTestId('add-product-toggle').click();
    await dialog.getByRole('combobox', { name: 'Search products' }).fill('su');
    await dialog.getByTestId('product-results').waitFor();
    await shot(page, 'admin-order-edit-en');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a meal deal (issue 33)', () => {
  it("shows a paid 'Klasik Burger Menü' as one line with its parts and their shares, in both languages", async () => {
    const product = menu.products.find((p) => p.name === 'Klasik Burger Menü');
    const deal = menu.pricing?.deals.find((d) => d.product_id === product?.id);
    if (!product || !deal) throw new Error('no Klasik Burger Menü deal on the menu');
    const parts = deal.groups
      .filter((g) => g.min > 0)
      .map((g) => {
        const name = menu.products.find((p) => p.id === g.choices[0]?.product_id)?.name as string;
        const { product_id, selection } = lineFor(name);
        return { group_id: g.id, product_id, selection };
      });
    const order = await createOrder([{ product_id: product.id, quantity: 1, selection: {}, parts } as never]);
    await pay(order.id);
    const current = await detail(order.id);
    const dealItem = current.order_items.find((i) => i.product_name === 'Klasik Burger Menü');
    expect(dealItem).toBeTruthy();
    for (const [language, badge] of [
      ['tr', 'Menü'],
      ['en', 'Meal deal'],
    ] as const) {
      const { context, page, errors } = await openPage(browser, signedIn(language, 1200));
      await page.goto(`${server.urls.admin}/orders/${order.id}`);
      const items = page.getByTestId('order-items');
      await items.getByTestId('order-item-parts').waitFor();
      // the deal is one line (its parts are not lines of their own), priced at the order's total
      expect(await items.getByTestId('order-item').count()).toBe(1);
      expect(await items.getByTestId('order-item-parts').locator('li').count()).toBe(parts.length);
      const text = (await items.getByTestId('order-item').textContent()) ?? '';
      expect(text).toContain(badge);
      expect(text).toContain(formatLira(current.total_amount_minor, language));
      await shot(page, `admin-order-deal-${language}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
