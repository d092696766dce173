import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, openPage, SCREENSHOT_DIR, settle } from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { type E2eServer, startTestServer } from './server.js';

// The admin's catalogue screens inside the sale app (@kiosk/catalogue-ui): admins only.
let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
let cashier: TokenBody;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await signInByApi(server.urls.sale, DEMO.admin);
  cashier = await signInByApi(server.urls.sale, DEMO.cashier);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
});

const TILL = { width: 1366, height: 768 };

async function open(tokens: TokenBody, address: string, language: 'tr' | 'en' = 'tr') {
  const opened = await openPage(browser, {
    localStorage: { ...storedSession('sale', tokens), language },
    viewport: TILL,
  });
  await opened.page.goto(`${server.urls.sale}${address}`);
  return opened;
}

/** What the till's screen shows (1366×768), saved as e2e/screenshots/<name>.png. */
async function windowShot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function listReady(page: Page): Promise<void> {
  await page.locator('[data-testid="product-list"][aria-busy="false"]').waitFor();
}

describe('catalogue at the till', () => {
  it("lets an admin change a product's price at the till, saved and still there after a reload", async () => {
    const { context, page, errors } = await open(admin, '/catalogue/products');
    await page.getByRole('heading', { name: 'Ürünler' }).waitFor();
    await listReady(page);
    await page.getByRole('columnheader', { name: 'Fiyat' }).waitFor();
    expect(await page.title()).toContain('Satış Noktası');
    await windowShot(page, 'sale-products-tr');

    await page.getByRole('button', { name: 'Lokum ürününü düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await edit.locator('#product-price').fill('612.5');
    const update = page.waitForRequest((request) => request.method() === 'PATCH');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    expect((await update).postDataJSON()).toEqual({ price_minor: 61_250 });
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Ürün başarıyla güncellendi' }).waitFor();
    await edit.waitFor({ state: 'hidden' });
    await page.getByTestId('product-price').filter({ hasText: '612,50' }).waitFor();

    // saved on the server: a reload (still the sale app, not the admin's /products) shows the new price
    await page.reload();
    await listReady(page);
    expect(new URL(page.url()).origin).toBe(server.urls.sale);
    await page.getByTestId('product-price').filter({ hasText: '612,50' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an admin the categories with the reassign dialog, in English', async () => {
    const { context, page, errors } = await open(admin, '/catalogue/categories', 'en');
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByRole('button', { name: 'Expand all' }).click();
    await page.getByTestId('subcategory-item').first().waitFor();
    expect(await page.title()).toContain('Point of Sale');
    await windowShot(page, 'sale-categories-en');

    await page.getByRole('button', { name: 'Delete Drinks' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this category?' })
      .getByRole('button', { name: 'Delete Category' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reassign Products' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // nothing was deleted
    await page.getByRole('button', { name: 'Delete Drinks' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a cashier "Administrators only" and loads no catalogue data', async () => {
    const { context, page, errors } = await openPage(browser, {
      localStorage: { ...storedSession('sale', cashier), language: 'tr' },
      viewport: TILL,
    });
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/rest\/v1\/(products|categories)/.test(request.url())) catalogueRequests.push(request.url());
    });
    await page.goto(`${server.urls.sale}/catalogue/products`);
    const denied = page.getByTestId('admin-only');
    await denied.getByRole('heading', { name: 'Yalnızca yöneticiler' }).waitFor();
    expect(await page.getByTestId('product-list').count()).toBe(0);
    await windowShot(page, 'sale-catalogue-admin-only-tr');

    await page.goto(`${server.urls.sale}/catalogue/categories`);
    await denied.waitFor();
    expect(await page.getByTestId('category-item').count()).toBe(0);
    expect(catalogueRequests).toEqual([]);

    await denied.getByRole('link', { name: 'Kasaya dön' }).click();
    await page.waitForURL(`${server.urls.sale}/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
