import { formatLira } from '@kiosk/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, findAccessibilityViolations, screenshot, settle } from './browser.js';
import { DEMO, openTillPage, openTillWithSession, signInByApi, type TokenBody } from './fixtures.js';
import { apiRequest } from './kiosk-helpers.js';
import { type PaymentRig, startPaymentRig } from './payment-rig.js';
import type { E2eServer } from './server.js';

// The till's checkout and its orders page against the real server and the card-terminal
// simulator (the spec's test environment): a card sale, a cash sale with change, a split card +
// cash payment whose card part is declined first, the customer-details dialog above the
// threshold, and a refund of one line. Screenshots at 1366×768, Turkish and English.

interface TillMenu {
  products: Array<{ id: string; name: string; price_minor: number }>;
}
interface OrderPayments {
  order_number: string;
  reference_number: number;
  status: string;
  total_minor: number;
  paid_minor: number;
  remaining_minor: number;
  refunded_minor: number;
  payments: Array<{ method: string; amount_minor: number; step: string; change_minor: number | null }>;
  refunds: Array<{ kind: string; amount_minor: number; status: string; reason: string }>;
}
interface OrderRow {
  id: string;
  order_number: string;
  payment_status: string;
  total_minor: number;
  customer: Record<string, unknown> | null;
}

const TILL = { width: 1366, height: 768 } as const;

let server: E2eServer;
let browser: Browser;
let simulator: PaymentRig['simulator'];
let cashier: TokenBody;
let admin: TokenBody;
let menu: TillMenu;
let menuEn: TillMenu;
let terminalId: string;
/** The card sale of the first test, refunded in the last one. */
let cardSale: { id: string; number: string } | null = null;
/** The cash sale of the second test, refunded whole in the last one. */
let cashSale: { id: string; number: string; total: number } | null = null;

