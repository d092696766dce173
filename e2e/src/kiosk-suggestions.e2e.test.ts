import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, closeBrowser, findAccessibilityViolations, openPage, settle } from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import {
  addProduct,
  apiRequest,
  fetchMenu,
  type KioskMenu,
  openKiosk,
  productId,
  startOrder,
} from './kiosk-helpers.js';
import { type PaymentRig, startPaymentRig } from './payment-rig.js';
import type { E2eServer } from './server.js';

// Suggestions before payment ("Yanında ne olsun?", issue 19): set through the API, shown by the
// kiosk after "Pay now", one added with a tap, paid at the simulator; the admin's picker shows the
// list and the dashboard's take rate counts the order. One server, one browser, one simulator.

const SHOTS = '/tmp/shots';
let server: E2eServer;
let browser: Browser;
let simulator: PaymentRig['simulator'];
let admin: TokenBody;
let menu: KioskMenu;

beforeAll(async () => {
  ({ server, browser, simulator } = await startPaymentRig(300));
  admin = await signInByApi(server.urls.admin, DEMO.admin);
  menu = await fetchMenu(server.urls.kiosk);
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
  await simulator?.stop();
});

async function viewShot(page: Page, name: string) {
  await settle(page);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('suggestions before payment', () => {
  it('the kiosk offers them after "Pay now"; one is added with a tap, one with options through the product dialog; the take rate counts both', {
    timeout: 120_000,
  }, async () => {
    const burger = productId(menu, 'Klasik Burger');
    const fries = productId(menu, 'Patates Kızartması');
    const ayran = productId(menu, 'Ayran');
    const cola = productId(menu, 'Kola');
    const put = (path: string, ids: string[]) =>
      apiRequest(server.urls.admin, admin.access_token, 'PUT', path, { product_ids: ids });
    expect((await put(`/rest/v1/products/${burger}/suggestions`, [fries, ayran])).status).toBe(200);
    expect((await put('/rest/v1/categories/burgers/suggestions', [cola, fries])).status).toBe(200);
    // the kiosk's menu carries them once the server's cached copy was dropped
    await expect
      .poll(
        async () => ((await fetchMenu(server.urls.kiosk)) as { suggestions?: unknown[] }).suggestions?.length,
        {
          timeout: 15_000,
        },
      )
      .toBe(2);

    const { context, page, errors } = await openKiosk(browser, server.urls.kiosk);
    try {
      await fetch(`${simulator.url}/__sim/next`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'approve', delayMs: 800 }),
      });
      await startOrder(page, 'takeaway');
      await addProduct(page, burger);
      const bar = page.getByTestId('cart-bar');
      if (await bar.isVisible()) await bar.getByRole('button').click();
      else await page.getByTestId('checkout').click();
      await page.getByTestId('pay-now').click();

      // the step: the product's own suggestions first, then the category's, each once
      const step = page.getByTestId('suggestion-step');
      await step.waitFor();
      const cards = step.getByTestId('suggestion-card');
      expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-product-id')))).toEqual([
        fries,
        ayran,
        cola,
      ]);
      expect(await step.getByRole('heading').first().textContent()).toBe('Yanında ne olsun?');
      expect(await step.getByTestId('suggestions-continue').textContent()).toContain('Hayır, teşekkürler');
      await viewShot(page, 'suggest-kiosk-step');
      expect(await findAccessibilityViolations(page)).toEqual([]);

      // one tap adds the fries; the button now goes on to the payment
      await step.locator(`[data-testid="suggestion-card"][data-product-id="${fries}"]`).click();
      await step
        .locator(`[data-testid="suggestion-card"][data-product-id="${fries}"][data-added="true"]`)
        .waitFor();
      expect(await step.getByTestId('suggestions-continue').textContent()).toContain('Ödemeye geç');
      await viewShot(page, 'suggest-kiosk-added');
      await step.getByTestId('suggestions-continue').click();

      await page.getByTestId('payment-success').waitFor({ timeout: 30_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // a suggestion with options opens the product dialog; the line it adds counts as suggested.
    // It is saved while a customer is already ordering: the kiosk picks it up live, no reload.
    const chickenBurger = productId(menu, 'Tavuk Burger');
    const second = await openKiosk(browser, server.urls.kiosk);
    try {
      const page = second.page;
      await startOrder(page, 'eat_in');
      await addProduct(page, ayran);
      expect((await put(`/rest/v1/products/${ayran}/suggestions`, [chickenBurger])).status).toBe(200);
      await expect
        .poll(
          async () =>
            ((await fetchMenu(server.urls.kiosk)) as { suggestions?: unknown[] }).suggestions?.length,
          { timeout: 15_000 },
        )
        .toBe(3);
      // the kiosk's own copy of the menu gets the new list from the live change
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('kiosk_menu_cache:tr') ?? ''), {
          timeout: 15_000,
        })
        .toContain(`"source_id":"${ayran}"`);
      const bar = page.getByTestId('cart-bar');
      if (await bar.isVisible()) await bar.getByRole('button').click();
      else await page.getByTestId('checkout').click();
      await page.getByTestId('pay-now').click();
      const step = page.getByTestId('suggestion-step');
      const card = step.locator(`[data-testid="suggestion-card"][data-product-id="${chickenBurger}"]`);
      await card.click();
      const dialog = page.getByTestId('product-dialog');
      await dialog.waitFor();
      await animationsDone(dialog);
      await dialog.getByTestId('add-to-cart').click();
      await dialog.waitFor({ state: 'hidden' });
      await step
        .locator(`[data-testid="suggestion-card"][data-product-id="${chickenBurger}"][data-added="true"]`)
        .waitFor();
      await step.getByTestId('suggestions-continue').click();
      await page.getByTestId('payment-success').waitFor({ timeout: 30_000 });
      expect(second.errors).toEqual([]);
    } finally {
      await second.context.close();
    }

    // the orders: the fries and the chicken burger came from suggestions; the take rate counts both
    const dashboard = await apiRequest<{
      data: { suggestions: { shown_orders: number; accepted_orders: number } };
    }>(server.urls.admin, admin.access_token, 'GET', '/functions/v1/sales-dashboard?preset=today');
    expect(dashboard.body.data.suggestions).toEqual({ shown_orders: 2, accepted_orders: 2 });

    const opened = await openPage(browser, {
      localStorage: { ...storedSession('admin', admin), language: 'tr' },
    });
    try {
      await opened.page.goto(`${server.urls.admin}/dashboard`);
      const rate = opened.page.getByTestId('sales-suggestion-rate');
      await expect.poll(() => rate.textContent(), { timeout: 15_000 }).toBe('%100');
      expect(await opened.page.getByTestId('sales-suggestion-detail').textContent()).toBe(
        '2 / 2 siparişte öneri eklendi',
      );
      await rate.scrollIntoViewIfNeeded();
      await viewShot(opened.page, 'suggest-admin-dashboard');

      // the admin's picker in the product edit dialog shows the list, in order, and searches
      await opened.page.goto(`${server.urls.admin}/products`);
      await opened.page.getByRole('button', { name: 'Klasik Burger ürününü düzenle' }).click();
      const picker = opened.page
        .getByRole('dialog', { name: 'Ürünü Düzenle' })
        .getByTestId('suggestion-picker');
      await picker.getByTestId('suggestion-picked').waitFor();
      expect(await picker.locator('[data-testid="suggestion-picked"] li').allTextContents()).toEqual([
        expect.stringContaining('Patates Kızartması'),
        expect.stringContaining('Ayran'),
      ]);
      await picker.getByTestId('suggestion-search').fill('limon');
      const lemonade = picker.getByTestId('suggestion-option').filter({ hasText: 'Limonata' });
      await lemonade.waitFor();
      await picker.scrollIntoViewIfNeeded();
      await viewShot(opened.page, 'suggest-admin-picker');
      // choosing it saves the list at once
      await lemonade.click();
      await expect
        .poll(() => picker.getByTestId('suggestion-status').textContent())
        .toBe('Öneriler kaydedildi');
      const saved = await apiRequest<{ product_ids: string[] }>(
        server.urls.admin,
        admin.access_token,
        'GET',
        `/rest/v1/products/${burger}/suggestions`,
      );
      expect(saved.body.product_ids).toEqual([fries, ayran, productId(menu, 'Limonata')]);
      await viewShot(opened.page, 'suggest-admin-picker-saved');

      // the category's list in the category edit dialog
      await opened.page.goto(`${server.urls.admin}/categories`);
      await opened.page.getByRole('button', { name: 'Yemekler alt kategorilerini göster' }).click();
      await opened.page.getByRole('button', { name: 'Burgerler kategorisini düzenle' }).click();
      const categoryPicker = opened.page
        .getByRole('dialog', { name: 'Kategoriyi Düzenle' })
        .getByTestId('suggestion-picker');
      await categoryPicker.getByTestId('suggestion-picked').waitFor();
      expect(await categoryPicker.locator('[data-testid="suggestion-picked"] li').allTextContents()).toEqual([
        expect.stringContaining('Kola'),
        expect.stringContaining('Patates Kızartması'),
      ]);
      await categoryPicker.scrollIntoViewIfNeeded();
      await viewShot(opened.page, 'suggest-admin-category-picker');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.context.close();
    }
  });
});
