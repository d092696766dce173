import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, closeBrowser, openPage, screenshot, settle } from './browser.js';
import { DEMO, signInByApi, signInKioskByApi, storedSession, type TokenBody } from './fixtures.js';
import {
  addProduct,
  apiRequest,
  fetchMenu,
  type KioskMenu,
  LANDSCAPE,
  openKiosk,
  productCard,
  productId,
  startOrder,
} from './kiosk-helpers.js';
import { type PaymentRig, startPaymentRig } from './payment-rig.js';
import type { E2eServer } from './server.js';

// Issue 33 on the kiosk: a meal deal ordered through its guided flow (a large drink +15 TL) and
// paid, with a happy-hour Kola in the same order (the order's total is the one the cart showed,
// priced by the same priceCart); "Menü yap" turning a burger into the menu; a breakfast category
// 07:00-11:00 gone at 11:00 on a fake clock. One server, one browser, one payment simulator.

const KDV10 = '00000000-0000-4000-8000-000000000048';
let server: E2eServer;
let browser: Browser;
let simulator: PaymentRig['simulator'];
let admin: TokenBody;
let menu: KioskMenu & { pricing?: { time_zone: string } };
let dealId: string;
let largeCola: string;
let breakfastProduct: string;

const call = <T = { id: string }>(method: 'POST' | 'PUT', path: string, body: unknown) =>
  apiRequest<T>(server.urls.admin, admin.access_token, method, path, body);

/** "HH:MM" on the outlet's wall clock, `minutes` from now. */
function wallClock(minutes: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
}

/** The latest instant before now when the outlet's clock read 10:59:50 (a past instant keeps the session valid). */
function lastBreakfastEnd(timeZone: string): Date {
  for (let back = 0; back < 48 * 3600; back += 1) {
    const at = new Date(Math.floor(Date.now() / 1000 - back) * 1000);
    const text = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    if (text === '10:59:50') return at;
  }
  throw new Error('no 10:59:50 in two days');
}

beforeAll(async () => {
  ({ server, browser, simulator } = await startPaymentRig(300));
  admin = await signInByApi(server.urls.admin, DEMO.admin);
  menu = await fetchMenu(server.urls.kiosk);
  const image = (menu.products as Array<{ image?: string | null }>).find((p) => p.image)?.image;
  const product = async (tr: string, en: string, price: number, category: string) => {
    const created = await call('POST', '/rest/v1/products', {
      price_minor: price,
      image,
      category_id: category,
      tax_group_id: KDV10,
      translations: { tr: { name: tr }, en: { name: en } },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  dealId = await product('Test Burger Menü', 'Test Burger Meal', 30_000, 'food');
  largeCola = await product('Büyük Kola', 'Large Cola', 8_000, 'drinks');
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
        name: 'Yan ürün',
        min: 1,
        max: 1,
        choices: [
          { product_id: productId(menu, 'Patates Kızartması'), price_delta_minor: 0 },
          { product_id: productId(menu, 'Soğan Halkası'), price_delta_minor: 1_000 },
        ],
      },
      {
        name: 'İçecek',
        min: 1,
        max: 1,
        choices: [
          { product_id: productId(menu, 'Ayran'), price_delta_minor: 0 },
          { product_id: largeCola, price_delta_minor: 1_500 },
        ],
      },
    ],
  });
  expect(deal.status).toBe(201);
  const timeZone = menu.pricing?.time_zone ?? 'Europe/Istanbul';
  // a happy hour on Kola around the real now, on the kiosk
  const promotion = await call('POST', '/rest/v1/promotions', {
    name: 'Happy hour',
    channels: ['kiosk'],
    times: [{ start: wallClock(-60, timeZone), end: wallClock(60, timeZone) }],
    target: { product_ids: [productId(menu, 'Kola')] },
    kind: { type: 'percent_off', percent: 20 },
  });
  expect(promotion.status).toBe(201);
  // the breakfast: a category of its own with one product, 07:00-11:00
  const category = await call('POST', '/rest/v1/categories', { name: 'Kahvaltı' });
  expect(category.status).toBe(201);
  breakfastProduct = await product('Menemen', 'Menemen', 9_000, category.body.id);
  const windows = await call('PUT', `/rest/v1/categories/${category.body.id}/availability`, {
    windows: [{ start: '07:00', end: '11:00' }],
  });
  expect(windows.status).toBe(200);
  // the kiosk's menu carries the new rules once the server's cached copy was dropped
  const ready = async () => {
    menu = await fetchMenu(server.urls.kiosk);
    const pricing = (
      menu as { pricing?: { deals: Array<{ product_id: string }>; promotions: Array<{ name: string }> } }
    ).pricing;
    return (
      (pricing?.deals.some((d) => d.product_id === dealId) ?? false) &&
      (pricing?.promotions.some((p) => p.name === 'Happy hour') ?? false) &&
      menu.products.some((p) => p.id === breakfastProduct)
    );
  };
  for (let tries = 0; !(await ready()); tries += 1) {
    if (tries > 60) throw new Error('the menu never carried the deal, the promotion and the breakfast');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
  await simulator?.stop();
});