beforeAll(async () => {
  ({ server, browser, simulator } = await startPaymentRig(300));
  [cashier, admin] = await Promise.all([
    signInByApi(server.urls.sale, DEMO.cashier),
    signInByApi(server.urls.admin, DEMO.admin),
  ]);
  const menuOf = async (lang: string) =>
    (await (
      await fetch(`${server.urls.sale}/functions/v1/get-menu-data-public?lang=${lang}`)
    ).json()) as TillMenu;
  [menu, menuEn] = await Promise.all([menuOf('tr'), menuOf('en')]);
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

/** The till signed in as the demo cashier, linked to the demo terminal, in `language`, at 1366×768. */
function openTill(language: 'tr' | 'en') {
  return openTillPage(browser, server.urls.sale, { tokens: cashier, terminalId, language, viewport: TILL });
}

/** Adds a product (its Turkish name) through the till's grid, searched in the page's language. */
async function add(page: Page, name: string, times = 1) {
  const id = product(name).id;
  const language = await page.evaluate(() => document.documentElement.lang);
  const shown = language === 'en' ? (menuEn.products.find((p) => p.id === id)?.name ?? name) : name;
  for (let i = 0; i < times; i += 1) {
    await page.getByTestId('product-search').fill(shown);
    await page.locator(`[data-testid="product-tile"][data-product-id="${id}"]`).click();
    const customize = page.getByTestId('customize-dialog');
    if (await customize.isVisible().catch(() => false)) {
      await page.getByTestId('customize-confirm').click();
      await customize.waitFor({ state: 'hidden' });
    }
  }
  await page.locator(`[data-testid="cart-line"][data-product-id="${id}"]`).first().waitFor();
}

async function charge(page: Page) {
  await page.getByTestId('charge').click();
  await page.getByTestId('checkout-dialog').waitFor();
}

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\u00a0/g, ' ').trim();
/** Money as every app shows it (packages/domain formatLira: tr 345,00 ₺, en ₺345.00), spaces plain. */
const tl = (minor: number, language: 'tr' | 'en') => formatLira(minor, language).replace(/\u00a0/g, ' ');

async function stage(page: Page, kind: string, timeout = 15_000) {
  await page.locator(`[data-testid="checkout-dialog"][data-stage="${kind}"]`).waitFor({ timeout });
}

async function shot(page: Page, name: string) {
  await settle(page);
  await screenshot(page, name);
}

async function orderPayments(orderId: string): Promise<OrderPayments> {
  const res = await apiRequest<{ data: OrderPayments }>(
    server.urls.sale,
    cashier.access_token,
    'GET',
    `/api/till/orders/${orderId}/payments`,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

async function orderByNumber(number: string): Promise<OrderRow> {
  const res = await apiRequest<{ data: OrderRow[] }>(
    server.urls.sale,
    cashier.access_token,
    'GET',
    '/functions/v1/manage-orders/list',
  );
  const found = res.body.data.find((o) => o.order_number === number);
  if (!found) throw new Error(`no order ${number}`);
  return found;
}

/** Card: choose the simulator's outcome, then take the payment. */
async function payByCard(page: Page, outcome: string) {
  await page.getByTestId('method-card').click();
  await page.getByTestId('test-outcome-chooser').locator(`[data-outcome="${outcome}"]`).click();
  await page.getByTestId('take-payment').click();
}

describe('checkout at the till', () => {
  it('Turkish: a card sale approved by the terminal, with its progress and the receipt', async () => {
    const { context, page, errors } = await openTill('tr');
    await add(page, 'Klasik Burger');
    await add(page, 'Kola');
    const total = product('Klasik Burger').price_minor + product('Kola').price_minor;
    await charge(page);
    await stage(page, 'tender');
    expect(await text(page, 'checkout-total')).toBe(tl(total, 'tr'));
    expect(await text(page, 'checkout-remaining')).toBe(tl(total, 'tr'));
    expect(await page.getByTestId('part-amount').inputValue()).toBe(
      `${Math.floor(total / 100)},${String(total % 100).padStart(2, '0')}`,
    );
    await shot(page, 'sale-checkout-tender-card-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);

    // a slow approval (3 s), so the progress can be seen
    await page.getByTestId('method-card').click();
    const chooser = page.getByTestId('test-outcome-chooser');
    await chooser.locator('[data-outcome="approve"]').click();
    await chooser.locator('[data-delay="3000"]').click();
    await page.getByTestId('take-payment').click();
    await stage(page, 'running');
    await page
      .locator('[data-testid="payment-steps"] li[data-state="active"]', { hasText: 'Onay bekleniyor' })
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    expect(await page.getByTestId('cancel-payment').isVisible()).toBe(true);
    // Esc never stops a running card payment
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('checkout-dialog').isVisible()).toBe(true);
    await shot(page, 'sale-checkout-card-progress-tr');

    await stage(page, 'receipt');
    const number = await text(page, 'receipt-order-number');
    expect(number).toMatch(/^\d{6}-\d{5}$/);
    const queue = Number(await text(page, 'receipt-queue-number'));
    expect(queue).toBeGreaterThan(0);
    const payments = page.getByTestId('receipt-payments').locator('li');
    expect(await payments.count()).toBe(1);
    expect(await payments.first().getAttribute('data-method')).toBe('card');
    expect(((await payments.first().textContent()) ?? '').replace(/\u00a0/g, ' ')).toContain(tl(total, 'tr'));
    await shot(page, 'sale-checkout-receipt-card-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    if (await page.getByTestId('show-terminal-receipt').isVisible()) {
      await page.getByTestId('show-terminal-receipt').click();
      await page.getByTestId('terminal-receipt-image').waitFor();
      await page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="terminal-receipt-image"]') as HTMLImageElement | null)
            ?.complete,
      );
      await shot(page, 'sale-checkout-terminal-receipt-tr');
      await page.keyboard.press('Escape');
    }

    const order = await orderByNumber(number);
    expect(order).toMatchObject({ payment_status: 'paid', total_minor: total });
    const money = await orderPayments(order.id);
    expect(money).toMatchObject({ paid_minor: total, remaining_minor: 0, reference_number: queue });
    cardSale = { id: order.id, number };

    // New sale: the cart is empty again
    await page.getByTestId('new-sale').click();
    await page.getByTestId('checkout-dialog').waitFor({ state: 'hidden' });
    expect(await page.locator('[data-testid="cart-line"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('English: a cash sale with a quick amount and the change due', async () => {
    const { context, page, errors } = await openTill('en');
    await add(page, 'Kola', 2);
    const total = product('Kola').price_minor * 2;
    await charge(page);
    await stage(page, 'tender');
    await page.getByTestId('method-cash').click();
    // quick amounts: exact, then the next 10 / 50 / 100 / 200 up
    const tendered = Math.ceil((total + 1) / 5000) * 5000;
    await page.getByTestId(`quick-cash-${tendered}`).click();
    expect(await text(page, 'change-due')).toBe(tl(tendered - total, 'en'));
    expect(await text(page, 'take-payment')).toBe(`Take ${tl(total, 'en')} in cash`);
    await shot(page, 'sale-checkout-tender-cash-en');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.getByTestId('take-payment').click();
    await stage(page, 'receipt');
    expect(await text(page, 'receipt-change')).toBe(tl(tendered - total, 'en'));
    expect(await page.getByTestId('checkout-receipt').textContent()).toContain('Payment complete');
    await shot(page, 'sale-checkout-receipt-cash-en');
    const order = await orderByNumber(await text(page, 'receipt-order-number'));
    cashSale = { id: order.id, number: order.order_number, total };
    const money = await orderPayments(order.id);
    expect(money.payments.filter((p) => p.step === 'paid')).toMatchObject([
      { method: 'cash', amount_minor: total, change_minor: tendered - total },
    ]);
    // Enter on the receipt starts the next sale
    await page.keyboard.press('Enter');
    await page.getByTestId('checkout-dialog').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Turkish: a split payment, card part declined then retried and approved, the rest in cash', async () => {
    const { context, page, errors } = await openTill('tr');
    await add(page, 'Klasik Burger');
    await add(page, 'Kola');
    const total = product('Klasik Burger').price_minor + product('Kola').price_minor;
    const cardPart = 20_000;
    await charge(page);
    await stage(page, 'tender');

    // the card part of 200 TL: the bank declines it
    await page.getByTestId('part-amount').fill('200');
    await payByCard(page, 'declined');
    await page.getByTestId('part-failed').waitFor({ timeout: 15_000 });
    expect(await text(page, 'part-error')).toBe(
      'Ödeme bankanız tarafından reddedildi. Lütfen başka bir kart deneyin.',
    );
    expect(await text(page, 'checkout-paid')).toBe(tl(0, 'tr'));
    expect(await text(page, 'checkout-remaining')).toBe(tl(total, 'tr'));
    // the failed part is offered again: card, 200 TL
    expect(await page.getByTestId('part-amount').inputValue()).toBe('200,00');
    expect(await page.getByTestId('method-card').getAttribute('aria-pressed')).toBe('true');
    // at 1366x768 the pay button is wholly in sight after the declined part's notice
    const payButtonHidden = await page.getByTestId('take-payment').evaluate((button) => {
      const box = button.getBoundingClientRect();
      let area = button.parentElement;
      while (area && getComputedStyle(area).overflowY !== 'auto') area = area.parentElement;
      const bottom = Math.min(area?.getBoundingClientRect().bottom ?? window.innerHeight, window.innerHeight);
      return Math.max(0, box.bottom - bottom);
    });
    expect(payButtonHidden).toBe(0);
    await shot(page, 'sale-checkout-split-declined-1366-tr');

    // retried: approved; paid and remaining move
    await payByCard(page, 'approve');
    await page.getByTestId('part-approved').waitFor({ timeout: 15_000 });
    expect(await text(page, 'checkout-paid')).toBe(tl(cardPart, 'tr'));
    expect(await text(page, 'checkout-remaining')).toBe(tl(total - cardPart, 'tr'));
    // the next part defaults to what remains; money taken: Esc does not close the checkout
    expect(await page.getByTestId('part-amount').inputValue()).toBe(
      `${Math.floor((total - cardPart) / 100)},${String((total - cardPart) % 100).padStart(2, '0')}`,
    );
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('checkout-dialog').isVisible()).toBe(true);

    // the rest in cash, exact
    await page.getByTestId('method-cash').click();
    await page.getByTestId(`quick-cash-${total - cardPart}`).click();
    expect(await text(page, 'change-due')).toBe(tl(0, 'tr'));
    await shot(page, 'sale-checkout-split-cash-tr');
    await page.getByTestId('take-payment').click();
    await stage(page, 'receipt');
    const methods = await page
      .getByTestId('receipt-payments')
      .locator('li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-method')));
    expect(methods).toEqual(['card', 'cash']);
    await shot(page, 'sale-checkout-receipt-split-tr');
    const order = await orderByNumber(await text(page, 'receipt-order-number'));
    const money = await orderPayments(order.id);
    expect(money).toMatchObject({ paid_minor: total, remaining_minor: 0 });
    expect(money.payments.filter((p) => p.step === 'paid').map((p) => [p.method, p.amount_minor])).toEqual([
      ['card', cardPart],
      ['cash', total - cardPart],
    ]);
    expect(money.payments.some((p) => p.step === 'failed')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('English: a waiting card payment cancelled at the terminal, the order still open for another try', async () => {
    const { context, page, errors } = await openTill('en');
    await add(page, 'Kola');
    await charge(page);
    await stage(page, 'tender');
    await page.getByTestId('method-card').click();
    await page.getByTestId('test-outcome-chooser').locator('[data-outcome="approve"]').click();
    // the terminal waits long for the card: the cashier cancels
    await page.getByTestId('test-outcome-chooser').locator('[data-delay="8000"]').click();
    await page.getByTestId('take-payment').click();
    await stage(page, 'running');
    await page.getByTestId('cancel-payment').click();
    await page.getByTestId('part-failed').waitFor({ timeout: 20_000 });
    expect(['cancelled', 'failed']).toContain(
      await page.getByTestId('part-failed').getAttribute('data-step'),
    );
    await shot(page, 'sale-checkout-card-cancelled-en');
    expect(await text(page, 'checkout-paid')).toBe(tl(0, 'en'));
    // nothing was taken: the checkout can be closed, the cart stays
    await page.keyboard.press('Escape');
    await page.getByTestId('checkout-dialog').waitFor({ state: 'hidden' });
    expect(await page.locator('[data-testid="cart-line"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Turkish: a reload during a card payment resumes the same order and its running part', async () => {
    const { context, page, errors } = await openTill('tr');
    await add(page, 'Ayran');
    await charge(page);
    await stage(page, 'tender');
    const number = await page.getByTestId('checkout-dialog').getAttribute('data-order-number');
    expect(number).toMatch(/^\d{6}-\d{5}$/);
    const chooser = page.getByTestId('test-outcome-chooser');
    await chooser.locator('[data-outcome="approve"]').click();
    await chooser.locator('[data-delay="8000"]').click();
    await page.getByTestId('take-payment').click();
    await stage(page, 'running');
    // the browser reloads while the customer is at the terminal: the cart is still there
    await page.reload();
    await page.locator('[data-testid="cart-line"]').first().waitFor();
    await charge(page);
    await stage(page, 'running');
    expect(await page.getByTestId('checkout-dialog').getAttribute('data-order-number')).toBe(number);
    await stage(page, 'receipt', 20_000);
    expect(await text(page, 'receipt-order-number')).toBe(number);
    const order = await orderByNumber(number ?? '');
    expect(order.payment_status).toBe('paid');
    const money = await orderPayments(order.id);
    expect(money.payments.filter((p) => p.step === 'paid')).toHaveLength(1);
    await page.getByTestId('new-sale').click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the customer details above the threshold: an invalid T.C. Kimlik No is refused, a valid one goes through', async () => {
    const setThreshold = (value: unknown) =>
      apiRequest(server.urls.admin, admin.access_token, 'PUT', '/rest/v1/settings/customer_info_min_amount', {
        value,
      });
    // the Turkish till is open before the admin lowers the threshold: it still knows the old one,
    // so the server's refusal (customer_info_required) brings the form, field by field
    const first = await openTill('tr');
    expect((await setThreshold({ enabled: true, amount: 100, operator: 'equal_or_greater' })).status).toBe(
      200,
    );
    try {
      for (const language of ['tr', 'en'] as const) {
        const { context, page, errors } = language === 'tr' ? first : await openTill(language);
        await add(page, 'Klasik Burger');
        await charge(page);
        await stage(page, 'customer');
        if (language === 'tr') {
          await page.getByTestId('customer-server-errors').waitFor();
          expect(await page.locator('#customer-tcKimlikNo-error').textContent()).toBe(
            'Geçerli bir T.C. Kimlik No girin (11 hane)',
          );
          await shot(page, 'sale-checkout-customer-required-tr');
        }
        await page.getByTestId('customer-firstName').fill('Ayşe');
        await page.getByTestId('customer-familyName').fill('Yılmaz');
        await page.getByTestId('customer-tcKimlikNo').fill('12345678901');
        await page.getByTestId('customer-province').selectOption('İstanbul');
        await page.getByTestId('customer-district').selectOption({ label: 'Kadıköy' });
        await page.getByTestId('customer-submit').click();
        await page.getByTestId('customer-errors').waitFor();
        // 11 digits with wrong check digits: the checksum is named, not "11 hane" (issue 29 item 16)
        expect(await page.locator('#customer-tcKimlikNo-error').textContent()).toBe(
          language === 'tr'
            ? 'T.C. Kimlik No hatalı: kontrol haneleri tutmuyor, numarayı kontrol edin'
            : 'Invalid T.C. Kimlik No: the check digits do not match; check the number',
        );
        await shot(page, `sale-checkout-customer-invalid-${language}`);
        expect(await findAccessibilityViolations(page)).toEqual([]);
        await page.getByTestId('customer-tcKimlikNo').fill('10000000146');
        // Enter submits the form
        await page.getByTestId('customer-tcKimlikNo').press('Enter');
        await stage(page, 'tender');
        await page.getByTestId('method-cash').click();
        await page.getByTestId(`quick-cash-${product('Klasik Burger').price_minor}`).click();
        await page.getByTestId('take-payment').click();
        await stage(page, 'receipt');
        const order = await orderByNumber(await text(page, 'receipt-order-number'));
        expect(order.customer).toMatchObject({
          firstName: 'Ayşe',
          familyName: 'Yılmaz',
          tcKimlikNo: '10000000146',
          district: 'Kadıköy / İstanbul',
        });
        await page.getByTestId('new-sale').click();
        expect(errors).toEqual([]);
        await context.close();
      }
    } finally {
      await setThreshold({ enabled: true, amount: 6000, operator: 'equal_or_greater' });
    }
  });
});

describe('orders and refunds at the till', () => {
  it('Turkish: finds the card sale among today’s orders and refunds one line at the terminal', async () => {
    if (!cardSale) throw new Error('the card sale test did not run');
    const { context, page, errors } = await openTill('tr');
    await page.goto(`${server.urls.sale}/till-orders`);
    await page.getByTestId('order-row').first().waitFor();
    await shot(page, 'sale-orders-list-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.getByTestId('orders-search').fill(cardSale.number.split('-')[1] ?? '');
    expect(await page.getByTestId('order-row').count()).toBe(1);
    await page.getByTestId('order-row').first().click();
    await page.getByTestId('order-detail').waitFor();
    await page.getByTestId('order-payments').waitFor();
    await shot(page, 'sale-orders-detail-tr');
    // the card payment's terminal receipt, from the order
    await page.getByTestId('payment-receipt').first().click();
    await page.getByRole('img', { name: 'Terminal fişi' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('img', { name: 'Terminal fişi' }).waitFor({ state: 'hidden' });
    expect(await page.getByTestId('order-detail').isVisible()).toBe(true);

    await page.getByTestId('open-refund').click();
    await page.getByTestId('refund-scope-lines').click();
    const cola = page.locator('[data-testid="refund-line"][data-product="Kola"]');
    await cola.getByTestId('refund-line-plus').click();
    expect(await text(page, 'refund-amount')).toBe(tl(product('Kola').price_minor, 'tr'));
    // a reason is required
    await page.getByTestId('refund-submit').click();
    expect(await page.getByText('İade nedeni gerekli').isVisible()).toBe(true);
    await page.getByTestId('refund-reason').fill('Müşteri içeceği istemedi');
    await shot(page, 'sale-orders-refund-tr');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.getByTestId('refund-submit').click();
    await page.getByTestId('refund-confirm').click();
    await page.getByTestId('refund-result').waitFor({ timeout: 15_000 });
    const kinds = await page
      .getByTestId('refund-result')
      .locator('li')
      .evaluateAll((items) =>
        items.map((li) => [li.getAttribute('data-kind'), li.getAttribute('data-status')]),
      );
    // one line of a card sale: refunded at the terminal (a void would cancel the whole sale)
    expect(kinds).toEqual([['refund', 'completed']]);
    await shot(page, 'sale-orders-refund-done-tr');

    const money = await orderPayments(cardSale.id);
    expect(money.refunded_minor).toBe(product('Kola').price_minor);
    expect(money.refunds).toMatchObject([
      {
        kind: 'refund',
        status: 'completed',
        amount_minor: product('Kola').price_minor,
        reason: 'Müşteri içeceği istemedi',
      },
    ]);
    await page.getByTestId('refund-close').click();
    await page.locator('[data-testid="order-refunds"] li[data-kind="refund"]').waitFor({ timeout: 10_000 });
    // the list reads it partly refunded, not "Ödendi"
    await page.reload();
    await page.getByTestId('orders-search').fill(cardSale.number);
    const badges = page.getByTestId('order-row').first().getByTestId('order-badges');
    await expect.poll(() => badges.textContent()).toBe('Kısmen iade edildi');
    await shot(page, 'sale-orders-list-partly-refunded-tr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('English: the orders page, empty search, and the cash sale refunded whole (cash handed back)', async () => {
    const { context, page, errors } = await openTill('en');
    await page.goto(`${server.urls.sale}/till-orders`);
    await page.getByTestId('order-row').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Orders' }).isVisible()).toBe(true);
    await shot(page, 'sale-orders-list-en');
    await page.getByTestId('orders-search').fill('99999');
    await page.getByTestId('orders-empty').waitFor();
    expect(await text(page, 'orders-empty')).toBe('No order matches your search');
    if (!cashSale) throw new Error('the cash sale test did not run');
    await page.getByTestId('orders-search').fill(cashSale.number);
    await page.getByTestId('order-row').first().click();
    await page.getByTestId('order-payments').waitFor();
    await shot(page, 'sale-orders-detail-en');
    await page.getByTestId('open-refund').click();
    expect(await text(page, 'refund-amount')).toBe(tl(cashSale.total, 'en'));
    await page.getByTestId('refund-reason').fill('Wrong order');
    await page.getByTestId('refund-submit').click();
    await page.getByTestId('refund-confirm').click();
    await page.getByTestId('refund-result').waitFor({ timeout: 15_000 });
    expect(await text(page, 'refund-cash-back')).toBe(
      `Hand ${tl(cashSale.total, 'en')} in cash to the customer`,
    );
    await shot(page, 'sale-orders-refund-cash-en');
    const money = await orderPayments(cashSale.id);
    expect(money).toMatchObject({ refunded_minor: cashSale.total });
    expect(money.refunds).toMatchObject([
      { kind: 'cash_return', status: 'completed', reason: 'Wrong order' },
    ]);
    await page.getByTestId('refund-close').click();
    // nothing is left to refund: no Refund button any more
    await page.locator('[data-testid="order-refunds"] li[data-kind="cash_return"]').waitFor();
    expect(await page.getByTestId('open-refund').count()).toBe(0);
    await page.reload();
    await page.getByTestId('orders-search').fill(cashSale.number);
    const badges = page.getByTestId('order-row').first().getByTestId('order-badges');
    await expect.poll(() => badges.textContent()).toBe('Refunded');
    await shot(page, 'sale-orders-list-refunded-en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