async function shot(page: Page, name: string) {
  await settle(page);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await screenshot(page, name);
}

const plain = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ').trim();

async function toCart(page: Page) {
  const bar = page.getByTestId('cart-bar');
  if (await bar.isVisible()) await bar.getByRole('button').click();
  else await page.getByTestId('checkout').click();
  await page.getByTestId('pay-now').waitFor();
}

/** Taps a choice of the deal flow's current step. */
async function choose(page: Page, id: string) {
  await page
    .getByTestId('deal-dialog')
    .locator(`[data-testid="deal-choice"][data-product-id="${id}"]`)
    .click();
}

describe('meal deals, promotions and dayparts on the kiosk', () => {
  it('orders a menu with a large drink through the guided flow and a happy-hour Kola; the order is the priced total with its parts', {
    timeout: 180_000,
  }, async () => {
    const { context, page, errors } = await openKiosk(browser, server.urls.kiosk);
    try {
      await startOrder(page, 'takeaway');
      await productCard(page, dealId).click();
      const dialog = page.getByTestId('deal-dialog');
      await dialog.waitFor();
      await animationsDone(dialog);
      expect(plain(await dialog.getByTestId('deal-step-title').textContent())).toContain('Ana ürün');
      // the burger has options of its own: they are chosen inside the flow
      await choose(page, productId(menu, 'Klasik Burger'));
      await dialog.getByTestId('add-to-cart').click();
      await dialog.getByTestId('deal-step-title').filter({ hasText: 'Yan ürün' }).waitFor();
      await choose(page, productId(menu, 'Patates Kızartması'));
      await dialog.getByTestId('deal-step-title').filter({ hasText: 'İçecek' }).waitFor();
      const large = dialog.locator(`[data-testid="deal-choice"][data-product-id="${largeCola}"]`);
      expect(plain(await large.getByTestId('deal-choice-delta').textContent())).toBe('+15,00 ₺');
      await shot(page, 'kiosk-deal-flow');
      // back goes one step back, the choice kept
      await dialog.getByTestId('deal-back').click();
      await dialog.getByTestId('deal-step-title').filter({ hasText: 'Yan ürün' }).waitFor();
      await dialog.getByTestId('deal-next').click();
      await large.click();
      await dialog.getByTestId('deal-summary').waitFor();
      const price = Number(await dialog.getByTestId('deal-price').getAttribute('data-total-minor'));
      expect(price).toBeGreaterThanOrEqual(31_500);
      await shot(page, 'kiosk-deal-summary');
      await dialog.getByTestId('deal-add').click();
      await dialog.waitFor({ state: 'hidden' });

      await addProduct(page, productId(menu, 'Kola'));
      await toCart(page);
      const lines = page.getByTestId('cart-line');
      const dealLine = lines.filter({ has: page.getByTestId('cart-line-parts') });
      expect(plain(await dealLine.getByTestId('cart-line-parts').textContent())).toContain('Büyük Kola');
      const colaLine = page.locator(
        `[data-testid="cart-line"][data-product-id="${productId(menu, 'Kola')}"]`,
      );
      expect(plain(await colaLine.getByTestId('cart-line-saving').textContent())).toBe('Happy hour −12,00 ₺');
      expect(plain(await colaLine.getByTestId('cart-line-list-price').textContent())).toContain('60,00 ₺');
      expect(plain(await page.getByTestId('cart-saving').textContent())).toBe('−12,00 ₺');
      const total = Number(await page.getByTestId('cart-total').getAttribute('data-total-minor'));
      expect(total).toBe(price + 4_800);
      await shot(page, 'kiosk-cart-saving');

      await fetch(`${simulator.url}/__sim/next`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'approve', delayMs: 800 }),
      });
      await page.getByTestId('pay-now').click();
      const step = page.getByTestId('suggestion-step');
      const success = page.getByTestId('payment-success');
      await Promise.race([step.waitFor(), success.waitFor({ timeout: 30_000 })]);
      if (await step.isVisible()) await step.getByTestId('suggestions-continue').click();
      await success.waitFor({ timeout: 30_000 });
      const number = plain(await page.getByTestId('order-number').textContent());
      const list = await apiRequest<{
        data: Array<{
          order_number: string;
          total_minor: number;
          discount_minor: number;
          items: Array<{ product_id: string; parts: Array<{ product_id: string; group_name: string }> }>;
        }>;
      }>(server.urls.admin, admin.access_token, 'GET', '/functions/v1/manage-orders/list');
      const order = list.body.data.find((o) => o.order_number === number);
      expect(order).toMatchObject({ total_minor: total, discount_minor: 1_200 });
      const meal = order?.items.find((i) => i.product_id === dealId);
      expect(meal?.parts.map((p) => p.product_id)).toEqual([
        productId(menu, 'Klasik Burger'),
        productId(menu, 'Patates Kızartması'),
        largeCola,
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('"Make it a menu" (English): a burger just added becomes the menu, the burger already chosen', {
    timeout: 120_000,
  }, async () => {
    const { context, page, errors } = await openKiosk(browser, server.urls.kiosk, {
      language: 'en',
      viewport: LANDSCAPE,
    });
    try {
      await startOrder(page, 'eat_in');
      await addProduct(page, productId(menu, 'Klasik Burger'));
      // landscape: the offer is part of the cart panel beside the menu
      const offer = page.getByTestId('cart-panel').getByTestId('upgrade-offer');
      await offer.waitFor();
      expect(plain(await offer.getByTestId('upgrade-accept').textContent())).toMatch(
        /^Make it a menu \+₺\d+\.\d\d$/,
      );
      await shot(page, 'kiosk-deal-upgrade-offer');
      const offered = await offer.getAttribute('data-deal-id');
      await offer.getByTestId('upgrade-accept').click();
      const dialog = page.getByTestId('deal-dialog');
      await dialog.waitFor();
      // the flow opens at the groups left: the burger's group is done
      expect(plain(await dialog.getByTestId('deal-step-title').textContent())).not.toContain('Ana ürün');
      // every other group was prefilled with its cheapest choice: go on to the summary
      while (!(await dialog.getByTestId('deal-summary').isVisible())) {
        await dialog.getByTestId('deal-next').click();
      }
      await dialog.getByTestId('deal-add').click();
      await dialog.waitFor({ state: 'hidden' });
      const panel = page.getByTestId('cart-panel');
      const lines = panel.getByTestId('cart-line');
      await expect.poll(() => lines.count()).toBe(1);
      expect(await lines.first().getAttribute('data-product-id')).toBe(offered);
      expect(plain(await lines.first().getByTestId('cart-line-parts').textContent())).toContain(
        'Classic Burger',
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a breakfast category 07:00-11:00 is on the menu at 10:59:50 and goes at 11:00 by itself (fake clock)', {
    timeout: 120_000,
  }, async () => {
    const timeZone = menu.pricing?.time_zone ?? 'Europe/Istanbul';
    const device = await signInKioskByApi(server.urls.kiosk);
    const { context, page, errors } = await openPage(browser, {
      viewport: LANDSCAPE,
      localStorage: { ...storedSession('kiosk', device), language: 'tr' },
    });
    try {
      await page.clock.install({ time: lastBreakfastEnd(timeZone) });
      await page.goto(server.urls.kiosk);
      await page.getByTestId('welcome-title').waitFor();
      await startOrder(page, 'eat_in');
      const card = productCard(page, breakfastProduct);
      await card.waitFor();
      const tab = page.getByTestId('category-tab').filter({ hasText: 'Kahvaltı' });
      expect(await tab.count()).toBe(1);
      await addProduct(page, breakfastProduct);
      await addProduct(page, productId(menu, 'Ayran'));
      const line = page
        .getByTestId('cart-panel')
        .locator(`[data-testid="cart-line"][data-product-id="${breakfastProduct}"]`);
      expect(await line.getByRole('alert').count()).toBe(0);
      await page.clock.runFor(15_000);
      await card.waitFor({ state: 'detached' });
      expect(await tab.count()).toBe(0);
      expect(await productCard(page, productId(menu, 'Klasik Burger')).count()).toBe(1);
      // the line already in the cart is flagged and blocks paying, said plainly
      expect(plain(await line.getByRole('alert').textContent())).toBe(
        'Bu ürün şu saatte satılmıyor; lütfen sepetten çıkarın.',
      );
      await page.getByTestId('checkout').click();
      await page.getByTestId('pay-now').waitFor();
      expect(await page.getByTestId('pay-now').isDisabled()).toBe(true);
      expect(plain(await page.getByRole('alert').first().textContent())).toContain(
        'Sepetinizde şu saatte satılmayan ürünler var.',
      );
      await shot(page, 'kiosk-daypart-cart-blocked');
      // removing it lets the customer pay for the rest
      const gone = page.locator(`[data-testid="cart-line"][data-product-id="${breakfastProduct}"]`);
      await gone.getByRole('button', { name: /kaldır/ }).click();
      await gone.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('pay-now').isDisabled()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
